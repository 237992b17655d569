import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Attendance reads of the Excel reports; a voided record counts nowhere, so none is read. */
export class ReportsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  subjectWithStaff(subjectId: number) {
    return this.db
      .selectFrom('subjects')
      .leftJoin('assignments', 'assignments.subject_id', 'subjects.id')
      .leftJoin('staff', 'staff.id', 'assignments.staff_id')
      .select([
        'subjects.subject_code',
        'subjects.subject_name',
        'subjects.batch',
        'subjects.year',
        'subjects.semester',
        'staff.staff_name',
      ])
      .where('subjects.id', '=', subjectId)
      .executeTakeFirst();
  }

  viewRecords(subjectId: number, startDate?: string, endDate?: string) {
    let query = this.db
      .selectFrom('attendance')
      .innerJoin('students', 'students.id', 'attendance.student_id')
      .select([
        'attendance.date',
        'attendance.period',
        'attendance.status',
        'attendance.register_number',
        'students.student_name',
      ])
      .where('attendance.subject_id', '=', subjectId)
      .where('attendance.voided_at', 'is', null);
    if (startDate) query = query.where('attendance.date', '>=', startDate);
    if (endDate) query = query.where('attendance.date', '<=', endDate);
    return query.execute();
  }

  cumulative(
    department: string,
    date: string,
    filter: { batch?: string; year?: number; semester?: number },
  ) {
    let query = this.db
      .selectFrom('attendance')
      .innerJoin('students', 'students.id', 'attendance.student_id')
      .select([
        'attendance.year',
        'attendance.semester',
        'attendance.batch',
        'attendance.subject_code',
        'students.student_name',
        'attendance.register_number',
        'attendance.period',
        'attendance.status',
      ])
      .where('attendance.department', '=', department)
      .where('attendance.date', '=', date)
      .where('attendance.voided_at', 'is', null);
    if (filter.batch) query = query.where('attendance.batch', '=', filter.batch);
    if (filter.year) query = query.where('attendance.year', '=', filter.year);
    if (filter.semester) query = query.where('attendance.semester', '=', filter.semester);
    return query.execute();
  }
}
