import type { Insertable, Kysely, Selectable } from 'kysely';
import { COMMON_DEPARTMENT } from '@attendance/domain';
import type { AllocationsTable, DB, StudentsTable, SubjectsTable } from '../../db/types';
import { chunks } from '../../lib/chunks';

const CHUNK = 500;

/** The reads and bulk writes of an import; construct it on the transaction for a commit. */
export class ImportsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Students of any department holding one of these register numbers (matched upper-case). */
  async studentsByRegisterNumbers(upperNumbers: string[]) {
    const found: Selectable<StudentsTable>[] = [];
    for (const part of chunks(upperNumbers, CHUNK)) {
      if (part.length === 0) continue;
      found.push(
        ...(await this.db
          .selectFrom('students')
          .selectAll()
          .where((eb) => eb(eb.fn<string>('upper', ['register_number']), 'in', part))
          .execute()),
      );
    }
    return found;
  }

  /** Each batch of the department with the year/semester pairs of its active students. */
  batchesOf(department: string) {
    return this.db
      .selectFrom('students')
      .select(['batch', 'year', 'semester', 'active'])
      .where('department', '=', department)
      .groupBy(['batch', 'year', 'semester', 'active'])
      .execute();
  }

  async insertStudents(rows: Insertable<StudentsTable>[]) {
    for (const part of chunks(rows, CHUNK))
      await this.db.insertInto('students').values(part).execute();
  }

  /** The department's own subjects and every common one: the keys an import may collide with. */
  subjectsVisibleTo(department: string): Promise<Selectable<SubjectsTable>[]> {
    return this.db
      .selectFrom('subjects')
      .selectAll()
      .where((eb) =>
        eb.or([eb('department', '=', department), eb('department', '=', COMMON_DEPARTMENT)]),
      )
      .execute();
  }

  async insertAllocations(rows: Insertable<AllocationsTable>[]) {
    for (const part of chunks(rows, CHUNK))
      await this.db.insertInto('allocations').values(part).execute();
  }

  pairsOf(studentIds: number[]) {
    return existingPairs(this.db, studentIds);
  }

  /** The fields last imported with for this header set, or undefined. */
  async rememberedFields(department: string, kind: string, headerSet: string) {
    const found = await this.db
      .selectFrom('import_mappings')
      .select('fields')
      .where('department', '=', department)
      .where('kind', '=', kind)
      .where('header_set', '=', headerSet)
      .executeTakeFirst();
    return found ? (JSON.parse(found.fields) as (string | null)[]) : undefined;
  }

  /** Keeps the mapping of a commit for the next file with the same headers. */
  async rememberMapping(entry: {
    department: string;
    kind: string;
    headerSet: string;
    headers: string[];
    fields: (string | null)[];
    staffId: number;
    at: string;
  }) {
    const changed = {
      headers: JSON.stringify(entry.headers),
      fields: JSON.stringify(entry.fields),
      staff_id: entry.staffId,
      updated_at: entry.at,
    };
    await this.db
      .insertInto('import_mappings')
      .values({
        department: entry.department,
        kind: entry.kind,
        header_set: entry.headerSet,
        ...changed,
      })
      .onConflict((conflict) =>
        conflict.columns(['department', 'kind', 'header_set']).doUpdateSet(changed),
      )
      .execute();
  }

  async insertSubjects(rows: Insertable<SubjectsTable>[]) {
    for (const part of chunks(rows, CHUNK))
      await this.db.insertInto('subjects').values(part).execute();
  }
}

/** Allocation pairs that exist already among these students. */
export async function existingPairs(db: Kysely<DB>, studentIds: number[]): Promise<Set<string>> {
  const pairs = new Set<string>();
  for (const part of chunks(studentIds, CHUNK)) {
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('allocations')
      .select(['student_id', 'subject_id'])
      .where('student_id', 'in', part)
      .execute();
    for (const row of rows) pairs.add(`${row.student_id}:${row.subject_id}`);
  }
  return pairs;
}
