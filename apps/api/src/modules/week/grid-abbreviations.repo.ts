import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** All SQL of the abbreviations a department's HOD confirmed in grid imports (issue 58). */
export class GridAbbreviationsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The department's abbreviations: compared text (capitals and digits) to subject code. */
  async of(department: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('timetable_abbreviations')
      .select(['abbreviation', 'subject_code'])
      .where('department', '=', department)
      .execute();
    return new Map(rows.map((row) => [row.abbreviation, row.subject_code]));
  }

  /** Keeps (or replaces) what an abbreviation means for the department's next grids. */
  async remember(
    department: string,
    abbreviation: string,
    code: string,
    staffId: number,
    at: string,
  ) {
    const changed = { subject_code: code, staff_id: staffId, updated_at: at };
    await this.db
      .insertInto('timetable_abbreviations')
      .values({ department, abbreviation, ...changed })
      .onConflict((conflict) =>
        conflict.columns(['department', 'abbreviation']).doUpdateSet(changed),
      )
      .execute();
  }

  /** Every subject code of the department: an abbreviation may only mean one of them. */
  async codesOf(department: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('subjects')
      .select('subject_code')
      .where('owner_department', '=', department)
      .execute();
    return new Set(rows.map((row) => row.subject_code.toUpperCase()));
  }
}
