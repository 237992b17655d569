import { z } from 'zod';
import { ATTENDANCE_STATUSES, FIRST_PERIOD, LAST_PERIOD } from '../constants';
import { batchName, idNumber, isoDate, semesterNumber, wholeNumber, yearNumber } from './common';
import { registerNumber } from './students';

export const staffIdParams = z.object({ staffID: idNumber });

export const attendanceStudentsQuery = z.object({
  subjectId: idNumber,
  batch: batchName.optional(),
  department: z.string().optional(),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
});

export const periodNumber = wholeNumber(FIRST_PERIOD, LAST_PERIOD);

export const attendanceRecordBody = z.object({
  subjectID: idNumber,
  date: isoDate,
  period: periodNumber,
  registerNumber,
  status: z.enum(ATTENDANCE_STATUSES, {
    error: `must be one of ${ATTENDANCE_STATUSES.join(', ')}`,
  }),
  // Sent by the spec's client; the server takes these from its own records instead.
  batch: z.unknown().optional(),
  department: z.unknown().optional(),
  facultyCode: z.unknown().optional(),
  semester: z.unknown().optional(),
  subjectCode: z.unknown().optional(),
  year: z.unknown().optional(),
});
export type AttendanceRecordBody = z.infer<typeof attendanceRecordBody>;

/** One submission: the students of one subject for one date and period. */
export const markBody = z
  .array(attendanceRecordBody, { error: 'must be a list of attendance records' })
  .min(1, { error: 'Please check staff, subject, period, or student list.' })
  .max(1000, { error: 'at most 1000 records in one submission' });

export const attendanceViewQuery = z.object({
  subjectID: idNumber,
  batch: batchName.optional(),
  department: z.string().optional(),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const cumulativeQuery = z.object({
  date: isoDate,
  batch: batchName.optional(),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
});

export interface AttendanceViewRecord {
  date: string;
  period: number;
  status: string;
  registerNumber: string;
  studentName: string;
  facultyName: string;
  subjectCode: string;
  subjectName: string;
  department: string;
}

export interface CumulativeStudentEntry {
  studentName: string;
  registerNumber: string;
  period: number;
  status: string;
  date: string;
}

export interface CumulativeLeaf {
  subjectName: string;
  students: CumulativeStudentEntry[];
}

/** data[department][year][semester][batch][subjectCode] */
export type CumulativeData = Record<
  string,
  Record<string, Record<string, Record<string, Record<string, CumulativeLeaf>>>>
>;

/** Shortest reason the HOD must give to void a submitted period. */
export const VOID_REASON_MIN = 10;

/** POST /api/attendance/void: the HOD voids one submitted period of a subject. */
export const voidBody = z.object({
  subjectID: idNumber,
  date: isoDate,
  period: periodNumber,
  reason: z
    .string()
    .trim()
    .min(VOID_REASON_MIN, { error: `must be at least ${VOID_REASON_MIN} characters` })
    .max(500, { error: 'must be at most 500 characters' }),
});
export type VoidBody = z.infer<typeof voidBody>;

export const submittedPeriodsQuery = z.object({ subjectID: idNumber });

/** One submitted period of a subject that still counts, as the HOD's corrections screen lists it. */
export interface SubmittedPeriod {
  date: string;
  period: number;
  count: number;
  facultyCode: string;
  submittedAt: string;
}
