import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ceremonyOptions,
  MESSAGES,
  messageAnswer,
  PASSKEY_MESSAGES,
  passkeyDto,
  passkeyParams,
  passkeySignInAnswer,
  passkeySignInBody,
  registerPasskeyBody,
  renamePasskeyBody,
} from '@attendance/domain';
import { refusals, staffRefusals } from '../../lib/responses';
import { authorize, signedIn, startSession } from '../../plugins/auth';
import { toStaffDto } from '../auth/auth.service';
import { AuthRepo } from '../auth/auth.repo';
import { PasskeysService } from './passkeys.service';
import { relyingParty } from './relying-party';
import { ENROLLING, ENROLLING_READ, PUBLIC } from '../../lib/route-access';

const tags = ['passkeys'];
const errors = staffRefusals(
  'NOT_FOUND',
  'PASSKEY_INVALID',
  'PASSKEY_CHALLENGE_SPENT',
  'PASSKEY_UNKNOWN',
  'PASSKEY_SIGN_IN_FAILED',
  'PASSKEYS_UNAVAILABLE',
  'ACCOUNT_DISABLED',
  'APPROVAL_PENDING',
  'TOO_MANY_REQUESTS',
);

/** A staff member's own passkeys, and signing in with one (issue 21). */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new PasskeysService(app.db, app.config);

  api.get(
    '/',
    {
      config: ENROLLING_READ,
      schema: { tags, summary: 'My passkeys', response: { 200: z.array(passkeyDto), ...errors } },
      onRequest: authorize(),
    },
    async (request) => service.list(signedIn(request).id),
  );

  api.post(
    '/registration-options',
    {
      config: ENROLLING,
      schema: {
        tags,
        summary: 'Start adding a passkey: creation options with a one-time challenge',
        response: { 200: ceremonyOptions, ...errors },
      },
      onRequest: authorize(),
    },
    async (request) =>
      service.registrationOptions(signedIn(request), relyingParty(app.config, request), app.now()),
  );

  api.post(
    '/',
    {
      config: ENROLLING,
      schema: {
        tags,
        summary: 'Finish adding a passkey (also ends an enrol-only session’s restriction)',
        body: registerPasskeyBody,
        response: { 201: passkeyDto, ...errors },
      },
      onRequest: authorize(),
    },
    async (request, reply) => {
      const rp = relyingParty(app.config, request);
      const added = await service.register(
        signedIn(request),
        request.sessionId,
        request.body,
        rp,
        app.now(),
      );
      return reply.code(201).send(added);
    },
  );

  api.put(
    '/:passkeyId',
    {
      schema: {
        tags,
        summary: 'Rename one of my passkeys',
        params: passkeyParams,
        body: renamePasskeyBody,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize(),
    },
    async (request) => {
      await service.rename(signedIn(request).id, request.params.passkeyId, request.body.name);
      return { message: PASSKEY_MESSAGES.renamed };
    },
  );

  api.delete(
    '/:passkeyId',
    {
      schema: {
        tags,
        summary: 'Remove one of my passkeys',
        params: passkeyParams,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize(),
    },
    async (request) => {
      await service.remove(signedIn(request).id, request.params.passkeyId, app.now());
      return { message: PASSKEY_MESSAGES.removed };
    },
  );

  api.post(
    '/sign-in-options',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Start a passkey sign-in: request options for any passkey of this portal',
        response: { 200: ceremonyOptions, ...refusals('PASSKEYS_UNAVAILABLE') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.signInOptions(relyingParty(app.config, request), app.now());
    },
  );

  api.post(
    '/sign-in',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign in with a passkey: the same session as the email + ID card sign-in',
        body: passkeySignInBody,
        response: { 200: passkeySignInAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const rp = relyingParty(app.config, request);
      const staffId = await service.signIn(request.body.response, rp, app.now());
      const staff = await new AuthRepo(app.db).findById(staffId);
      if (!staff) throw new Error('signed-in staff vanished');
      await startSession(app, request, reply, staffId);
      return { staff: toStaffDto(staff), message: MESSAGES.loginSuccessful };
    },
  );
}
