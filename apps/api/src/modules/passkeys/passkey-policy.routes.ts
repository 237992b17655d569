import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageAnswer,
  PASSKEY_MESSAGES,
  passkeyHolderDto,
  passkeyPolicyDto,
  staffParams,
} from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../plugins/auth';
import { PasskeyPolicyService } from './passkey-policy.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['passkeys'];
const errors = staffRefusals('NOT_FOUND', 'PASSKEY_ENROL_REQUIRED');

/** The department's passkey policy (Admin) and resets of lost passkeys (HOD, Admin). */
export async function passkeyPolicyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new PasskeyPolicyService(app.db, app.config);

  api.get(
    '/passkey-policy',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The department's passkey policy",
        response: { 200: passkeyPolicyDto, ...errors },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => ({ policy: await service.policy(signedIn(request).department) }),
  );

  api.put(
    '/passkey-policy',
    {
      schema: {
        tags,
        summary: "Set the department's passkey policy (optional, leaders, everyone)",
        body: passkeyPolicyDto,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => {
      await service.setPolicy(signedIn(request), request.body.policy, app.now());
      return { message: PASSKEY_MESSAGES.policySaved };
    },
  );

  api.get(
    '/passkey-holders',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Staff whose passkeys I may reset, with how many they have',
        response: { 200: z.array(passkeyHolderDto), ...errors },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => service.holders(signedIn(request)),
  );

  api.post(
    '/:staffId/reset-passkeys',
    {
      schema: {
        tags,
        summary: "Reset a staff member's passkeys: removed, sessions ended, enrol at next sign-in",
        params: staffParams,
        response: { 200: messageAnswer, ...errors },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => {
      await service.reset(signedIn(request), request.params.staffId, app.now());
      return { message: PASSKEY_MESSAGES.reset };
    },
  );
}
