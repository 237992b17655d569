import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/db/compiled';
import type { DB } from '../../src/db/types';
import { createTestApp, databaseKinds, type TestApp } from '../helpers';

const staffNamed = compiledOnce((db: Kysely<DB>, code: string) =>
  db.selectFrom('staff').select(['staff_name']).where('staff_code', '=', code),
);

/** The hot path's statements are parsed and planned once per PostgreSQL connection. */
describe.runIf(databaseKinds().includes('postgres'))('prepared statements [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t.close());

  const preparedOn = (db: Kysely<DB>) =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
      .execute(db)
      .then((r) => r.rows);

  it('prepares a compiled-once query by name on its connection and answers with new values', async () => {
    await t.database.db.connection().execute(async (connection) => {
      expect(await staffNamed(connection, 'NOBODY-1')).toEqual([]);
      expect(await staffNamed(connection, 'NOBODY-2')).toEqual([]);
      const prepared = await preparedOn(connection);
      const mine = prepared.filter((p) => p.statement.includes('"staff_code" = $1'));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.name).toMatch(/^hot_\d+$/);
      // A query built at each call stays unnamed: the list is of the hot path's texts only.
      expect(prepared.some((p) => p.statement.includes('pg_prepared_statements'))).toBe(false);
    });
  });
});
