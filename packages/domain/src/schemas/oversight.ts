import { z } from 'zod';
import type { EligibilityBand } from '../rules/percentage';
import { LOW_ATTENDANCE_THRESHOLD } from '../constants';
import { todayWeek } from './week-today';
import { batchName, isoDate, semesterNumber, wholeNumber, yearNumber } from './common';

/** Filters shared by the three oversight calls; each narrows to one batch, year or semester. */
const classFilter = {
  batch: batchName.optional(),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
};

export const oversightTodayQuery = z.object(classFilter);
export type OversightTodayQuery = z.infer<typeof oversightTodayQuery>;

/** Why an oversight report (PDF or Excel) has nothing to show: one text for both. */
export const OVERSIGHT_REPORT_MESSAGES = {
  noToday: 'No assigned subjects to report for today',
  noShortage: 'No student is below the threshold',
  noAbsences: 'No student has been absent on that many consecutive days',
} as const;

export const DEFAULT_ABSENCE_DAYS = 3;
export const MAX_ABSENCE_DAYS = 30;

export const oversightShortageQuery = z
  .object({
    ...classFilter,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    /** Percentage under which a subject is short; the spec's 75 unless asked otherwise. */
    threshold: wholeNumber(1, 100).default(LOW_ATTENDANCE_THRESHOLD),
    /** true: only the students whose every short subject reaches the threshold with their approved medical leave counted (issue 52). */
    condonation: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: 'must not be after endDate',
    path: ['startDate'],
  });
export type OversightShortageQuery = z.infer<typeof oversightShortageQuery>;

export const oversightAbsencesQuery = z.object({
  ...classFilter,
  days: wholeNumber(1, MAX_ABSENCE_DAYS).default(DEFAULT_ABSENCE_DAYS),
});
export type OversightAbsencesQuery = z.infer<typeof oversightAbsencesQuery>;

/**
 * One started period of one staff-subject today: marked by this subject (with its absentees),
 * taken by another subject of the same class (an elective, a lab), or not yet marked by anyone.
 */
export const todayCell = z.discriminatedUnion('state', [
  z.object({
    period: z.number(),
    state: z.literal('marked'),
    absentees: z.number(),
    students: z.number(),
  }),
  z.object({ period: z.number(), state: z.literal('other') }),
  z.object({ period: z.number(), state: z.literal('pending') }),
]);
export type TodayCell = z.infer<typeof todayCell>;

export const todaySubject = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  /** Marking open (the HOD lock). */
  status: z.boolean(),
  cells: z.array(todayCell),
});
export type TodaySubject = z.infer<typeof todaySubject>;

export const todayStaff = z.object({
  staffID: z.number(),
  staffName: z.string(),
  staffCode: z.string(),
  subjects: z.array(todaySubject),
});
export type TodayStaff = z.infer<typeof todayStaff>;

/** GET /api/oversight/today */
export const oversightToday = z.object({
  date: z.string(),
  /** Periods of today's timetable that have started, in order. */
  periods: z.array(z.number()),
  /** Class-periods (a batch, year and semester at one period) marked, of those started. */
  marked: z.number(),
  expected: z.number(),
  staff: z.array(todayStaff),
  /** The timetable's view of today (issue 20); staff above remains for the fallback classes. */
  week: todayWeek.optional(),
});
export type OversightToday = z.infer<typeof oversightToday>;

const eligibilityBandSchema = z.enum([
  'eligible',
  'condonation',
  'not-eligible',
] satisfies EligibilityBand[]);

export const shortageSubject = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  present: z.number(),
  sessions: z.number(),
  percentage: z.number(),
  band: eligibilityBandSchema,
  /** Periods of Medical Leave (effective status) in `sessions`. */
  medical: z.number(),
  /** The percentage with that medical leave counted as attended (condonation). */
  withMedical: z.number(),
});
export type ShortageSubject = z.infer<typeof shortageSubject>;

export const shortageStudent = z.object({
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  parentNumber: z.string(),
  subjects: z.array(shortageSubject),
  overall: z.object({ present: z.number(), sessions: z.number(), percentage: z.number() }),
  /** The band of the student's weakest subject. */
  band: eligibilityBandSchema,
  /** Every short subject reaches the threshold with the approved medical leave counted. */
  condonable: z.boolean(),
});
export type ShortageStudent = z.infer<typeof shortageStudent>;

/** GET /api/oversight/shortage */
export const oversightShortage = z.object({
  /** Null: the term so far of the student's class (its current semester so far where no term is set); teaching days only. */
  startDate: z.string().nullable(),
  endDate: z.string(),
  threshold: z.number(),
  presentStatuses: z.array(z.string()),
  students: z.array(shortageStudent),
});
export type OversightShortage = z.infer<typeof oversightShortage>;

export const absentStudent = z.object({
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  parentNumber: z.string(),
  /** The consecutive marked days absent in every period, oldest first, ending at the latest. */
  dates: z.array(z.string()),
});
export type AbsentStudent = z.infer<typeof absentStudent>;

/** GET /api/oversight/absences */
export const oversightAbsences = z.object({
  today: z.string(),
  days: z.number(),
  students: z.array(absentStudent),
});
export type OversightAbsences = z.infer<typeof oversightAbsences>;
