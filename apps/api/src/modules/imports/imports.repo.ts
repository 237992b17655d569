import type { Insertable, Kysely, Selectable } from 'kysely';
import { COMMON_DEPARTMENT } from '@attendance/domain';
import type { DB, StudentsTable, SubjectsTable } from '../../db/types';

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** The reads and bulk writes of an import; construct it on the transaction for a commit. */
export class ImportsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Students of any department holding one of these register numbers (matched upper-case). */
  async studentsByRegisterNumbers(upperNumbers: string[]) {
    const found: Selectable<StudentsTable>[] = [];
    for (const part of chunks(upperNumbers)) {
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
    for (const part of chunks(rows)) await this.db.insertInto('students').values(part).execute();
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

  async insertSubjects(rows: Insertable<SubjectsTable>[]) {
    for (const part of chunks(rows)) await this.db.insertInto('subjects').values(part).execute();
  }
}
