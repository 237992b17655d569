import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inactiveByRegisterQuery,
  inactivesAnswer,
  inactivesQuery,
  messageAnswer,
  promoteBatchAnswer,
  studentBody,
  studentDto,
  studentIdParams,
  updateBatchQuery,
} from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { StudentsService } from './students.service';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['students'];
const security = [{ session: [] }];

/** Student records of the signed-in Admin's own department. */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new StudentsService(app.db);
  // Checked before validation, so a stranger learns nothing from 400s: 401/403 come first.
  const preValidation = authorize('Admin');

  api.get(
    '',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        security,
        summary: "Students of the Admin's department, active and inactive, by register number",
        response: { 200: z.array(studentDto), ...staffRefusals() },
      },
      preValidation,
    },
    async (request) => service.list(signedIn(request)),
  );

  api.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: "Adds a student to the Admin's own department; answers 201 with the student",
        body: studentBody,
        response: { 201: studentDto, ...staffRefusals('CONFLICT') },
      },
      preValidation,
    },
    async (request, reply) => {
      const student = await service.create(signedIn(request), request.body, app.now());
      return reply.code(201).send(student);
    },
  );

  // Fastify prefers this static path over '/:studentID' whatever the order of registration.
  api.put(
    '/update-batch',
    {
      schema: {
        tags,
        security,
        summary: 'Moves every active student of a batch to the given year and semester',
        description: 'Answers { message, updated } with the number of students moved.',
        querystring: updateBatchQuery,
        response: { 200: promoteBatchAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      preValidation,
    },
    async (request) => service.promoteBatch(signedIn(request), request.query, app.now()),
  );

  api.put(
    '/:studentID',
    {
      schema: {
        tags,
        security,
        summary: 'Edits an active student; batch, year, semester and department are ignored',
        description:
          'The body is the whole edited student. Batch, year and semester change only through ' +
          'update-batch, and a student never changes department. Answers the updated student.',
        params: studentIdParams,
        body: studentBody,
        response: { 200: studentDto, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      preValidation,
    },
    async (request) =>
      service.update(signedIn(request), request.params.studentID, request.body, app.now()),
  );

  api.post(
    '/inactives',
    {
      schema: {
        tags,
        security,
        summary: 'Marks the active students of a batch inactive, for good',
        description:
          'Year and semester narrow the batch when given. Answers { message, count }. ' +
          'Inactivation cannot be undone.',
        querystring: inactivesQuery,
        response: { 200: inactivesAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      preValidation,
    },
    async (request) => service.inactivateBatch(signedIn(request), request.query, app.now()),
  );

  api.post(
    '/inactive-by-register',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one student inactive by register number, for good',
        querystring: inactiveByRegisterQuery,
        response: { 200: messageAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      preValidation,
    },
    async (request) =>
      service.inactivateByRegisterNumber(
        signedIn(request),
        request.query.registerNumber,
        request.query.reason,
        app.now(),
      ),
  );
}
