import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface AssignmentKey {
  staffId: number;
  subjectId: number;
}

export interface NewAssignment extends AssignmentKey {
  assignedBy: string;
  assignedById: number;
  now: Date;
}

/** All SQL on staff-subject assignments. Construct it on a transaction for writes. */
export class AssignmentsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Assignments with their staff and subject in one query. Staff columns are listed one by one
   * so the ID card digest can never leave the database through this call.
   */
  private joined() {
    return this.db
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .innerJoin('staff', 'staff.id', 'assignments.staff_id')
      .select([
        'assignments.id as id',
        'assignments.status as status',
        'assignments.assigned_by as assigned_by',
        'assignments.assigned_date as assigned_date',
        'assignments.status_updated_date as status_updated_date',
        'staff.id as staff_id',
        'staff.staff_name as staff_name',
        'staff.staff_code as staff_code',
        'staff.department as staff_department',
        'staff.designation as staff_designation',
        'staff.email as staff_email',
        'staff.phone as staff_phone',
        'subjects.id as subject_id',
        'subjects.subject_code as subject_code',
        'subjects.subject_name as subject_name',
        'subjects.batch as batch',
        'subjects.year as year',
        'subjects.semester as semester',
        'subjects.department as subject_department',
        'subjects.owner_department as owner_department',
        'subjects.is_common as is_common',
        'subjects.is_elective as is_elective',
      ]);
  }

  /** The assignments of subjects the department manages. */
  listForDepartment(department: string) {
    return this.joined()
      .where('subjects.owner_department', '=', department)
      .orderBy('staff.staff_name')
      .orderBy('subjects.batch')
      .orderBy('subjects.year')
      .orderBy('subjects.semester')
      .orderBy('subjects.subject_code')
      .orderBy('assignments.id')
      .execute();
  }

  findJoinedById(id: number) {
    return this.joined().where('assignments.id', '=', id).executeTakeFirst();
  }

  findStaff(id: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'department', 'designation'])
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
  }

  findSubject(id: number) {
    return this.db
      .selectFrom('subjects')
      .select(['id', 'subject_code', 'owner_department'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Who holds the subject now, if anyone. */
  findHolder(subjectId: number) {
    return this.db
      .selectFrom('assignments')
      .innerJoin('staff', 'staff.id', 'assignments.staff_id')
      .select(['assignments.id', 'staff.staff_name'])
      .where('assignments.subject_id', '=', subjectId)
      .executeTakeFirst();
  }

  async insert(values: NewAssignment): Promise<number> {
    const at = values.now.toISOString();
    const row = await this.db
      .insertInto('assignments')
      .values({
        staff_id: values.staffId,
        subject_id: values.subjectId,
        status: 1,
        assigned_by: values.assignedBy,
        assigned_by_id: values.assignedById,
        assigned_date: at,
        status_updated_date: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * One UPDATE, scoped to subjects the department manages, so that a marking transaction
   * holding the row (select ... for update on PostgreSQL) simply makes it wait.
   */
  async setStatus(key: AssignmentKey, department: string, status: boolean, now: Date) {
    const result = await this.db
      .updateTable('assignments')
      .set({ status: status ? 1 : 0, status_updated_date: now.toISOString() })
      .where('staff_id', '=', key.staffId)
      .where('subject_id', '=', key.subjectId)
      .where('subject_id', 'in', (eb) =>
        eb.selectFrom('subjects').select('id').where('owner_department', '=', department),
      )
      .returning('id')
      .executeTakeFirst();
    return result?.id;
  }

  async delete(key: AssignmentKey, department: string) {
    const result = await this.db
      .deleteFrom('assignments')
      .where('staff_id', '=', key.staffId)
      .where('subject_id', '=', key.subjectId)
      .where('subject_id', 'in', (eb) =>
        eb.selectFrom('subjects').select('id').where('owner_department', '=', department),
      )
      .returning('id')
      .executeTakeFirst();
    return result?.id;
  }
}

export type JoinedAssignmentRow = NonNullable<
  Awaited<ReturnType<AssignmentsRepo['findJoinedById']>>
>;
