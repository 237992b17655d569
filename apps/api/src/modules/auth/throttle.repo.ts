import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Recent failures of one account and one address, by layer, with the oldest of each. */
export interface FailureCounts {
  pair: { count: number; oldest: string | null };
  account: { count: number; oldest: string | null };
  address: { count: number; oldest: string | null };
}

/** Advisory lock classes (first key of the two-key form): one space per kind of lock. */
const ACCOUNT_LOCK = 0x5349_0001;
const ADDRESS_LOCK = 0x5349_0002;

function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

export class ThrottleRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Runs `work` so that no other attempt on the same account or from the same address counts
   * and records in between. PostgreSQL: transaction-scoped advisory locks, always taken account
   * first, then address, so two attempts never wait on each other in a circle. SQLite: the one
   * connection runs one (immediate) transaction at a time, which already excludes every other.
   * `work` also gets the transaction, for a caller that counts and writes rows of its own under
   * the same locks (the student and parent side's codes).
   */
  async exclusively<T>(
    email: string,
    address: string,
    work: (repo: ThrottleRepo, trx: Kysely<DB>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}::int, ${lockKey(email)}::int)`.execute(
          trx,
        );
        await sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, ${lockKey(address)}::int)`.execute(
          trx,
        );
      }
      return work(new ThrottleRepo(trx), trx);
    });
  }

  /** One statement reads all three layers, so they describe the same moment. */
  async countSince(email: string, address: string, since: Date): Promise<FailureCounts> {
    const { rows } = await sql<Record<string, string | number | null>>`
      select
        sum(case when email = ${email} and address = ${address} then 1 else 0 end) as pair_count,
        min(case when email = ${email} and address = ${address} then failed_at end) as pair_oldest,
        sum(case when email = ${email} then 1 else 0 end) as account_count,
        min(case when email = ${email} then failed_at end) as account_oldest,
        sum(case when address = ${address} then 1 else 0 end) as address_count,
        min(case when address = ${address} then failed_at end) as address_oldest
      from login_failures
      where failed_at > ${since.toISOString()} and (email = ${email} or address = ${address})`.execute(
      this.db,
    );
    const row = rows[0] ?? {};
    const layer = (name: string) => ({
      count: Number(row[`${name}_count`] ?? 0),
      oldest: (row[`${name}_oldest`] as string | null) ?? null,
    });
    return { pair: layer('pair'), account: layer('account'), address: layer('address') };
  }

  async record(email: string, address: string, now: Date): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values({ email, address, failed_at: now.toISOString() })
      .execute();
  }

  async prune(before: Date): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('failed_at', '<', before.toISOString())
      .execute();
  }

  /** A successful sign-in forgives the failures of that account from that address only. */
  async clear(email: string, address: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('email', '=', email)
      .where('address', '=', address)
      .execute();
  }
}
