import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ceremonyOptions,
  familySessionAnswer,
  messageAnswer,
  PASSKEY_MESSAGES,
  passkeyDto,
  passkeyParams,
  passkeySignInBody,
  registerPasskeyBody,
} from '@attendance/domain';
import { refusals } from '../../lib/responses';
import { PUBLIC } from '../../lib/route-access';
import { relyingParty } from '../passkeys/relying-party';
import { FamilyPasskeysService } from './family-passkeys.service';
import { familyOf, familyOnly, startFamilySession } from './family-sessions';
import { FamilyService } from './family.service';
import { WeekCache } from '../week/week-cache';

const tags = ['students and parents'];
const security = [{ family: [] }];
const own = refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED', 'PASSKEYS_UNAVAILABLE');

/**
 * A student's or parent's own passkeys and signing in with one (issue 50), under
 * /api/family/passkeys: added after a code sign-in, then no SMS.
 */
export async function familyPasskeyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new FamilyPasskeysService(app.db, app.config);
  const family = new FamilyService(app.db, app.config, new WeekCache(app.db, app.config));

  api.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'My passkeys (a student’s, or a parent phone’s)',
        response: { 200: z.array(passkeyDto), ...own },
      },
      onRequest: familyOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(familyOf(request));
    },
  );

  api.post(
    '/registration-options',
    {
      schema: {
        tags,
        security,
        summary: 'Start adding a passkey: creation options with a one-time challenge',
        response: { 200: ceremonyOptions, ...own },
      },
      onRequest: familyOnly,
    },
    async (request) =>
      service.registrationOptions(familyOf(request), relyingParty(app.config, request), app.now()),
  );

  api.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Finish adding a passkey: from then on, sign in with it and no SMS',
        body: registerPasskeyBody,
        response: {
          201: passkeyDto,
          ...refusals(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'PASSKEY_ENROL_REQUIRED',
            'PASSKEYS_UNAVAILABLE',
            'PASSKEY_INVALID',
            'PASSKEY_CHALLENGE_SPENT',
          ),
        },
      },
      onRequest: familyOnly,
    },
    async (request, reply) => {
      const rp = relyingParty(app.config, request);
      const added = await service.register(familyOf(request), request.body, rp, app.now());
      return reply.code(201).send(added);
    },
  );

  api.delete(
    '/:passkeyId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of my passkeys',
        params: passkeyParams,
        response: {
          200: messageAnswer,
          ...refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED', 'NOT_FOUND'),
        },
      },
      onRequest: familyOnly,
    },
    async (request) => {
      await service.remove(familyOf(request), request.params.passkeyId, app.now());
      return { message: PASSKEY_MESSAGES.removed };
    },
  );

  api.post(
    '/sign-in-options',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Start a student’s or parent’s passkey sign-in: request options',
        response: { 200: ceremonyOptions, ...refusals('PASSKEYS_UNAVAILABLE', 'FAMILY_CLOSED') },
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
        summary: 'Sign a student or parent in with their passkey: the code sign-in’s session',
        body: passkeySignInBody,
        response: {
          200: familySessionAnswer,
          ...refusals(
            'PASSKEYS_UNAVAILABLE',
            'PASSKEY_CHALLENGE_SPENT',
            'PASSKEY_UNKNOWN',
            'PASSKEY_SIGN_IN_FAILED',
            'FAMILY_CLOSED',
          ),
        },
      },
    },
    async (request, reply) => {
      const rp = relyingParty(app.config, request);
      const target = await service.signIn(request.body.response, rp, app.now());
      await startFamilySession(app, request, reply, target);
      const children = await family.childrenOf(target.studentIds);
      return { session: { kind: target.kind, children } };
    },
  );
}
