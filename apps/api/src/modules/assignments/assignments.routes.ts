import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignBody,
  assignAnswer,
  assignmentDto,
  assignmentKeyQuery,
  messageAnswer,
  statusAnswer,
  updateStatusBody,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { AssignmentsService } from './assignments.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['staff-subject'];

export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AssignmentsService(app.db);

  api.get(
    '/all',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "Assignments of the subjects the caller's department manages",
        response: { 200: z.array(assignmentDto), ...staffRefusals() },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request) => service.list(signedIn(request)),
  );

  api.post(
    '/assign',
    {
      schema: {
        tags,
        summary:
          'Assign a subject to a Subject Staff of the department; status, assignedBy and dates are set by the server',
        body: assignBody,
        response: {
          201: assignAnswer,
          ...staffRefusals('NOT_SUBJECT_STAFF', 'NOT_FOUND', 'ALREADY_ASSIGNED', 'CONFLICT'),
        },
      },
      onRequest: authorize('HOD'),
    },
    async (request, reply) => {
      const assignment = await service.assign(signedIn(request), request.body, app.now());
      return reply.code(201).send({ message: 'Subject assigned successfully', assignment });
    },
  );

  api.put(
    '/update-status',
    {
      schema: {
        tags,
        summary: 'Lock (status false) or unlock (status true) attendance for a staff-subject pair',
        body: updateStatusBody,
        response: {
          200: statusAnswer,
          ...staffRefusals('NOT_FOUND'),
        },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => service.updateStatus(signedIn(request), request.body, app.now()),
  );

  api.delete(
    '/delete',
    {
      schema: {
        tags,
        summary: 'Delete an assignment; recorded attendance is kept',
        querystring: assignmentKeyQuery,
        response: { 200: messageAnswer, ...staffRefusals('NOT_FOUND') },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => {
      await service.remove(signedIn(request), request.query, app.now());
      return { message: 'Assignment deleted successfully' };
    },
  );
}
