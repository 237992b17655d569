import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allocationsReportQuery,
  attendanceReportQuery,
  cumulativeQuery,
  studentsReportQuery,
} from '@attendance/domain';
import { authorize } from '../../plugins/auth';
import { oversightReportRoutes } from './oversight-reports.routes';
import { XLSX_RESPONSE } from '../../lib/sheet-writer';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['reports'];
const security = [{ session: [] }];
const description =
  'An .xlsx workbook built on the server with the same query parameters and access rules as ' +
  'the JSON call; the file name matches the PDF. Voided attendance is left out.';

/**
 * Server-side Excel exports of every report that has a PDF. Each workbook is read and built on
 * a report worker (heavy-tasks.ts), at most one at a time per staff member.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, security, description, response: XLSX_RESPONSE };
  await app.register(oversightReportRoutes);

  api.get(
    '/students.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'Student List', querystring: studentsReportQuery },
      onRequest: authorize('Admin'),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'students.xlsx', query: request.query }),
  );

  api.get(
    '/allocations.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'Subject Allocation', querystring: allocationsReportQuery },
      onRequest: authorize('Admin'),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'allocations.xlsx', query: request.query }),
  );

  api.get(
    '/attendance.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'View Attendance', querystring: attendanceReportQuery },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'attendance.xlsx', query: request.query }),
  );

  api.get(
    '/cumulative.xlsx',
    {
      config: TOKEN_READ,
      schema: { ...schema, summary: 'Cumulative Attendance', querystring: cumulativeQuery },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request, reply) =>
      app.heavyReports.send(request, reply, { name: 'cumulative.xlsx', query: request.query }),
  );
}
