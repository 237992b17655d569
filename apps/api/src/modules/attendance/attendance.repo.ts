import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import { stillCounts } from '../../db/counting';
import type { DB } from '../../db/types';
import { classOf } from './marking.repo';

/**
 * Reads of the attendance feature: the staff's subjects, the class list, the view and cumulative.
 * Records of a voided period are left out of every read.
 */
export class AttendanceRepo {
  constructor(private readonly db: Kysely<DB>) {}

  subjectsOfStaff(staffId: number) {
    return this.db
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .select([
        'assignments.id',
        'assignments.status',
        'assignments.assigned_by',
        'subjects.id as subject_id',
        'subjects.subject_code',
        'subjects.subject_name',
        'subjects.is_elective',
        'subjects.batch',
        'subjects.year',
        'subjects.semester',
        'subjects.department',
        'subjects.owner_department',
      ])
      .where('assignments.staff_id', '=', staffId)
      .orderBy('subjects.batch')
      .orderBy('subjects.subject_code')
      .execute();
  }

  /** Every read of a subject's class asks it first (the access check): compiled once. */
  async subjectWithAssignment(subjectId: number) {
    const [row] = await subjectWithAssignment(this.db, subjectId);
    return row;
  }

  /** Active students allocated to the subject (the service puts them in register-number order). */
  /** The class list of a subject; every submission reads it, so it is compiled once. */
  allocatedStudents(subjectId: number) {
    return allocatedStudents(this.db, subjectId);
  }

  cumulative(
    department: string,
    date: string,
    filter: { batch?: string; year?: number; semester?: number },
  ) {
    return cumulativeDay(this.db, department, date, filter)
      .select([
        ...CUMULATIVE_KEYS,
        'students.student_name',
        'attendance.register_number',
        'attendance.period',
        'attendance.status',
        'attendance.date',
      ])
      .orderBy('attendance.batch')
      .orderBy('attendance.subject_code')
      .orderBy('attendance.period')
      .orderBy('attendance.register_number')
      .execute();
  }
}

/** What a cumulative day is grouped by: the class and the subject a record counts for. */
export const CUMULATIVE_KEYS = [
  'attendance.department',
  'attendance.year',
  'attendance.semester',
  'attendance.batch',
  'attendance.subject_code',
  'subjects.subject_name',
] as const;

/**
 * A department's records of one day that still count, with their students and subjects, of the
 * classes the filter names: the cumulative day, as records here and as JSON text
 * (AttendanceJsonRepo.cumulativeGroups).
 */
export function cumulativeDay(
  db: Kysely<DB>,
  department: string,
  date: string,
  filter: { batch?: string; year?: number; semester?: number },
) {
  return cumulativeRecords(db, department, date, filter)
    .innerJoin('students', 'students.id', 'attendance.student_id')
    .innerJoin('subjects', 'subjects.id', 'attendance.subject_id');
}

/** The same records alone: their students' and subjects' names are the caller's. */
export function cumulativeRecords(
  db: Kysely<DB>,
  department: string,
  date: string,
  filter: { batch?: string; year?: number; semester?: number },
) {
  let day = db
    .selectFrom('attendance')
    .where('attendance.department', '=', department)
    .where('attendance.date', '=', date)
    .where(stillCounts('attendance.voided_at'));
  if (filter.batch) day = day.where('attendance.batch', '=', filter.batch);
  if (filter.year) day = day.where('attendance.year', '=', filter.year);
  if (filter.semester) day = day.where('attendance.semester', '=', filter.semester);
  return day;
}

export const allocatedStudents = compiledOnce((db: Kysely<DB>, subjectId: number) =>
  classOf(db, subjectId)
    .select([
      'students.id',
      'students.register_number',
      'students.student_name',
      'students.batch',
      'students.department',
      'students.year',
      'students.semester',
    ])
    .orderBy('students.register_number'),
);

const subjectWithAssignment = compiledOnce((db: Kysely<DB>, subjectId: number) =>
  db
    .selectFrom('subjects')
    .leftJoin('assignments', 'assignments.subject_id', 'subjects.id')
    .select([
      'subjects.id',
      'subjects.subject_code',
      'subjects.subject_name',
      'subjects.owner_department',
      'assignments.staff_id',
      'assignments.status',
    ])
    .where('subjects.id', '=', subjectId),
);
