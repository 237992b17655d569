import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/types';

const TABLES: (keyof DB)[] = [
  'staff',
  'students',
  'subjects',
  'allocations',
  'assignments',
  'attendance',
  'sessions',
  'audit_log',
  'idempotency_keys',
  'login_failures',
  'used_captchas',
];

/** Row count and a digest of every row of every table: equal snapshots, unchanged database. */
export async function snapshot(db: Kysely<DB>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    const digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    result[table] = `${rows.length}:${digest}`;
  }
  return result;
}
