import { PostgresAdapter, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  OVERSIGHT_REPORT_MESSAGES,
  todayHasReport,
  type allocationsReportQuery,
  type attendanceReportQuery,
  type CampusConfig,
  type cumulativeQuery,
  type OversightAbsencesQuery,
  type OversightShortageQuery,
  type OversightTodayQuery,
  type studentsReportQuery,
  type Language,
  type Weekday,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { NotFoundError } from '../../lib/errors';
import { AllocationsService } from '../allocations';
import { AttendanceJsonRepo } from '../attendance';
import { AttendanceService } from '../attendance';
import { campusClockOf, OversightService } from '../oversight';
import { StudentsService } from '../students';
import { attendanceViewSheet, cumulativeSheets, withCorrections } from './attendance-sheets';
import { CorrectionsRepo } from '../requests';
import { allocationSheet, studentListSheet } from './list-sheets';
import { absencesSheet, classFilters, shortageSheet } from './oversight-sheets';
import { CountingRepo } from '../counting';
import { todaySheets } from './today-sheets';
import { ReportsRepo } from './reports.repo';
import { sheetLabels } from '../languages';
import {
  workbookStream,
  dayCell,
  generatedOn,
  safeFileName,
  type Filter,
  type ReportSheet,
} from '../../lib/sheet-writer';

type CumulativeQuery = z.infer<typeof cumulativeQuery>;
type StudentsReportQuery = z.infer<typeof studentsReportQuery>;
type AllocationsReportQuery = z.infer<typeof allocationsReportQuery>;
type AttendanceReportQuery = z.infer<typeof attendanceReportQuery>;

/**
 * The reads and workbooks that can run for long on a large campus: each one whole, from the
 * signed-in staff and the parsed query to the bytes of the answer, so that it runs the same on
 * a report worker (its own connection) or, without workers, on the main thread.
 */
export type HeavyTask = {
  staff: AuthStaff;
  now: Date;
  /** The reader's language (issue 53): the workbooks' titles, labels and headings; English when left out. */
  language?: Language;
} & (
  | { name: 'shortage'; query: OversightShortageQuery }
  | { name: 'absences'; query: OversightAbsencesQuery }
  | { name: 'view'; query: { subjectID: number; startDate?: string; endDate?: string } }
  | { name: 'cumulative'; query: CumulativeQuery }
  | { name: 'students.xlsx'; query: StudentsReportQuery }
  | { name: 'allocations.xlsx'; query: AllocationsReportQuery }
  | { name: 'attendance.xlsx'; query: AttendanceReportQuery }
  | { name: 'cumulative.xlsx'; query: CumulativeQuery }
  | { name: 'today.xlsx'; query: OversightTodayQuery }
  | { name: 'shortage.xlsx'; query: OversightShortageQuery }
  | { name: 'absences.xlsx'; query: OversightAbsencesQuery }
);

/**
 * A task's answer: JSON text, or bytes made as they go out (View Attendance and every workbook,
 * which can be megabytes) with the workbook's file name.
 */
export type HeavyResult =
  { json: string | Uint8Array } | { chunks: AsyncIterable<Uint8Array>; fileName?: string };

/** What a task needs of the settings; plain data, so it crosses to a worker. */
export interface ReportSettings {
  campus: CampusConfig;
  timezone: string;
  /** WEEKLY_DAYS_OFF: the calendar of Today, the shortage list and absences. */
  weeklyDaysOff: Weekday[];
}

/**
 * A View of at most this many records (a month of a class of 60, about 400 KB) is made on the
 * main thread on SQLite: 4.5 ms there (a semester's 16,000 records: 34 ms), where a report
 * worker at nice 10 took 0.1 s to start when idle and seconds on a busy machine. Deciding costs
 * 0.4 ms.
 */
export const MAIN_THREAD_VIEW_RECORDS = 2000;

/**
 * Whether a task is made on the main thread rather than a report worker. On PostgreSQL every
 * View and cumulative day: their SQL runs in PostgreSQL's own process, and their rows come one
 * COPY message at a time, each made into JSON in well under a millisecond (a period of a
 * class; a subject of a class's day), so the event loop is never held for long; the worker's
 * hop and its copies of the answer cost a third of the server's CPU per View and 70-80 MB of
 * memory (docs/performance.md). So are the shortage list and the consecutive absences on
 * PostgreSQL: PostgreSQL adds them up (the kept totals, or the records grouped per student and
 * subject), and the thread only shapes a department's rows, a few milliseconds; in a worker at
 * nice 10 they waited for the CPU behind everything else on a busy machine (shortage list p95
 * 66 ms, 393 ms on the 10× campus in the quick bench of 2026-12-06; the exports stay there).
 * On SQLite, whose queries hold the thread they run on, a small View only.
 */
const ON_MAIN_THREAD_ON_POSTGRES = new Set<HeavyTask['name']>([
  'view',
  'cumulative',
  'shortage',
  'absences',
]);

export async function onMainThread(db: Kysely<DB>, task: HeavyTask): Promise<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) return ON_MAIN_THREAD_ON_POSTGRES.has(task.name);
  if (task.name !== 'view') return false;
  const { subjectID, startDate, endDate } = task.query;
  const repo = new AttendanceJsonRepo(db);
  return repo.viewHasAtMost(subjectID, startDate, endDate, MAIN_THREAD_VIEW_RECORDS);
}

export async function runHeavyTask(
  db: Kysely<DB>,
  settings: ReportSettings,
  task: HeavyTask,
): Promise<HeavyResult> {
  const { staff, now } = task;
  const oversight = () => new OversightService(db, campusClockOf(settings), settings);
  const attendance = () => new AttendanceService(db);
  const footer = generatedOn(now, settings.timezone);
  const workbook = (fileName: string, sheets: ReportSheet[]) => ({
    fileName: safeFileName(fileName),
    chunks: workbookStream(
      settings.campus,
      staff.department,
      sheets,
      sheetLabels(task.language ?? 'en'),
    ),
  });

  switch (task.name) {
    case 'shortage':
      return { json: JSON.stringify(await oversight().shortage(staff, task.query, now)) };
    case 'absences':
      return { json: JSON.stringify(await oversight().absences(staff, task.query, now)) };
    case 'view':
      return { chunks: await attendance().view(staff, task.query) };
    case 'cumulative':
      return { json: await attendance().cumulative(staff, task.query) };

    case 'students.xlsx': {
      const { batch, year, semester } = task.query;
      const list = (await new StudentsService(db).list(staff)).filter(
        (s) =>
          s.active &&
          s.batch === batch &&
          (year === undefined || s.year === year) &&
          (semester === undefined || s.semester === semester),
      );
      if (list.length === 0) throw new NotFoundError('No students found for the selected batch');
      return workbook(`${staff.department}_${batch}_Student_List.xlsx`, [
        studentListSheet(staff.staffName, batch, list, footer),
      ]);
    }
    case 'allocations.xlsx': {
      const batch = task.query.batch ?? '';
      const list = (await new AllocationsService(db).list(staff)).filter(
        (s) => !batch || s.batch === batch,
      );
      if (list.length === 0) throw new NotFoundError('No subject allocation data to export.');
      return workbook(`${staff.department}_${batch || 'All'}_Subject_Allocation_Report.xlsx`, [
        allocationSheet(batch, list, footer),
      ]);
    }
    case 'attendance.xlsx': {
      const { subjectID, startDate, endDate, lowOnly } = task.query;
      const repo = new ReportsRepo(db);
      // The JSON call's access rule: the assigned staff, or the department's Admin and HOD.
      await attendance().classList(staff, subjectID);
      const subject = (await repo.subjectWithStaff(subjectID))!;
      const records = withCorrections(
        await repo.viewRecords(subjectID, startDate, endDate),
        await new CorrectionsRepo(db).ofSubject(subjectID, startDate, endDate),
      );
      const filters: Filter[] = [
        ['Subject', `${subject.subject_code} - ${subject.subject_name}`],
        ['Staff', subject.staff_name ?? 'Not Assigned'],
        ['Batch', subject.batch],
        ['Year', subject.year],
        ['Semester', subject.semester],
      ];
      if (startDate) filters.push(['From', dayCell(startDate)]);
      if (endDate) filters.push(['To', dayCell(endDate)]);
      filters.push(footer);
      const sheet = attendanceViewSheet(records, lowOnly ?? false, {
        title: 'Attendance Report',
        filters,
      });
      return workbook(`${subject.subject_code}-${subject.subject_name}.xlsx`, [sheet]);
    }
    case 'cumulative.xlsx': {
      const { date, batch, year, semester } = task.query;
      const marks = withCorrections(
        await new ReportsRepo(db).cumulative(staff.department, date, task.query),
        await new CorrectionsRepo(db).ofDepartmentDay(staff.department, date),
      );
      if (marks.length === 0) throw new NotFoundError('No attendance records found.');
      const filters: Filter[] = [['Date', dayCell(date)]];
      if (batch) filters.push(['Batch', batch]);
      if (year) filters.push(['Year', year]);
      if (semester) filters.push(['Semester', semester]);
      filters.push(footer);
      const policy = await new CountingRepo(db).policyOf(staff.department);
      const sheets = cumulativeSheets(marks, { title: 'Cumulative Attendance', filters }, policy);
      return workbook(`Cumulative_Attendance_${date}.xlsx`, sheets);
    }
    case 'today.xlsx': {
      const today = await oversight().today(staff, task.query, now);
      if (!todayHasReport(today)) throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noToday);
      const sheets = todaySheets(today, [...classFilters(task.query), footer]);
      return workbook(`${staff.department}_Today_${today.date}.xlsx`, sheets);
    }
    case 'shortage.xlsx': {
      const shortage = await oversight().shortage(staff, task.query, now);
      if (shortage.students.length === 0)
        throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noShortage);
      const sheet = shortageSheet(shortage, [...classFilters(task.query), footer]);
      return workbook(`${staff.department}_Shortage_${shortage.endDate}.xlsx`, [sheet]);
    }
    case 'absences.xlsx': {
      const absences = await oversight().absences(staff, task.query, now);
      if (absences.students.length === 0)
        throw new NotFoundError(OVERSIGHT_REPORT_MESSAGES.noAbsences);
      const sheet = absencesSheet(absences, [...classFilters(task.query), footer]);
      return workbook(`${staff.department}_Absences_${absences.today}.xlsx`, [sheet]);
    }
  }
}
