import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allocationsReportQuery,
  attendanceReportQuery,
  cumulativeQuery,
  studentsReportQuery,
} from '@attendance/domain';
import { authorize, signedIn } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { AllocationsService } from '../allocations/allocations.service';
import { AttendanceService } from '../attendance/attendance.service';
import { StudentsService } from '../students/students.service';
import { attendanceViewSheet, cumulativeSheets } from './attendance-sheets';
import { ReportsRepo } from './reports.repo';
import { allocationSheet, studentListSheet } from './list-sheets';
import { oversightReportRoutes } from './oversight-reports.routes';
import {
  generatedOn as generatedOnAt,
  safeFileName,
  sendWorkbook,
  XLSX_RESPONSE,
} from './sheet-writer';

const tags = ['reports'];
const security = [{ session: [] }];
const description =
  'An .xlsx workbook built on the server with the same query parameters and access rules as ' +
  'the JSON call; the file name matches the PDF. Voided attendance is left out.';

/** Server-side Excel exports of every report that has a PDF. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const students = new StudentsService(app.db);
  const allocations = new AllocationsService(app.db);
  const attendance = new AttendanceService(app.db);
  const repo = new ReportsRepo(app.db);
  const generatedOn = () => generatedOnAt(app.now(), app.config.timezone);
  await app.register(oversightReportRoutes);

  api.get(
    '/students.xlsx',
    {
      schema: {
        tags,
        security,
        summary: 'Student List',
        description,
        response: XLSX_RESPONSE,
        querystring: studentsReportQuery,
      },
      onRequest: authorize('Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const { batch, year, semester } = request.query;
      const list = (await students.list(staff)).filter(
        (s) =>
          s.active &&
          s.batch === batch &&
          (year === undefined || s.year === year) &&
          (semester === undefined || s.semester === semester),
      );
      if (list.length === 0) throw new NotFoundError('No students found for the selected batch');
      return sendWorkbook(
        reply,
        app.config,
        staff.department,
        safeFileName(`${staff.department}_${batch}_Student_List.xlsx`),
        [studentListSheet(staff.staffName, batch, list, generatedOn())],
      );
    },
  );

  api.get(
    '/allocations.xlsx',
    {
      schema: {
        tags,
        security,
        summary: 'Subject Allocation',
        description,
        response: XLSX_RESPONSE,
        querystring: allocationsReportQuery,
      },
      onRequest: authorize('Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const batch = request.query.batch ?? '';
      const list = (await allocations.list(staff)).filter((s) => !batch || s.batch === batch);
      if (list.length === 0) throw new NotFoundError('No subject allocation data to export.');
      const fileName = safeFileName(
        `${staff.department}_${batch || 'All'}_Subject_Allocation_Report.xlsx`,
      );
      return sendWorkbook(reply, app.config, staff.department, fileName, [
        allocationSheet(batch, list, generatedOn()),
      ]);
    },
  );

  api.get(
    '/attendance.xlsx',
    {
      schema: {
        tags,
        security,
        summary: 'View Attendance',
        description,
        response: XLSX_RESPONSE,
        querystring: attendanceReportQuery,
      },
      onRequest: authorize('Subject_Staff', 'HOD', 'Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const { subjectID, startDate, endDate, lowOnly } = request.query;
      // The JSON call's access rule: the assigned staff, or the department's Admin and HOD.
      await attendance.classList(staff, subjectID);
      const subject = (await repo.subjectWithStaff(subjectID))!;
      const records = await repo.viewRecords(subjectID, startDate, endDate);
      const filters: [string, string | number | Date][] = [
        ['Subject', `${subject.subject_code} - ${subject.subject_name}`],
        ['Staff', subject.staff_name ?? 'Not Assigned'],
        ['Batch', subject.batch],
        ['Year', subject.year],
        ['Semester', subject.semester],
      ];
      if (startDate) filters.push(['From', new Date(`${startDate}T00:00:00Z`)]);
      if (endDate) filters.push(['To', new Date(`${endDate}T00:00:00Z`)]);
      filters.push(generatedOn());
      const sheet = attendanceViewSheet(records, lowOnly ?? false, {
        title: 'Attendance Report',
        filters,
      });
      const fileName = safeFileName(`${subject.subject_code}-${subject.subject_name}.xlsx`);
      return sendWorkbook(reply, app.config, staff.department, fileName, [sheet]);
    },
  );

  api.get(
    '/cumulative.xlsx',
    {
      schema: {
        tags,
        security,
        summary: 'Cumulative Attendance',
        description,
        response: XLSX_RESPONSE,
        querystring: cumulativeQuery,
      },
      onRequest: authorize('HOD', 'Admin'),
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const { date, batch, year, semester } = request.query;
      const marks = await repo.cumulative(staff.department, date, request.query);
      if (marks.length === 0) throw new NotFoundError('No attendance records found.');
      const filters: [string, string | number | Date][] = [['Date', new Date(`${date}T00:00:00Z`)]];
      if (batch) filters.push(['Batch', batch]);
      if (year) filters.push(['Year', year]);
      if (semester) filters.push(['Semester', semester]);
      filters.push(generatedOn());
      const sheets = cumulativeSheets(marks, { title: 'Cumulative Attendance', filters });
      return sendWorkbook(
        reply,
        app.config,
        staff.department,
        `Cumulative_Attendance_${date}.xlsx`,
        sheets,
      );
    },
  );
}
