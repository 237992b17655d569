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

  /** The kept totals of the current semester (migration 008): never a scan of the records. */
  totals(student: ClassOfStudent) {
    return this.db
      .selectFrom('attendance_totals')
      .select(['subject_id', 'sessions', 'present', 'on_duty', 'medical_leave', 'on_leave'])
      .where('student_id', '=', student.id)
      .where('year', '=', student.year)
      .where('semester', '=', student.semester)
      .execute();
  }

  /** Today's periods already held per subject (the index on student and date). */
  async heldOn(studentId: number, date: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('attendance')
      .select(['subject_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('student_id', '=', studentId)
      .where('date', '=', date)
      .where('voided_at', 'is', null)
      .groupBy('subject_id')
      .execute();
    return new Map(rows.map((r) => [r.subject_id, Number(r.n)]));
  }

  async hodName(department: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('staff')
      .select('staff_name')
      .where('department', '=', department)
      .where('designation', '=', 'HOD')
      .where('status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirst();
    return row?.staff_name ?? null;
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
