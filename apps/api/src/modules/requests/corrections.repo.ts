import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { compiledOnce } from '../../db/compiled';

/** The correction layer's SQL: records a request covers, corrections added and withdrawn. */
export class CorrectionsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counting records of the student in the range (the periods named, or all). */
  coveredRecords(studentId: number, from: string, to: string, periods: number[] | null) {
    let query = this.db
      .selectFrom('attendance')
      .select(['id', 'status'])
      .where('student_id', '=', studentId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('voided_at', 'is', null);
    if (periods) query = query.where('period', 'in', periods);
    return query.execute();
  }

  async add(
    requestId: number,
    records: { id: number }[],
    status: string,
    by: { staffId: number; at: string },
  ): Promise<void> {
    for (let start = 0; start < records.length; start += 500) {
      await this.db
        .insertInto('attendance_corrections')
        .values(
          records.slice(start, start + 500).map((r) => ({
            attendance_id: r.id,
            request_id: requestId,
            status,
            created_at: by.at,
            created_by: by.staffId,
          })),
        )
        .execute();
    }
  }

  async withdraw(requestId: number, by: { staffId: number; at: string }): Promise<number> {
    const result = await this.db
      .updateTable('attendance_corrections')
      .set({ withdrawn_at: by.at, withdrawn_by: by.staffId })
      .where('request_id', '=', requestId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Live corrections of a subject's records from..to, for View Attendance and its exports. */
  ofSubject(subjectId: number, from?: string, to?: string) {
    let query = this.live().where('a.subject_id', '=', subjectId).where('a.voided_at', 'is', null);
    if (from) query = query.where('a.date', '>=', from);
    if (to) query = query.where('a.date', '<=', to);
    return query.execute();
  }

  /** Live corrections of a department's records on one day (the cumulative report). */
  ofDepartmentDay(department: string, date: string) {
    return this.live()
      .where('a.department', '=', department)
      .where('a.date', '=', date)
      .where('a.voided_at', 'is', null)
      .execute();
  }

  /** Live corrections of one student's records of a subject (their own view). */
  ofStudentSubject(studentId: number, subjectId: number) {
    return this.live()
      .where('a.student_id', '=', studentId)
      .where('a.subject_id', '=', subjectId)
      .execute();
  }

  private live() {
    return this.db
      .selectFrom('attendance_corrections as c')
      .innerJoin('attendance as a', 'a.id', 'c.attendance_id')
      .innerJoin('leave_requests as r', 'r.id', 'c.request_id')
      .select([
        'a.id as attendance_id',
        'a.register_number',
        'a.subject_id',
        'a.date',
        'a.period',
        'a.status as submitted',
        'c.status as effective',
        'c.request_id',
        sql<string>`coalesce(r.decided_at, c.created_at)`.as('approved_at'),
      ])
      .where('c.withdrawn_at', 'is', null)
      .orderBy('a.date')
      .orderBy('a.period')
      .orderBy('a.register_number');
  }

  /**
   * Approved requests of a subject's students covering a date (the class list's pre-sets),
   * asked beside the class list each time a teacher opens a class: compiled once.
   */
  approvedOn(subjectId: number, date: string) {
    return approvedOn(this.db, subjectId, date, date);
  }
}

// The date is compared twice, so it is passed twice: compiledOnce takes each argument as one
// parameter.
const approvedOn = compiledOnce((db: Kysely<DB>, subjectId: number, from: string, to: string) =>
  db
    .selectFrom('allocations as al')
    .innerJoin('leave_requests as r', 'r.student_id', 'al.student_id')
    .innerJoin('students as s', 's.id', 'al.student_id')
    .select(['s.register_number', 'r.id', 'r.kind', 'r.periods', 'r.reason'])
    .where('al.subject_id', '=', subjectId)
    .where('r.state', '=', 'approved')
    .where('r.from_date', '<=', from)
    .where('r.to_date', '>=', to),
);
