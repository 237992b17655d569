import type { Kysely } from 'kysely';
import { stillCounts } from '../../db/counting';
import type { DB } from '../../db/types';

/** Voiding submitted periods; built over the executor it runs on, like every repo. */
export class VoidingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Periods of a subject that still count, newest first. */
  async submittedPeriods(subjectId: number) {
    const rows = await this.db
      .selectFrom('attendance')
      .select((eb) => [
        'date',
        'period',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('faculty_code').as('faculty_code'),
        eb.fn.max('created_at').as('created_at'),
      ])
      .where('subject_id', '=', subjectId)
      .where('voided_at', 'is', null)
      .groupBy(['date', 'period'])
      .orderBy('date', 'desc')
      .orderBy('period', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** Marks the counting records of the slot void; answers how many. */
  async voidSlot(
    subjectId: number,
    date: string,
    period: number,
    by: { staffId: number; reason: string; at: string },
  ): Promise<number> {
    const result = await this.db
      .updateTable('attendance')
      .set({ voided_at: by.at, voided_by: by.staffId, void_reason: by.reason })
      .where('subject_id', '=', subjectId)
      .where('date', '=', date)
      .where('period', '=', period)
      .where(stillCounts('voided_at'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Whether the slot holds records voided earlier. */
  async hasVoided(subjectId: number, date: string, period: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('attendance')
      .select('id')
      .where('subject_id', '=', subjectId)
      .where('date', '=', date)
      .where('period', '=', period)
      .where('voided_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
