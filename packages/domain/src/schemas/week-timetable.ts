import { z } from 'zod';
import { idNumber, isoDate } from './common';
import { periodNumber } from './attendance';
import { classKeyDto, classQuery, weekday } from './week';
import type { ImportColumn } from './imports';

/** One cell of a week grid: a day and period, and the subject(s) taught then (several: electives). */
export const timetableCell = z.object({
  day: weekday,
  period: periodNumber,
  subjectIDs: z.array(idNumber).min(1, { error: 'needs a subject (leave a free period out)' }),
});
export type TimetableCell = z.infer<typeof timetableCell>;
export const timetableCellDto = z.object({
  day: weekday,
  period: z.number(),
  subjectIDs: z.array(z.number()),
});

export const timetableBody = classQuery.extend({
  effectiveFrom: isoDate,
  cells: z.array(timetableCell).max(7 * 8),
});
export type TimetableBody = z.infer<typeof timetableBody>;

export const classTimetableQuery = classQuery.extend({ date: isoDate.optional() });
export type ClassTimetableQuery = z.infer<typeof classTimetableQuery>;

export const timetableSubjectDto = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  isElective: z.boolean(),
  staffID: z.number().nullable(),
  staffName: z.string().nullable(),
});
export type TimetableSubjectDto = z.infer<typeof timetableSubjectDto>;

export const timetableVersionDto = z.object({
  effectiveFrom: z.string(),
  createdAt: z.string(),
  cells: z.array(timetableCellDto),
});
export type TimetableVersionDto = z.infer<typeof timetableVersionDto>;

export const classTimetableAnswer = z.object({
  class: classKeyDto,
  /** The version in force at the asked date, or null: no timetable (the fallback applies). */
  current: timetableVersionDto.nullable(),
  /** Every version, oldest first: the history. */
  versions: z.array(z.object({ effectiveFrom: z.string(), createdAt: z.string() })),
  /** The subjects a cell may hold (of the class, own department or common) with their staff. */
  subjects: z.array(timetableSubjectDto),
  periods: z.array(z.object({ number: z.number(), starts: z.string() })),
});
export type ClassTimetableAnswer = z.infer<typeof classTimetableAnswer>;

/** A refused cell: 'Tue P3: Anand already teaches CSE2023-2027 3/5 then.' */
export const timetableConflict = z.object({
  day: weekday,
  period: z.number(),
  message: z.string(),
});
export type TimetableConflict = z.infer<typeof timetableConflict>;
export const timetableSaveAnswer = z.object({
  message: z.string(),
  effectiveFrom: z.string(),
  cells: z.number(),
  /** Not refused: a subject no staff is assigned to. */
  warnings: z.array(timetableConflict),
});
export type TimetableSaveAnswer = z.infer<typeof timetableSaveAnswer>;
/** The body of the 409 TIMETABLE_CONFLICT answer. */
export const timetableConflictAnswer = z.object({
  message: z.string(),
  code: z.string(),
  conflicts: z.array(timetableConflict),
});

export const weekClassDto = classKeyDto.extend({
  hasTimetable: z.boolean(),
  term: z.object({ firstDay: z.string(), lastDay: z.string() }).nullable(),
});
export type WeekClassDto = z.infer<typeof weekClassDto>;

/** The import template: one row per class, day, period and subject (two rows: an elective). */
export const TIMETABLE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Batch',
    field: 'batch',
    required: true,
    maxLength: 40,
    example: 'CSE2023-2027',
    help: 'A batch of your department',
  },
  { header: 'Year', field: 'year', required: true, maxLength: 2, example: 2, help: '1 to 4' },
  {
    header: 'Semester',
    field: 'semester',
    required: true,
    maxLength: 2,
    example: 3,
    help: '1 to 8',
  },
  {
    header: 'Day',
    field: 'day',
    required: true,
    maxLength: 10,
    example: 'Mon',
    help: 'Mon, Tue, Wed, Thu, Fri, Sat or Sun',
  },
  {
    header: 'Period',
    field: 'period',
    required: true,
    maxLength: 2,
    example: 1,
    help: 'A period of the campus day',
  },
  {
    header: 'Subject Code',
    field: 'subjectCode',
    required: true,
    maxLength: 30,
    example: 'CS3401',
    help: 'A subject of the class; several rows for one period: an elective',
  },
];
export const timetableImportQuery = z.object({ effectiveFrom: isoDate.optional() });

/* ---------- the teacher's day and week ---------- */

export const myDayQuery = z.object({ date: isoDate.optional() });
export const myPeriodDto = z.object({
  period: z.number(),
  starts: z.string(),
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  department: z.string(),
  /** Marked already (by this subject, at this date and period). */
  marked: z.boolean(),
  /** The HOD lock is open. */
  open: z.boolean(),
});
export type MyPeriodDto = z.infer<typeof myPeriodDto>;
export const myDayAnswer = z.object({
  date: z.string(),
  /** Set on a day off: the reason, and periods is empty. */
  dayOff: z.string().nullable(),
  periods: z.array(myPeriodDto),
});
export type MyDayAnswer = z.infer<typeof myDayAnswer>;
export const staffWeekAnswer = z.object({
  staffName: z.string(),
  date: z.string(),
  periods: z.array(z.object({ number: z.number(), starts: z.string() })),
  slots: z.array(myPeriodDto.omit({ marked: true, open: true }).extend({ day: weekday })),
});
export type StaffWeekAnswer = z.infer<typeof staffWeekAnswer>;
/** A HOD's choice of a staff member of the department, for that person's week. */
export const staffWeekQuery = z.object({ staffID: idNumber });
export type StaffWeekQuery = z.infer<typeof staffWeekQuery>;

/* ---------- reports ---------- */

export const completionQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { error: 'must not be after to', path: ['from'] });
export type CompletionQuery = z.infer<typeof completionQuery>;
export const completionRow = z.object({
  staffID: z.number(),
  staffName: z.string(),
  staffCode: z.string(),
  timetabled: z.number(),
  onTime: z.number(),
  late: z.number(),
  missed: z.number(),
});
export type CompletionRow = z.infer<typeof completionRow>;
export const completionAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(completionRow),
});
export type CompletionAnswer = z.infer<typeof completionAnswer>;

export const heldQuery = z.object({ subjectID: idNumber });
export const heldAnswer = z.object({
  subjectID: z.number(),
  term: z.object({ firstDay: z.string(), lastDay: z.string() }).nullable(),
  /** Periods marked (not voided) in the term so far. */
  held: z.number(),
  /** Timetabled teaching periods of the term so far; null: no timetable or no term. */
  planned: z.number().nullable(),
  /** Timetabled periods of the whole term; null as above. */
  plannedTerm: z.number().nullable(),
});
export type HeldAnswer = z.infer<typeof heldAnswer>;

/** The answer of the timetable import: the ImportReport of every import. */
export const importReportDto = z.object({
  fileName: z.string(),
  sha256: z.string(),
  rows: z.array(
    z.object({
      row: z.number(),
      status: z.enum(['new', 'skipped', 'error']),
      values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    }),
  ),
  valid: z.number(),
  skipped: z.number(),
  created: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
  ignoredColumns: z.array(z.string()),
});
/** 422: nothing stored, with the report. */
export const importRefusedDto = importReportDto.extend({ message: z.string(), code: z.string() });
/** A file answer (.xlsx): documented, not serialized. */
export const fileAnswer = z.any().describe('The file');
