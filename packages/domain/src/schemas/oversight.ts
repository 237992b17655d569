import { z } from 'zod';
import type { EligibilityBand } from '../rules/percentage';
import { LOW_ATTENDANCE_THRESHOLD } from '../constants';
import type { TodayWeek } from './weekToday';
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
export type TodayCell =
  | { period: number; state: 'marked'; absentees: number; students: number }
  | { period: number; state: 'other' }
  | { period: number; state: 'pending' };

export interface TodaySubject {
  subjectID: number;
  subjectCode: string;
  subjectName: string;
  batch: string;
  year: number;
  semester: number;
  /** Marking open (the HOD lock). */
  status: boolean;
  cells: TodayCell[];
}

export interface TodayStaff {
  staffID: number;
  staffName: string;
  staffCode: string;
  subjects: TodaySubject[];
}

export interface OversightToday {
  date: string;
  /** Periods of today's timetable that have started, in order. */
  periods: number[];
  /** Class-periods (a batch, year and semester at one period) marked, of those started. */
  marked: number;
  expected: number;
  staff: TodayStaff[];
  /** The timetable's view of today (issue 20); staff above remains for the fallback classes. */
  week?: TodayWeek;
}

export interface ShortageSubject {
  subjectID: number;
  subjectCode: string;
  subjectName: string;
  present: number;
  sessions: number;
  percentage: number;
  band: EligibilityBand;
}

export interface ShortageStudent {
  studentID: number;
  registerNumber: string;
  studentName: string;
  batch: string;
  year: number;
  semester: number;
  parentNumber: string;
  subjects: ShortageSubject[];
  overall: { present: number; sessions: number; percentage: number };
  /** The band of the student's weakest subject. */
  band: EligibilityBand;
}

export interface OversightShortage {
  /** Null: the student's current semester so far. */
  startDate: string | null;
  endDate: string;
  threshold: number;
  presentStatuses: string[];
  students: ShortageStudent[];
}

export interface AbsentStudent {
  studentID: number;
  registerNumber: string;
  studentName: string;
  batch: string;
  year: number;
  semester: number;
  parentNumber: string;
  /** The consecutive marked days absent in every period, oldest first, ending at the latest. */
  dates: string[];
}

export interface OversightAbsences {
  today: string;
  days: number;
  students: AbsentStudent[];
}
