import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DB, StudentsTable } from '../../db/types';

export type StudentRow = Selectable<StudentsTable>;

/** What an Admin may change on a student; batch, year, semester and department move only by batch. */
export type EditableStudentFields = Pick<
  StudentsTable,
  'register_number' | 'student_name' | 'gender' | 'type' | 'student_number' | 'parent_number'
>;

export type NewStudent = EditableStudentFields &
  Pick<StudentsTable, 'batch' | 'year' | 'semester' | 'department'>;

export interface BatchFilter {
  department: string;
  batch: string;
  year?: number;
  semester?: number;
}

/** Register numbers are matched without regard to case, so '21cs001' finds '21CS001'. */
function sameRegisterNumber(registerNumber: string) {
  return (eb: ExpressionBuilder<DB, 'students'>) =>
    eb(eb.fn<string>('upper', ['register_number']), '=', registerNumber.toUpperCase());
}

export class StudentsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  listByDepartment(department: string): Promise<StudentRow[]> {
    return this.db
      .selectFrom('students')
      .selectAll()
      .where('department', '=', department)
      .execute();
  }

  findInDepartment(id: number, department: string): Promise<StudentRow | undefined> {
    return this.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', id)
      .where('department', '=', department)
      .executeTakeFirst();
  }

  findByRegisterNumber(registerNumber: string, department: string) {
    return this.db
      .selectFrom('students')
      .selectAll()
      .where(sameRegisterNumber(registerNumber))
      .where('department', '=', department)
      .executeTakeFirst();
  }

  /** Taken in any department: register numbers are unique campus-wide. */
  async registerNumberTaken(registerNumber: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('students')
      .select('id')
      .where(sameRegisterNumber(registerNumber));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  insert(student: NewStudent, now: Date): Promise<StudentRow> {
    return this.db
      .insertInto('students')
      .values({
        ...student,
        active: 1,
        inactive_reason: null,
        inactivated_at: null,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, fields: EditableStudentFields): Promise<StudentRow> {
    return this.db
      .updateTable('students')
      .set(fields)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async activeIdsOfBatch(filter: BatchFilter): Promise<number[]> {
    let query = this.db
      .selectFrom('students')
      .select('id')
      .where('department', '=', filter.department)
      .where('batch', '=', filter.batch)
      .where('active', '=', 1);
    if (filter.year !== undefined) query = query.where('year', '=', filter.year);
    if (filter.semester !== undefined) query = query.where('semester', '=', filter.semester);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** Only active students move: an inactive student keeps the year and semester they left in. */
  async setYearSemester(ids: number[], year: number, semester: number): Promise<number> {
    const result = await this.db
      .updateTable('students')
      .set({ year, semester })
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The `active = 1` guard makes a second inactivation a no-op, so callers can tell it apart. */
  async inactivate(ids: number[], reason: string, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('students')
      .set({ active: 0, inactive_reason: reason, inactivated_at: now.toISOString() })
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
