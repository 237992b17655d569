import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

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
   * periods already held (the index on student and date); on every row the department's HOD and
   * counting policy. Starts from the student, so a student with no subjects still has one row
   * (its subject columns null).
   */
  home(student: ClassOfStudent, department: string, today: string) {
    return this.db
      .selectFrom('students as st')
      .leftJoin('allocations as al', 'al.student_id', 'st.id')
      .leftJoin('subjects as s', (join) =>
        join
          .onRef('s.id', '=', 'al.subject_id')
          .on('s.year', '=', student.year)
          .on('s.semester', '=', student.semester),
      )
      .leftJoin('attendance_totals as t', (join) =>
        join
          .onRef('t.student_id', '=', 'st.id')
          .onRef('t.subject_id', '=', 's.id')
          .on('t.year', '=', student.year)
          .on('t.semester', '=', student.semester),
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
          .where('a.student_id', '=', student.id)
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
          .where('department', '=', department.toUpperCase())
          .as('policy'),
      ])
      .where('st.id', '=', student.id)
      .orderBy('s.subject_code')
      .execute();
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
