import type { Kysely } from 'kysely';
import { readCountingPolicy, type CountingPolicy } from '@attendance/domain';
import type { DB } from '../../db/types';

/** A department's counting policy (migration 016; no row: P and OD). */
export class CountingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async policyOf(department: string): Promise<CountingPolicy> {
    const row = await this.db
      .selectFrom('counting_policies')
      .select('statuses')
      .where('department', '=', department.toUpperCase())
      .executeTakeFirst();
    return readCountingPolicy(row?.statuses);
  }

  async setPolicy(
    db: Kysely<DB>,
    department: string,
    policy: CountingPolicy,
    by: number,
    now: Date,
  ): Promise<void> {
    const values = { statuses: policy.join(','), updated_by: by, updated_at: now.toISOString() };
    await db
      .insertInto('counting_policies')
      .values({ department: department.toUpperCase(), ...values })
      .onConflict((oc) => oc.column('department').doUpdateSet(values))
      .execute();
  }
}
