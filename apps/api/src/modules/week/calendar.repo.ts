import type { Kysely } from 'kysely';
import type { DB, WeekTermsTable } from '../../db/types';

export type TermRow = Omit<WeekTermsTable, 'id' | 'created_by' | 'created_at'>;

/** All SQL of the department calendars: terms and dated days (holidays, working days). */
export class CalendarRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** One department's rows, or every department's (null), for rules that span departments. */
  terms(department: string | null) {
    let query = this.db.selectFrom('week_terms').selectAll();
    if (department !== null) query = query.where('department', '=', department);
    return query.orderBy('batch').orderBy('semester').execute();
  }

  days(department: string | null) {
    let query = this.db.selectFrom('week_days').selectAll();
    if (department !== null) query = query.where('department', '=', department);
    return query.orderBy('date').execute();
  }

  /** Replaces the class's term, if any, and answers the stored row's id. */
  async setTerm(row: TermRow, staffId: number, at: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('week_terms')
        .where('department', '=', row.department)
        .where('batch', '=', row.batch)
        .where('year', '=', row.year)
        .where('semester', '=', row.semester)
        .execute();
      const stored = await trx
        .insertInto('week_terms')
        .values({ ...row, created_by: staffId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return stored.id;
    });
  }

  async deleteTerm(id: number, department: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('week_terms')
      .where('id', '=', id)
      .where('department', '=', department)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addDay(
    row: { department: string; date: string; kind: string; name: string },
    staffId: number,
    at: string,
  ): Promise<number> {
    const stored = await this.db
      .insertInto('week_days')
      .values({ ...row, created_by: staffId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return stored.id;
  }

  async deleteDay(id: number, department: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('week_days')
      .where('id', '=', id)
      .where('department', '=', department)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
