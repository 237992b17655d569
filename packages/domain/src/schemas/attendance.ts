import { z } from 'zod';
import { ATTENDANCE_STATUSES, FIRST_PERIOD, LAST_PERIOD } from '../constants';
import { MESSAGES } from '../messages';
import { batchName, idNumber, isoDate, semesterNumber, wholeNumber, yearNumber } from './common';
import { registerNumber } from './students';
import { SLOT_KINDS } from './week';

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

/** The most records one submission may hold. */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

/** One submission: the students of one subject for one date and period. */
export const markBody = z
  .array(attendanceRecordBody, { error: 'must be a list of attendance records' })
  .min(1, { error: MESSAGES.checkSubmission })
  .max(MAX_RECORDS_PER_SUBMISSION, {
    error: `at most ${MAX_RECORDS_PER_SUBMISSION} records in one submission`,
  });

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

/** One row of GET /api/attendance/subjects/{staffID}; status true = open, false = locked. */
export const staffSubjectDto = z.object({
  id: z.number(),
  subjectCode: z.string(),
  subject: z.object({ subjectName: z.string(), subjectID: z.number(), isElective: z.boolean() }),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  department: z.string(),
  assignedBy: z.string(),
  status: z.boolean(),
});
export type StaffSubjectDto = z.infer<typeof staffSubjectDto>;

/** One student of GET /api/attendance/students (the marking class list). */
export const classStudentDto = z.object({
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
});
export type ClassStudentDto = z.infer<typeof classStudentDto>;

/**
 * The record of spec section 3 as the web app sends it; the server validates it with the looser
 * attendanceRecordBody and copies class and staff fields from its own rows.
 */
export const attendanceRecordDto = z.object({
  batch: z.string(),
  date: z.string(),
  department: z.string(),
  facultyCode: z.string(),
  period: z.number(),
  subjectID: z.number(),
  registerNumber: z.string(),
  semester: z.number(),
  status: z.enum(ATTENDANCE_STATUSES),
  subjectCode: z.string(),
  year: z.number(),
});
export type AttendanceRecordDto = z.infer<typeof attendanceRecordDto>;

/** The answer of POST /api/attendance/mark (201, or the first answer replayed). */
export const markAnswer = z.object({
  message: z.string(),
  count: z.number(),
  subjectCode: z.string(),
  date: z.string(),
  period: z.number(),
  /**
   * How the period stood against the class timetable (issue 20): timetabled, a substitution,
   * an extra class (a free period), or unscheduled (the class has no timetable). Absent only
   * from a replay of an answer stored before the field existed.
   */
  slot: z.enum(SLOT_KINDS).optional(),
});
export type MarkAnswer = z.infer<typeof markAnswer>;

/** One record of GET /api/attendance/view. */
export const attendanceViewRecord = z.object({
  date: z.string(),
  period: z.number(),
  status: z.string(),
  registerNumber: z.string(),
  studentName: z.string(),
  facultyName: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  department: z.string(),
});
export type AttendanceViewRecord = z.infer<typeof attendanceViewRecord>;

export const cumulativeStudentEntry = z.object({
  studentName: z.string(),
  registerNumber: z.string(),
  period: z.number(),
  status: z.string(),
  date: z.string(),
});
export type CumulativeStudentEntry = z.infer<typeof cumulativeStudentEntry>;

export const cumulativeLeaf = z
  .object({
    subjectName: z.string(),
    students: z.array(cumulativeStudentEntry),
  })
  .meta({ id: 'CumulativeSubject' });
export type CumulativeLeaf = z.infer<typeof cumulativeLeaf>;

/**
 * One level of the nesting, named in the OpenAPI document (CumulativeByYear…) with what its keys
 * are, so a generated client reads each level by its own type.
 */
const byKey = <T extends z.ZodType>(id: string, key: string, value: T) =>
  z
    .record(z.string().meta({ description: key }), value)
    .meta({ id, description: `Keyed by ${key}` });

/** data[department][year][semester][batch][subjectCode] */
export const cumulativeData = byKey(
  'CumulativeByDepartment',
  'department code',
  byKey(
    'CumulativeByYear',
    'year (1 to 4)',
    byKey(
      'CumulativeBySemester',
      'semester (1 to 8)',
      byKey(
        'CumulativeByBatch',
        'batch',
        byKey('CumulativeBySubject', 'subject code', cumulativeLeaf),
      ),
    ),
  ),
);
export type CumulativeData = z.infer<typeof cumulativeData>;

/** The answer of GET /api/attendance/cumulative. */
export const cumulativeAnswer = z.object({ data: cumulativeData });
export type CumulativeAnswer = z.infer<typeof cumulativeAnswer>;

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
export const submittedPeriod = z.object({
  date: z.string(),
  period: z.number(),
  count: z.number(),
  facultyCode: z.string(),
  submittedAt: z.string(),
});
export type SubmittedPeriod = z.infer<typeof submittedPeriod>;

/** The answer of POST /api/attendance/void: the voided slot and how many records it held. */
export const voidAnswer = markAnswer;
export type VoidAnswer = z.infer<typeof voidAnswer>;
