import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allocateAnswer, allocateBody, studentAllocations } from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { AllocationsService } from './allocations.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['allocations'];
const security = [{ session: [] }];

/** Subject-to-student allocation within the signed-in Admin's own department. */
export async function allocationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AllocationsService(app.db);
  // Checked before validation, so a stranger learns nothing from 400s: 401/403 come first.
  const onRequest = authorize('Admin');

  api.post(
    '/allocate',
    {
      schema: {
        tags,
        security,
        summary: 'Allocates eligible subjects to an active student, adding to what they have',
        description:
          'subjectIDs is a comma-joined string of subject ids. Every subject must be of the ' +
          "student's batch, year and semester, and of the student's department or common ('all'). " +
          'studentName, batch, department, year and semester in the body are ignored. Answers 201 ' +
          '{ message, added, allocatedSubjects } with all of the student’s subjects after the call.',
        body: allocateBody,
        response: { 201: allocateAnswer, ...staffRefusals('SUBJECT_NOT_ELIGIBLE', 'NOT_FOUND') },
      },
      onRequest,
    },
    async (request, reply) => {
      const answer = await service.allocate(signedIn(request), request.body, app.now());
      return reply.code(201).send(answer);
    },
  );

  api.get(
    '/allocations',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        security,
        summary: "Active students of the Admin's department that have subjects, with the subjects",
        description:
          'Each subject carries assignedStaff { staffID, staffName } when the HOD has assigned ' +
          'it to a staff member, else null.',
        response: { 200: z.array(studentAllocations), ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.list(signedIn(request)),
  );
}
