import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OVERSIGHT_REPORT_MESSAGES,
  oversightAbsencesQuery,
  oversightShortageQuery,
  oversightTodayQuery,
} from '@attendance/domain';
import { authorize, signedIn } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { campusClockOf, OVERSIGHT_ROLES, OversightService } from '../oversight/oversight.service';
import { absencesSheet, classFilters, shortageSheet, todaySheet } from './oversight-sheets';
import { generatedOn, safeFileName, sendWorkbook, XLSX_RESPONSE } from './sheet-writer';

const tags = ['reports'];
const security = [{ session: [] }];
const description =
  'An .xlsx workbook of the oversight view of the same name (`GET /api/oversight/…`): the same ' +
  'query parameters, roles and department, read through the same service, so its cells are ' +
  "the JSON answer's values. The file name matches the PDF. Nothing to list answers 404 with " +
  "the PDF's message.";

/**
 * The Excel exports of the oversight views. They live with the other exports under
 * /api/reports and take their data from OversightService, never from a query of their own.
 */
export async function oversightReportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new OversightService(app.db, campusClockOf(app.config));
  const schema = { tags, security, description, response: XLSX_RESPONSE };
  const footer = () => generatedOn(app.now(), app.config.timezone);

  api.get(
    '/today.xlsx',
    {
      schema: { ...schema, summary: 'Today: Marking Completion', querystring: oversightTodayQuery },
      onRequest: authorize(...OVERSIGHT_ROLES.today),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const today = await service.today(staff, request.query, app.now());
      if (today.staff.length === 0) throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noToday);
      const sheet = todaySheet(today, [...classFilters(request.query), footer()]);
      const fileName = safeFileName(`${staff.department}_Today_${today.date}.xlsx`);
      return sendWorkbook(reply, app.config, staff.department, fileName, [sheet]);
    },
  );

  api.get(
    '/shortage.xlsx',
    {
      schema: {
        ...schema,
        summary: 'Attendance Shortage List',
        querystring: oversightShortageQuery,
      },
      onRequest: authorize(...OVERSIGHT_ROLES.shortage),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const shortage = await service.shortage(staff, request.query, app.now());
      if (shortage.students.length === 0)
        throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noShortage);
      const sheet = shortageSheet(shortage, [...classFilters(request.query), footer()]);
      const fileName = safeFileName(`${staff.department}_Shortage_${shortage.endDate}.xlsx`);
      return sendWorkbook(reply, app.config, staff.department, fileName, [sheet]);
    },
  );

  api.get(
    '/absences.xlsx',
    {
      schema: { ...schema, summary: 'Consecutive Absences', querystring: oversightAbsencesQuery },
      onRequest: authorize(...OVERSIGHT_ROLES.absences),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const absences = await service.absences(staff, request.query, app.now());
      if (absences.students.length === 0)
        throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noAbsences);
      const sheet = absencesSheet(absences, [...classFilters(request.query), footer()]);
      const fileName = safeFileName(`${staff.department}_Absences_${absences.today}.xlsx`);
      return sendWorkbook(reply, app.config, staff.department, fileName, [sheet]);
    },
  );
}
