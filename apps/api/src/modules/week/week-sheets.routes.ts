import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classTimetableQuery, completionQuery, staffWeekQuery } from '@attendance/domain';
import { staffRefusals } from '../../lib/responses';
import { authorize, signedIn } from '../../lib/access';
import {
  generatedOn,
  safeFileName,
  sendWorkbook,
  XLSX_RESPONSE,
  type ReportSheet,
} from '../../lib/sheet-writer';
import { requestSheetLabels } from '../languages';
import { MyWeekService } from './my-week.service';
import { TimetableService } from './timetable.service';
import { WeekReportService } from './week-report.service';
import { classTimetableSheet, completionSheet, staffWeekSheet } from './week-sheets';
import { TOKEN_READ } from '../../lib/route-access';

const errors = staffRefusals('NOT_FOUND');

/** The week's Excel exports (the PDFs are made by the web app from the JSON calls). */
export async function weekSheetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const timetables = new TimetableService(app.db, app.config);
  const mine = new MyWeekService(app.db, app.config);
  const reports = new WeekReportService(app.db, app.config);
  const tags = ['week'];
  const footer = () => generatedOn(app.now(), app.config.timezone);
  /** One sheet to the signed-in staff member, in their language. */
  const send = (request: FastifyRequest, reply: FastifyReply, name: string, sheet: ReportSheet) =>
    sendWorkbook(
      reply,
      app.config,
      signedIn(request).department,
      name,
      [sheet],
      requestSheetLabels(request, app.config.campus),
    );

  api.get(
    '/timetable.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A class's timetable in force at a date, as .xlsx",
        querystring: classTimetableQuery,
        response: { ...XLSX_RESPONSE, ...errors },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const answer = await timetables.get(staff, request.query, app.now());
      const name = safeFileName(
        `${answer.class.batch}_${answer.class.year}-${answer.class.semester}_Timetable.xlsx`,
      );
      return send(request, reply, name, classTimetableSheet(answer, [footer()]));
    },
  );

  api.get(
    '/my-week.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "The caller's own week, as .xlsx",
        response: { ...XLSX_RESPONSE, ...errors },
      },
      onRequest: authorize('Subject_Staff'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const answer = await mine.myWeek(staff, app.now());
      const name = safeFileName(`${staff.staffName}_Week.xlsx`);
      return send(request, reply, name, staffWeekSheet(answer, [footer()]));
    },
  );

  api.get(
    '/staff-week.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: "A staff member's week (the HOD's department only), as .xlsx",
        querystring: staffWeekQuery,
        response: { ...XLSX_RESPONSE, ...errors },
      },
      onRequest: authorize('HOD'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const answer = await mine.staffWeek(staff, request.query.staffID, app.now());
      const name = safeFileName(`${answer.staffName}_Week.xlsx`);
      return send(request, reply, name, staffWeekSheet(answer, [footer()]));
    },
  );

  api.get(
    '/completion.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'The completion report for a date range, as .xlsx',
        querystring: completionQuery,
        response: { ...XLSX_RESPONSE, ...errors },
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const answer = await reports.completion(staff, request.query, app.now());
      const name = safeFileName(`${staff.department}_Completion_${answer.from}_${answer.to}.xlsx`);
      return send(request, reply, name, completionSheet(answer, [footer()]));
    },
  );
}
