import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** One allocated subject of one student, with the staff the subject is assigned to, if any. */
export interface AllocationRow {
  student_id: number;
  student_name: string;
  register_number: string;
  batch: string;
  department: string;
  year: number;
  semester: number;
  subject_id: number;
  subject_code: string;
  subject_name: string;
  is_common: number;
  is_elective: number;
  staff_id: number | null;
  staff_name: string | null;
}

export class AllocationsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Register numbers are matched without regard to case, as in the students module. */
  findActiveStudent(registerNumber: string, department: string) {
    return this.db
      .selectFrom('students')
      .select(['id', 'register_number', 'student_name', 'batch', 'year', 'semester', 'department'])
      .where((eb) =>
        eb(eb.fn<string>('upper', ['register_number']), '=', registerNumber.toUpperCase()),
      )
      .where('department', '=', department)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /** Active students of a batch of the department, for allocation to the whole batch. */
  activeStudentsOfBatch(batch: string, department: string) {
    return this.db
      .selectFrom('students')
      .select(['id', 'register_number', 'batch', 'year', 'semester', 'department'])
      .where('batch', '=', batch)
      .where('department', '=', department)
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
  }

  /** Every (student, subject) pair in one statement per 500 pairs; existing pairs are skipped. */
  async insertPairs(pairs: [number, number][], staffId: number, now: Date) {
    let added = 0;
    for (let at = 0; at < pairs.length; at += 500) {
      const result = await this.db
        .insertInto('allocations')
        .values(
          pairs.slice(at, at + 500).map(([studentId, subjectId]) => ({
            student_id: studentId,
            subject_id: subjectId,
            allocated_by: staffId,
            allocated_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }

  subjectsByIds(ids: number[]) {
    return this.db
      .selectFrom('subjects')
      .select(['id', 'subject_code', 'batch', 'year', 'semester', 'department'])
      .where('id', 'in', ids)
      .execute();
  }

  async allocatedSubjectIds(studentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('allocations')
      .select('subject_id')
      .where('student_id', '=', studentId)
      .execute();
    return rows.map((row) => row.subject_id);
  }

  /** A pair allocated meanwhile by a concurrent request is skipped, not an error. */
  async insert(studentId: number, subjectIds: number[], staffId: number, now: Date) {
    if (subjectIds.length === 0) return 0;
    const result = await this.db
      .insertInto('allocations')
      .values(
        subjectIds.map((subjectId) => ({
          student_id: studentId,
          subject_id: subjectId,
          allocated_by: staffId,
          allocated_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** Every allocation of the department's active students (or one student) in a single query. */
  listAllocated(department: string, studentId?: number): Promise<AllocationRow[]> {
    let query = this.db
      .selectFrom('students as st')
      .innerJoin('allocations as al', 'al.student_id', 'st.id')
      .innerJoin('subjects as su', 'su.id', 'al.subject_id')
      .leftJoin('assignments as asg', 'asg.subject_id', 'su.id')
      .leftJoin('staff as sf', 'sf.id', 'asg.staff_id')
      .select([
        'st.id as student_id',
        'st.student_name',
        'st.register_number',
        'st.batch',
        'st.department',
        'st.year',
        'st.semester',
        'su.id as subject_id',
        'su.subject_code',
        'su.subject_name',
        'su.is_common',
        'su.is_elective',
        'sf.id as staff_id',
        'sf.staff_name',
      ])
      .where('st.department', '=', department)
      .where('st.active', '=', 1);
    if (studentId !== undefined) query = query.where('st.id', '=', studentId);
    return query.execute();
  }
}
