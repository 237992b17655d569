import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { batchAllocationAnswer, batchAllocationBody } from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { allocateToBatch } from './batch-allocation.service';

const tags = ['allocations'];
const security = [{ session: [] }];

/** POST /api/allocations/batch: subjects to every active student of a batch at once. */
export async function batchAllocationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/batch',
    {
      schema: {
        tags,
        security,
        summary: 'Allocates subjects to every active student of a batch of the Admin',
        description:
          'Body { batch, subjectIDs }. Every subject must be of the batch, year and semester of ' +
          "each student, in the Admin's department or common. Pairs that exist already are " +
          'skipped. Answers { message, students, added, skipped }, in one transaction.',
        body: batchAllocationBody,
        response: {
          200: batchAllocationAnswer,
          ...staffRefusals('SUBJECT_NOT_ELIGIBLE', 'NOT_FOUND'),
        },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => allocateToBatch(app.db, signedIn(request), request.body, app.now()),
  );
}
