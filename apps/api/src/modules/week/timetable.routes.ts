import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classTimetableAnswer,
  classTimetableQuery,
  completionAnswer,
  completionQuery,
  heldAnswer,
  heldQuery,
  myDayAnswer,
  myDayQuery,
  staffWeekAnswer,
  staffWeekQuery,
  timetableBody,
  timetableConflictAnswer,
  timetableSaveAnswer,
  weekClassDto,
  type TimetableConflict,
} from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import { MyWeekService } from './my-week.service';
import { TimetableService } from './timetable.service';
import { WeekReportService } from './week-report.service';
import { TOKEN_READ } from '../../lib/route-access';
import { answerTranslator } from '../languages';

const errors = staffRefusals('NOT_FOUND');

/** Class timetables (the HOD's), a teacher's day and week, and the completion report. */
export async function timetableRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const timetables = new TimetableService(app.db, app.config);
  const mine = new MyWeekService(app.db, app.config);
  const reports = new WeekReportService(app.db, app.config);
  const tags = ['week'];

  api.get(
    '/timetable',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A class's timetable in force at a date (default today), its history and subjects",
        querystring: classTimetableQuery,
        response: { 200: classTimetableAnswer, ...errors },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request) => timetables.get(signedIn(request), request.query, app.now()),
  );

  api.put(
    '/timetable',
    {
      schema: {
        tags,
        summary: 'Saves a class timetable in force from effectiveFrom; conflicts refused by cell',
        body: timetableBody,
        response: { 200: timetableSaveAnswer, ...errors, 409: timetableConflictAnswer },
      },
      onRequest: authorize('HOD'),
    },
    async (request, reply) => {
      const outcome = await timetables.save(signedIn(request), request.body, app.now());
      // Each cell's message in the person's language, as the answer's own `message` is.
      const say = answerTranslator(request, app.config.campus);
      const spoken = (list: TimetableConflict[]) =>
        list.map((c) => ({ ...c, message: say(c.message) }));
      if (outcome.ok)
        return reply
          .code(200)
          .send({ ...outcome.answer, warnings: spoken(outcome.answer.warnings) });
      return reply.code(409).send({
        message: outcome.message,
        code: 'TIMETABLE_CONFLICT',
        conflicts: spoken(outcome.conflicts),
      });
    },
  );

  api.get(
    '/classes',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The department's classes, each with its term and whether it has a timetable",
        response: { 200: z.array(weekClassDto), ...errors },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request) => timetables.classes(signedIn(request), app.now()),
  );

  api.get(
    '/my-day',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "My classes today: the caller's timetabled periods of a date, marked or not",
        querystring: myDayQuery,
        response: { 200: myDayAnswer, ...errors },
      },
      onRequest: authorize('Subject_Staff'),
    },
    async (request) => {
      const day = await mine.myDay(signedIn(request), request.query.date, app.now());
      if (!day.dayOff) return day;
      return { ...day, dayOff: answerTranslator(request, app.config.campus)(day.dayOff) };
    },
  );

  api.get(
    '/my-week',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The caller's timetabled week in force today",
        response: { 200: staffWeekAnswer, ...errors },
      },
      onRequest: authorize('Subject_Staff'),
    },
    async (request) => mine.myWeek(signedIn(request), app.now()),
  );

  api.get(
    '/staff-week',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A staff member's timetabled week in force today (the HOD's department only)",
        querystring: staffWeekQuery,
        response: { 200: staffWeekAnswer, ...errors },
      },
      onRequest: authorize('HOD'),
    },
    async (request) => mine.staffWeek(signedIn(request), request.query.staffID, app.now()),
  );

  api.get(
    '/completion',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'Per staff member: timetabled periods, marked on time, marked late, missed',
        querystring: completionQuery,
        response: { 200: completionAnswer, ...errors },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request) => reports.completion(signedIn(request), request.query, app.now()),
  );

  api.get(
    '/held',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A subject's periods held and planned in its term so far",
        querystring: heldQuery,
        response: { 200: heldAnswer, ...errors },
      },
      onRequest: authorize('HOD', 'Admin', 'Subject_Staff'),
    },
    async (request) => reports.held(signedIn(request), request.query.subjectID, app.now()),
  );
}
