import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AttendanceRepo } from '../attendance';

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

  /** The cumulative day as the JSON call reads it: one query, one home. */
  cumulative(
    department: string,
    date: string,
    filter: { batch?: string; year?: number; semester?: number },
  ) {
    return new AttendanceRepo(this.db).cumulative(department, date, filter);
  }
}
