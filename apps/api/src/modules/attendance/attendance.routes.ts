import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceStudentsQuery,
  attendanceViewQuery,
  attendanceViewRecord,
  classStudentDto,
  cumulativeAnswer,
  cumulativeQuery,
  markAnswer,
  markBody,
  markQuery,
  staffIdParams,
  submittedPeriod,
  submittedPeriodsQuery,
  voidAnswer,
  voidBody,
  staffSubjectDto,
} from '@attendance/domain';
import { authorize, settleAccess, signedIn } from '../../lib/access';
import { HEAVY_REPORT_REFUSALS, staffRefusals } from '../../lib/responses';
import { AttendanceService } from './attendance.service';
import { MarkingService } from './marking.service';
import { VoidingService } from './voiding.service';
import { SESSION_IN_STATEMENT, TOKEN_READ } from '../../lib/route-access';
import { sessionCheckOf, signedInBy } from '../sessions';
import { markValidatorCompiler } from './mark-body';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
});

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reads = new AttendanceService(app.db);
  const marking = new MarkingService(app.db, app.dbKind, app.config);
  const voiding = new VoidingService(app.db);
  const tags = ['attendance'];

  api.get(
    '/subjects/:staffID',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Subjects assigned to the signed-in Subject_Staff',
        params: staffIdParams,
        response: { 200: z.array(staffSubjectDto), ...staffRefusals() },
      },
      onRequest: authorize('Subject_Staff'),
    },
    async (request) => reads.subjectsOf(signedIn(request), request.params.staffID),
  );

  api.get(
    '/students',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Active students allocated to a subject',
        querystring: attendanceStudentsQuery,
        response: { 200: z.array(classStudentDto), ...staffRefusals('NOT_FOUND') },
      },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request) => reads.classList(signedIn(request), request.query.subjectId),
  );

  api.post(
    '/mark',
    {
      config: SESSION_IN_STATEMENT,
      schema: {
        tags,
        summary: 'Submit one period of attendance (whole or nothing); honours Idempotency-Key',
        body: markBody,
        querystring: markQuery,
        headers: idempotencyHeaders,
        response: {
          201: markAnswer,
          ...staffRefusals(
            'OUTSIDE_WINDOW',
            'LOCKED',
            'CONFLICT',
            'UNPROCESSABLE',
            'DAY_OFF',
            'SUBSTITUTION_CONFIRM',
          ),
        },
      },
      onRequest: authorize('Subject_Staff'),
      validatorCompiler: markValidatorCompiler,
    },
    async (request, reply) => {
      const now = app.now();
      const key = request.headers['idempotency-key'];
      const { confirmSubstitution } = request.query;
      const unread = request.unreadSession;
      if (unread) {
        // PostgreSQL: the session checked in the submission's statement (lib/route-access.ts).
        const session = sessionCheckOf(app, unread.token, now);
        const done = await marking.markSigningIn(
          session,
          request.body,
          now,
          key,
          confirmSubstitution,
        );
        if (done) {
          request.unreadSession = null;
          signedInBy(request, session.id, done.staff);
          return reply.code(201).send(done.answer.body);
        }
        await settleAccess(request);
      }
      const answer = await marking.mark(
        signedIn(request),
        request.body,
        now,
        key,
        confirmSubstitution,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // Only a stored success (201) is ever replayed, so the code is always the declared one.
      return reply.code(answer.statusCode as 201).send(answer.body);
    },
  );

  api.get(
    '/view',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Attendance records of a subject; startDate and endDate narrow it (extension)',
        querystring: attendanceViewQuery,
        // Documents the shape; the body is JSON text built by the database on a report worker,
        // which Fastify sends as it is (bytes are never re-serialized).
        response: {
          200: z.array(attendanceViewRecord),
          ...staffRefusals('NOT_FOUND', ...HEAVY_REPORT_REFUSALS),
        },
      },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'view', query: request.query }),
  );

  api.get(
    '/cumulative',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary:
          "One day of the caller's department; batch, year and semester narrow it (extension)",
        querystring: cumulativeQuery,
        response: { 200: cumulativeAnswer, ...staffRefusals(...HEAVY_REPORT_REFUSALS) },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    // JSON text made on a report worker (heavy-reports.ts); Fastify sends bytes as they are.
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'cumulative', query: request.query }),
  );

  api.get(
    '/submitted',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "Periods of a subject of the HOD's department that were submitted and still count",
        querystring: submittedPeriodsQuery,
        response: { 200: z.array(submittedPeriod), ...staffRefusals('NOT_FOUND') },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => voiding.submittedPeriods(signedIn(request), request.query.subjectID),
  );

  api.post(
    '/void',
    {
      schema: {
        tags,
        summary:
          'Void one submitted period (HOD of the subject department); it can be marked again',
        body: voidBody,
        response: { 200: voidAnswer, ...staffRefusals('NOT_FOUND', 'CONFLICT') },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => voiding.voidPeriod(signedIn(request), request.body, app.now()),
  );
}
