import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createReadOnlyDatabase } from '../../src/db/kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { syncSqliteOf, type SqliteConnection } from '../../src/db/sqlite-turns';
import { createTestApp, databaseKinds, describeEachDatabase, type TestApp } from '../helpers';
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

describe("SQLite's statements run at once (db/sqlite-turns.ts)", () => {
  it('wait for a Kysely transaction that holds the connection, and never land inside it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'attendance-db-')), 'a.db');
    const database = createDatabase({ kind: 'sqlite', path });
    await migrateToLatest(database.db);
    const sync = syncSqliteOf(database.db)!;
    const entry = (action: string) => ({
      at: 'now',
      staff_id: null,
      action,
      entity: 'test',
      entity_id: null,
      details: null,
    });
    const count = (sqlite: SqliteConnection) =>
      (
        sqlite.prepare(`select count(*) as n from audit_log where action like 'turn%'`).get() as {
          n: number;
        }
      ).n;
    // A free connection: the answer itself, not a promise.
    expect(sync.alone(count)).toBe(0);

    let began!: () => void;
    let release!: () => void;
    const written = new Promise<void>((resolve) => (began = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values(entry('turn undone')).execute();
      began();
      await held;
      throw new Error('undone');
    });
    await written;
    const waiting = sync.transaction((sqlite) => {
      sqlite
        .prepare(`insert into audit_log (at, action, entity) values ('now', 'turn kept', 'test')`)
        .run();
      return count(sqlite);
    });
    expect(waiting).toBeInstanceOf(Promise);
    release();
    await expect(open).rejects.toThrow('undone');
    // Its own row only: it ran after the other transaction was undone, not inside it.
    expect(await waiting).toBe(1);
    const rows = await database.db.selectFrom('audit_log').select('action').execute();
    expect(rows.map((r) => r.action).filter((a) => a.startsWith('turn'))).toEqual(['turn kept']);
    await database.close();
  });
});

/**
 * A report never takes every core of PostgreSQL from the submissions: no JIT compilation on any
 * of the server's connections, and a report worker's queries without parallel workers
 * (db/kysely.ts; docs/performance.md, "pg (ninth session)").
 */
describe.runIf(databaseKinds().includes('postgres'))("PostgreSQL's sessions [postgres]", () => {
  it("keep JIT off, and a report worker's plan without parallel workers", async () => {
    const target = { kind: 'postgres' as const, url: process.env.TEST_DATABASE_URL as string };
    const show = async (db: ReturnType<typeof createDatabase>['db'], name: string) =>
      Object.values((await sql.raw(`show ${name}`).execute(db)).rows[0] as object)[0];
    const server = createDatabase(target);
    const report = createReadOnlyDatabase(target);
    try {
      expect(await show(server.db, 'jit')).toBe('off');
      expect(await show(report.db, 'jit')).toBe('off');
      expect(await show(report.db, 'max_parallel_workers_per_gather')).toBe('0');
    } finally {
      await server.close();
      await report.close();
    }
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
