import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { DB } from '../../db/types';
import { WEEK_STAMP_SQL } from '../week';

export interface ClassOfStudent {
  id: number;
  year: number;
  semester: number;
}

/** What a student's home and subject pages read: their own rows only, by their id. */
export class FamilyRepo {
  constructor(private readonly db: Kysely<DB>) {}

  students(ids: number[]) {
    return this.db
      .selectFrom('students')
      .select(['id', 'student_name', 'register_number', 'department', 'batch', 'year', 'semester'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  /** The student's subjects of their current class (allocations of the current semester). */
  subjects(student: ClassOfStudent) {
    return this.db
      .selectFrom('allocations')
      .innerJoin('subjects', 'subjects.id', 'allocations.subject_id')
      .select(['subjects.id', 'subjects.subject_code', 'subjects.subject_name'])
      .where('allocations.student_id', '=', student.id)
      .where('subjects.year', '=', student.year)
      .where('subjects.semester', '=', student.semester)
      .orderBy('subjects.subject_code')
      .execute();
  }

  /**
   * Everything a home reads, in one statement (issue 50's results day: five reads side by side
   * held half of PostgreSQL's pool per home and queued the marking behind them): per subject of
   * the current class its kept totals (migration 008, never a scan of the records) and today's
   * periods already held (the index on student and date); on every row the department's HOD, its
   * counting policy and the week's stamp (WeekCache: its own round trip held a pooled connection
   * a second time per home). Starts from the student, so a student with no subjects still has
   * one row (its subject columns null).
   */
  home(student: ClassOfStudent, department: string, today: string) {
    const { id, year, semester } = student;
    return homeRows(this.db, id, year, semester, today, department, department.toUpperCase());
  }

  /** Every record of the student in the subject this semester, voided ones too, newest first. */
  periods(student: ClassOfStudent, subjectId: number) {
    return this.db
      .selectFrom('attendance')
      .innerJoin('staff', 'staff.id', 'attendance.staff_id')
      .select([
        'attendance.date',
        'attendance.period',
        'attendance.status',
        'attendance.voided_at',
        'staff.staff_name',
      ])
      .where('attendance.student_id', '=', student.id)
      .where('attendance.subject_id', '=', subjectId)
      .where('attendance.year', '=', student.year)
      .where('attendance.semester', '=', student.semester)
      .orderBy('attendance.date', 'desc')
      .orderBy('attendance.period', 'desc')
      .execute();
  }
}

/**
 * The home's statement, compiled once and prepared on each PostgreSQL connection (db/compiled.ts):
 * Kysely's building and PostgreSQL's planning were a share of each home's cost on results day.
 * The totals join on the subject's year and semester, the held periods on the student's id, so
 * each argument is one parameter.
 */
const homeRows = compiledOnce(
  (
    db: Kysely<DB>,
    studentId: number,
    year: number,
    semester: number,
    today: string,
    department: string,
    policyDepartment: string,
  ) =>
    db
      .selectFrom('students as st')
      .leftJoin('allocations as al', 'al.student_id', 'st.id')
      .leftJoin('subjects as s', (join) =>
        join
          .onRef('s.id', '=', 'al.subject_id')
          .on('s.year', '=', year)
          .on('s.semester', '=', semester),
      )
      .leftJoin('attendance_totals as t', (join) =>
        join
          .onRef('t.student_id', '=', 'st.id')
          .onRef('t.subject_id', '=', 's.id')
          .onRef('t.year', '=', 's.year')
          .onRef('t.semester', '=', 's.semester'),
      )
      .select((eb) => [
        's.id',
        's.subject_code',
        's.subject_name',
        't.sessions',
        't.present',
        't.on_duty',
        't.medical_leave',
        't.on_leave',
        eb
          .selectFrom('attendance as a')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('a.subject_id', '=', 's.id')
          .whereRef('a.student_id', '=', 'st.id')
          .where('a.date', '=', today)
          .where('a.voided_at', 'is', null)
          .as('held_today'),
        eb
          .selectFrom('staff')
          .select('staff_name')
          .where('department', '=', department)
          .where('designation', '=', 'HOD')
          .where('status', '=', 'approved')
          .orderBy('id')
          .limit(1)
          .as('hod_name'),
        eb
          .selectFrom('counting_policies')
          .select('statuses')
          .where('department', '=', policyDepartment)
          .as('policy'),
        sql<string>`${sql.raw(WEEK_STAMP_SQL)}`.as('stamp'),
      ])
      .where('st.id', '=', studentId)
      .orderBy('s.subject_code'),
);
