import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  oversightAbsencesQuery,
  oversightShortageQuery,
  oversightTodayQuery,
} from '@attendance/domain';
import { authorize } from '../../plugins/auth';
import { OVERSIGHT_ROLES } from '../oversight/oversight.service';
import { XLSX_RESPONSE } from '../../lib/sheet-writer';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['reports'];
const security = [{ session: [] }];
const description =
  'An .xlsx workbook of the oversight view of the same name (`GET /api/oversight/…`): the same ' +
  'query parameters, roles and department, read through the same service, so its cells are ' +
  "the JSON answer's values. The file name matches the PDF. Nothing to list answers 404 with " +
  "the PDF's message.";

/**
 * The Excel exports of the oversight views. They live with the other exports under
 * /api/reports and take their data from OversightService, never from a query of their own
 * (heavy-tasks.ts, on a report worker).
 */
export async function oversightReportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, security, description, response: XLSX_RESPONSE };

  api.get(
    '/today.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'Today: Marking Completion', querystring: oversightTodayQuery },
      onRequest: authorize(...OVERSIGHT_ROLES.today),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'today.xlsx', query: request.query }),
  );

  api.get(
    '/shortage.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        ...schema,
        summary: 'Attendance Shortage List',
        querystring: oversightShortageQuery,
      },
      onRequest: authorize(...OVERSIGHT_ROLES.shortage),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'shortage.xlsx', query: request.query }),
  );

  api.get(
    '/absences.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'Consecutive Absences', querystring: oversightAbsencesQuery },
      onRequest: authorize(...OVERSIGHT_ROLES.absences),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'absences.xlsx', query: request.query }),
  );
}
