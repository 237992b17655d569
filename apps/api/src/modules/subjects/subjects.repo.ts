import type { Kysely, Selectable } from 'kysely';
import { COMMON_DEPARTMENT } from '@attendance/domain';
import type { DB, SubjectsTable } from '../../db/types';

export type SubjectRow = Selectable<SubjectsTable>;

export interface SubjectValues {
  subjectCode: string;
  subjectName: string;
  batch: string;
  year: number;
  semester: number;
  department: string;
  ownerDepartment: string;
  isCommon: boolean;
  isElective: boolean;
}

function toColumns(values: SubjectValues) {
  return {
    subject_code: values.subjectCode,
    subject_name: values.subjectName,
    batch: values.batch,
    year: values.year,
    semester: values.semester,
    department: values.department,
    owner_department: values.ownerDepartment,
    is_common: values.isCommon ? 1 : 0,
    is_elective: values.isElective ? 1 : 0,
  };
}

/** All SQL on subjects. Construct it on a transaction for writes. */
export class SubjectsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The department's own subjects plus every common subject, whoever manages it. */
  listVisibleTo(department: string): Promise<SubjectRow[]> {
    return this.db
      .selectFrom('subjects')
      .selectAll()
      .where((eb) =>
        eb.or([eb('owner_department', '=', department), eb('department', '=', COMMON_DEPARTMENT)]),
      )
      .orderBy('batch')
      .orderBy('year')
      .orderBy('semester')
      .orderBy('subject_code')
      .orderBy('id')
      .execute();
  }

  findById(id: number): Promise<SubjectRow | undefined> {
    return this.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another subject with the same (code, batch, department) key, if any. */
  async duplicateExists(
    key: Pick<SubjectValues, 'subjectCode' | 'batch' | 'department'>,
    exceptId?: number,
  ): Promise<boolean> {
    let query = this.db
      .selectFrom('subjects')
      .select('id')
      .where('subject_code', '=', key.subjectCode)
      .where('batch', '=', key.batch)
      .where('department', '=', key.department);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(values: SubjectValues, now: Date): Promise<SubjectRow> {
    return this.db
      .insertInto('subjects')
      .values({ ...toColumns(values), created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: SubjectValues): Promise<SubjectRow> {
    return this.db
      .updateTable('subjects')
      .set(toColumns(values))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async hasAttendance(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('attendance')
      .select('id')
      .where('subject_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes the subject with its allocations and assignment; counts what went with it. */
  async deleteWithDependents(id: number) {
    const allocations = await this.db
      .deleteFrom('allocations')
      .where('subject_id', '=', id)
      .executeTakeFirst();
    const assignments = await this.db
      .deleteFrom('assignments')
      .where('subject_id', '=', id)
      .executeTakeFirst();
    await this.db.deleteFrom('subjects').where('id', '=', id).execute();
    return {
      allocations: Number(allocations.numDeletedRows),
      assignments: Number(assignments.numDeletedRows),
    };
  }
}
