import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { seedStudent } from '../factories/seed';

describe('the SQLite file', () => {
  it('runs in WAL mode with full sync, foreign keys and a busy timeout, and migrates idempotently', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'attendance-db-')), 'a.db');
    const database = createDatabase({ kind: 'sqlite', path });
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    await database.close();
  });
});

describeEachDatabase('database guarantees', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('refuses a second student with the same register number and a dangling reference', async () => {
    await seedStudent(t.database.db, { registerNumber: 'UNIQ1' });
    await expect(seedStudent(t.database.db, { registerNumber: 'UNIQ1' })).rejects.toThrow();
    await expect(
      t.database.db
        .insertInto('allocations')
        .values({ student_id: 999999, subject_id: 999999, allocated_by: 999999, allocated_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps a failed transaction out entirely', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('audit_log')
          .values({
            at: 'now',
            staff_id: null,
            action: 'probe',
            entity: 'test',
            entity_id: null,
            details: null,
          })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'probe')
      .execute();
    expect(rows).toHaveLength(0);
  });
});
