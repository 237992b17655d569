import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@attendance/domain';
import { createDatabase, type AppDatabase } from '../../src/db/kysely';
import { migrateToLatest, whileSchemasSettle } from '../../src/db/migrate';
import * as m001 from '../../src/db/migrations/001_initial';
import {
  CAPTCHA,
  createTestApp,
  describeEachDatabase,
  json,
  type DatabaseKind,
  type TestApp,
} from '../helpers';
import { captchaToken, signIn, signUp } from '../factories/staff';

describeEachDatabase('registration and ID card numbers', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const register = async (email: string, idCardNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        staffName: 'Prober',
        department: 'CSE',
        designation: 'Subject_Staff',
        email,
        phone: '9876543210',
        idCardNumber,
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });

  it('answers the same for an ID card number in use and a fresh one', async () => {
    const victim = await signUp(t.app, 'HOD', 'CSE', { idCardNumber: 'CARD-IN-USE-1' });
    const used = await register('probe.one@college.test', 'card-in-use-1');
    const unused = await register('probe.two@college.test', 'CARD-NEVER-SEEN-2');
    expect(used.statusCode).toBe(unused.statusCode);
    expect(used.statusCode).toBeLessThan(300);
    expect(json(used)).toEqual(json(unused));
    expect(Object.keys(used.headers).sort()).toEqual(Object.keys(unused.headers).sort());
    // The victim's account is still theirs: the email identifies it, not the card.
    const again = await signIn(t.app, victim.staff.email, victim.idCardNumber);
    expect(again.staff.staffID).toBe(victim.staff.staffID);
  });

  it('lets two colleagues hold the same ID card number, each signing in as themselves', async () => {
    const first = await signUp(t.app, 'Subject_Staff', 'ECE', { idCardNumber: 'SHARED-0042' });
    const second = await signUp(t.app, 'Subject_Staff', 'ECE', { idCardNumber: 'SHARED-0042' });
    expect(second.staff.staffID).not.toBe(first.staff.staffID);
    expect(second.staff.staffCode).toMatch(/^STF\d{4}$/);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: second.cookie } });
    expect(json(me).staff.email).toBe(second.staff.email);
  });

  it('still refuses a used email with 409, and ID card numbers under 4 characters with 400', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'MECH');
    const email = await register(staff.staff.email.toUpperCase(), 'ANOTHER-CARD');
    expect(email.statusCode).toBe(409);
    expect(json(email).message).toBe(MESSAGES.emailTaken);
    for (const short of ['ABC', '  AB  ']) {
      const answer = await register('short.card@college.test', short);
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe('idCardNumber: must be at least 4 characters');
    }
    expect((await register('short.card@college.test', 'ABCD')).statusCode).toBeLessThan(300);
  });
});

async function openAt001(kind: DatabaseKind): Promise<AppDatabase & { drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const path = join(mkdtempSync(join(tmpdir(), 'attendance-m005-')), 'm.db');
    const database = createDatabase({ kind: 'sqlite', path });
    await new Migrator({
      db: database.db,
      provider: { getMigrations: async () => ({ '001_initial': m001 }) },
    }).migrateToLatest();
    return { ...database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const database = createDatabase({ kind: 'postgres', url, schema });
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => ({ '001_initial': m001 }) },
    migrationTableSchema: schema,
  });
  await whileSchemasSettle(() => migrator.migrateToLatest());
  return { ...database, drop: () => run(`drop schema ${schema} cascade`) };
}

describeEachDatabase('migration 005 (ID card numbers not unique)', (kind) => {
  it('keeps staff and their sessions, drops only the ID card uniqueness', async () => {
    const database = await openAt001(kind);
    const { db } = database;
    const staff = (id: number, email: string, code: string) => sql`
      insert into staff (id, staff_name, staff_code, department, designation, email, phone, id_card_digest, created_at)
      values (${id}, 'T', ${code}, 'CSE', 'HOD', ${email}, '1', 'same-digest', '2026-01-01')`;
    try {
      await staff(1, 'a@x', 'STF0001').execute(db);
      await sql`insert into sessions (id, staff_id, created_at, last_seen_at, expires_at)
        values ('s1', 1, 'a', 'b', 'c')`.execute(db);
      await migrateToLatest(db, database.schema);
      await staff(2, 'b@x', 'STF0002').execute(db);
      expect(
        (await db.selectFrom('staff').select(['id', 'email']).orderBy('id').execute()).map(
          (r) => r.email,
        ),
      ).toEqual(['a@x', 'b@x']);
      expect((await db.selectFrom('sessions').select('staff_id').execute())[0]?.staff_id).toBe(1);
      // Emails and staff codes stay unique; sessions still need a real staff member.
      await expect(staff(3, 'a@x', 'STF0003').execute(db)).rejects.toThrow();
      await expect(staff(4, 'c@x', 'STF0001').execute(db)).rejects.toThrow();
      await expect(
        sql`insert into sessions (id, staff_id, created_at, last_seen_at, expires_at)
          values ('s2', 99, 'a', 'b', 'c')`.execute(db),
      ).rejects.toThrow();
      await db
        .insertInto('login_failures')
        .values({ email: 'a@x', failed_at: 'now', address: '10.0.0.1' })
        .execute();
    } finally {
      await database.close();
      await database.drop();
    }
  });
});
