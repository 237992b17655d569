import type { Insertable, Kysely } from 'kysely';
import type { DB, LeaveRequestsTable } from '../../db/types';

export type RequestRow = Awaited<ReturnType<RequestsRepo['list']>>[number];

/** All SQL of leave and On-Duty requests, over the executor it is built on. */
export class RequestsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Active students of a department by register number. */
  studentsByRegister(department: string, registerNumbers: string[]) {
    return this.db
      .selectFrom('students')
      .select(['id', 'register_number', 'student_name', 'department', 'batch', 'year', 'semester'])
      .where('department', '=', department)
      .where('active', '=', 1)
      .where('register_number', 'in', registerNumbers)
      .execute();
  }

  student(id: number) {
    return this.db
      .selectFrom('students')
      .select(['id', 'register_number', 'student_name', 'department', 'batch', 'year', 'semester'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Approved requests of the students that may overlap from..to. */
  approvedBetween(studentIds: number[], from: string, to: string) {
    return this.db
      .selectFrom('leave_requests')
      .select(['student_id', 'kind', 'from_date', 'to_date', 'periods'])
      .where('student_id', 'in', studentIds)
      .where('state', '=', 'approved')
      .where('from_date', '<=', to)
      .where('to_date', '>=', from)
      .execute();
  }

  async insert(rows: Insertable<LeaveRequestsTable>[]): Promise<number[]> {
    const ids: number[] = [];
    for (const row of rows) {
      const { id } = await this.db
        .insertInto('leave_requests')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return ids;
  }

  /** Requests with their student, deciders and certificate, newest first. */
  list(filter: {
    department?: string;
    ids?: number[];
    studentId?: number;
    state?: string;
    registerNumber?: string;
  }) {
    let query = this.db
      .selectFrom('leave_requests as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .leftJoin('staff as applicant', 'applicant.id', 'r.applicant_staff_id')
      .leftJoin('staff as decider', 'decider.id', 'r.decided_by')
      .leftJoin('staff as withdrawer', 'withdrawer.id', 'r.withdrawn_by')
      .leftJoin('leave_certificates as c', 'c.request_id', 'r.id')
      .select((eb) => [
        'r.id',
        'r.student_id',
        'r.department',
        'r.kind',
        'r.from_date',
        'r.to_date',
        'r.periods',
        'r.reason',
        'r.state',
        'r.applicant_kind',
        'r.applicant_staff_id',
        'r.applicant_phone',
        'r.created_at',
        'r.decided_at',
        'r.decision_reason',
        'r.withdrawn_at',
        'r.withdraw_reason',
        's.register_number',
        's.student_name',
        's.batch',
        's.year',
        's.semester',
        'applicant.staff_name as applicant_name',
        'decider.staff_name as decider_name',
        'withdrawer.staff_name as withdrawer_name',
        'c.media_type',
        'c.size',
        'c.sha256',
        eb
          .selectFrom('attendance_corrections as k')
          .select((k) => k.fn.countAll<number | string>().as('n'))
          .whereRef('k.request_id', '=', 'r.id')
          .where('k.withdrawn_at', 'is', null)
          .as('corrections'),
      ]);
    if (filter.department !== undefined)
      query = query.where('r.department', '=', filter.department);
    if (filter.ids !== undefined) query = query.where('r.id', 'in', filter.ids);
    if (filter.studentId !== undefined) query = query.where('r.student_id', '=', filter.studentId);
    if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
    if (filter.registerNumber) query = query.where('s.register_number', '=', filter.registerNumber);
    return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(500).execute();
  }

  one(id: number) {
    return this.db.selectFrom('leave_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Moves a request from `from` to its next state; false when another change came first. */
  async moveState(
    id: number,
    from: string,
    set: Partial<
      Pick<
        LeaveRequestsTable,
        | 'state'
        | 'decided_by'
        | 'decided_at'
        | 'decision_reason'
        | 'withdrawn_by'
        | 'withdrawn_at'
        | 'withdraw_reason'
      >
    >,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('leave_requests')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
