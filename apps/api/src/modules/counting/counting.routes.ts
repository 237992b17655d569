import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COUNTING_MESSAGES,
  countingPolicyDto,
  messageAnswer,
  readCountingPolicy,
} from '@attendance/domain';
import { writeAudit } from '../../db/audit';
import { staffRefusals } from '../../lib/responses';
import { TOKEN_READ } from '../../lib/route-access';
import { authorize, signedIn } from '../../plugins/auth';
import { CountingRepo } from './counting.repo';

const tags = ['counting policy'];

/**
 * Which statuses the department counts as attended (issue 50): read by its staff (the
 * cumulative PDF is made in the browser), chosen by its Admin.
 */
export async function countingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = new CountingRepo(app.db);

  api.get(
    '',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'The statuses my department counts as attended',
        response: { 200: countingPolicyDto, ...staffRefusals() },
      },
      onRequest: authorize(),
    },
    async (request) => ({
      statuses: [...(await repo.policyOf(signedIn(request).department))],
    }),
  );

  api.put(
    '',
    {
      schema: {
        tags,
        summary: 'Choose the statuses that count as attended (P always; OD, ML, LEAVE)',
        body: countingPolicyDto,
        response: { 200: messageAnswer, ...staffRefusals() },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => {
      const admin = signedIn(request);
      const policy = readCountingPolicy(request.body.statuses.join(','));
      const now = app.now();
      await app.db.transaction().execute(async (trx) => {
        await repo.setPolicy(trx, admin.department, policy, admin.id, now);
        await writeAudit(trx, now, {
          staffId: admin.id,
          action: 'counting-policy',
          entity: 'department',
          entityId: admin.department.toUpperCase(),
          details: { statuses: policy },
        });
      });
      return { message: COUNTING_MESSAGES.saved };
    },
  );
}
