import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageAnswer,
  subjectCreateBody,
  subjectAnswer,
  subjectIdParams,
  subjectUpdateBody,
  subjectWithOwnerDto,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { SubjectsService } from './subjects.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['subjects'];

export async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new SubjectsService(app.db);

  api.post(
    '/addSubject',
    {
      schema: {
        tags,
        summary: "Add a subject to the Admin's department, or a common one (department 'all')",
        body: subjectCreateBody,
        response: { 201: subjectAnswer, ...staffRefusals('DUPLICATE', 'CONFLICT') },
      },
      onRequest: authorize('Admin'),
    },
    async (request, reply) => {
      const subject = await service.create(signedIn(request), request.body, app.now());
      return reply.code(201).send({ message: 'Subject added successfully', subject });
    },
  );

  api.get(
    '/getSubject',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "Subjects the caller's department manages, plus every common subject",
        response: { 200: z.array(subjectWithOwnerDto), ...staffRefusals() },
      },
      onRequest: authorize('Admin', 'HOD'),
    },
    async (request) => service.list(signedIn(request)),
  );

  api.put(
    '/updateSubject/:subjectID',
    {
      schema: {
        tags,
        summary: "Edit a subject the Admin's department manages (isElective may be 1 or 0)",
        params: subjectIdParams,
        body: subjectUpdateBody,
        response: { 200: subjectAnswer, ...staffRefusals('NOT_FOUND', 'DUPLICATE', 'CONFLICT') },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => {
      const subject = await service.update(
        signedIn(request),
        request.params.subjectID,
        request.body,
        app.now(),
      );
      return { message: 'Subject updated successfully', subject };
    },
  );

  api.delete(
    '/deleteSubject/:subjectID',
    {
      schema: {
        tags,
        summary: 'Delete a subject with its allocations and assignment; 409 once it has attendance',
        params: subjectIdParams,
        response: { 200: messageAnswer, ...staffRefusals('NOT_FOUND', 'SUBJECT_HAS_ATTENDANCE') },
      },
      onRequest: authorize('Admin'),
    },
    async (request) => {
      await service.remove(signedIn(request), request.params.subjectID, app.now());
      return { message: 'Subject deleted successfully' };
    },
  );
}
