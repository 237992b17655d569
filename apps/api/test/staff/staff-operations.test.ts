import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { disableByEmail } from '../../src/modules/staff/staff-operations';
import { CAPTCHA, createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { captchaToken, register, signUp } from '../factories/staff';
import { openMigratedTo } from '../migrated-database';

const root = resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/**
 * staff-cli.ts as build.mjs bundles it beside the server, under dist/ so its packages resolve:
 * `npm run staff` runs it through tsx, 1.8 s of CPU a spawn against 0.5 s bundled
 * (docs/performance.md, `ci`). The npm script itself is run once per engine.
 */
let bundled = '';
beforeAll(() => {
  const dist = join(root, 'apps/api/dist');
  mkdirSync(dist, { recursive: true });
  const dir = mkdtempSync(join(dist, 'staff-cli-test-'));
  execFileSync(process.execPath, [join(root, 'apps/api/build.mjs')], {
    env: { ...process.env, API_OUTFILE: join(dir, 'server.js') },
  });
  bundled = join(dir, 'staff-cli.js');
});
afterAll(() => rmSync(resolve(bundled, '..'), { recursive: true, force: true }));

describeEachDatabase('staff operations from the command line', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
  const login = async (email: string, idCardNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email,
        idCardNumber,
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });

  /** `npm run staff -- ARGS` on this test's database: the script as the IT office types it
   * (`viaNpm`), or its bundle. */
  async function staffCommand(...args: string[]) {
    return command(false, args);
  }

  async function command(viaNpm: boolean, args: string[]) {
    const target = t.config.database;
    const url =
      target.kind === 'sqlite'
        ? `sqlite:${target.path}`
        : `${target.url}?options=${encodeURIComponent(`-c search_path=${target.schema}`)}`;
    // A fixed APP_SECRET, so the command writes no secret file into the working tree's data/.
    const env = { ...process.env, DATABASE_URL: url, APP_SECRET: 'x'.repeat(32) };
    try {
      const { stdout } = viaNpm
        ? await run('npm', ['run', '-s', 'staff', '--', ...args], { cwd: root, env })
        : await run(process.execPath, [bundled, ...args], { cwd: root, env });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('lists pending registrations, approves one, and disables it again', async () => {
    const first = await register(t.app, 'Admin', 'CSE', { staffName: 'First Admin' });
    const listed = await command(true, ['list', '--pending']);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(new RegExp(`pending +CSE +Admin +${first.email}  First Admin`));

    const approved = await staffCommand('approve', first.email.toUpperCase());
    expect(approved).toEqual({
      code: 0,
      output: `Approved First Admin <${first.email}>, Admin of CSE.\n`,
    });
    const signedIn = await login(first.email, first.idCardNumber);
    expect(signedIn.statusCode).toBe(200);
    const cookie = `portal_session=${signedIn.cookies.find((c) => c.name === 'portal_session')?.value}`;
    expect((await me(cookie)).statusCode).toBe(200);

    const disabled = await staffCommand('disable', first.email);
    expect(disabled.code).toBe(0);
    expect((await me(cookie)).statusCode).toBe(401);

    const unknown = await staffCommand('approve', 'nobody@college.test');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No staff member has the email nobody@college.test.');
  }, 60_000);

  it("lists an Admin's API tokens and revokes one by id from the command line", async () => {
    // The command reads the real clock: the tokens are made on today's, so they are live.
    const testDay = t.clock.now();
    t.clock.set(new Date());
    onTestFinished(() => t.clock.set(testDay));
    const admin = await signUp(t.app, 'Admin', 'MECH');
    const made = async (name: string, scope = 'read') => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie: admin.cookie },
        payload: { name, scope },
      });
      return json(answer) as { token: { tokenId: number }; secret: string };
    };
    const nightly = await made('ERP nightly pull');
    const importer = await made('Timetable sync', 'read+import');
    const pull = () =>
      t.app.inject({
        url: '/api/admin/students',
        headers: { authorization: `Bearer ${nightly.secret}` },
      });
    expect((await pull()).statusCode).toBe(200);

    const listed = await staffCommand('tokens', admin.staff.email);
    expect(listed.code).toBe(0);
    const lines = listed.output.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^ *${importer.token.tokenId}  live +read\\+import +"Timetable sync"  .*last used never`,
      ),
    );
    expect(lines[1]).toMatch(
      new RegExp(`^ *${nightly.token.tokenId}  live +read +"ERP nightly pull"`),
    );
    expect(lines[1]).not.toContain('last used never');

    const revoked = await staffCommand('revoke-token', String(nightly.token.tokenId));
    expect(revoked).toEqual({
      code: 0,
      output: `Revoked API token ${nightly.token.tokenId} "ERP nightly pull" of ${admin.staff.staffName}; it stops working at once.\n`,
    });
    expect((await pull()).statusCode).toBe(401);
    expect((await staffCommand('tokens', admin.staff.email)).output).toMatch(
      new RegExp(`${nightly.token.tokenId}  revoked +read +"ERP nightly pull"`),
    );
    const again = await staffCommand('revoke-token', String(nightly.token.tokenId));
    expect(again.output).toContain('was already revoked');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'token-revoke')
      .where('entity_id', '=', String(nightly.token.tokenId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBeNull();
    expect(JSON.parse(audit[0]!.details!)).toEqual({
      via: 'command line',
      token: 'ERP nightly pull',
    });

    expect((await staffCommand('revoke-token', '999999')).output).toContain(
      'No API token has the id 999999.',
    );
    expect((await staffCommand('revoke-token', 'ERP')).output).toContain('Usage:');
    expect((await staffCommand('tokens', 'nobody@college.test')).code).toBe(1);
  }, 120_000);

  it("ends a disabled account's sessions at once and refuses its sign-in with 403", async () => {
    const teacher = await signUp(t.app, 'Subject_Staff', 'ECE');
    expect((await me(teacher.cookie)).statusCode).toBe(200);
    await disableByEmail(t.database.db, teacher.staff.email, t.clock.now());
    expect((await me(teacher.cookie)).statusCode).toBe(401);
    const refused = await login(teacher.staff.email, teacher.idCardNumber);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      message: 'Sign-in failed: this account has been disabled.',
      code: 'ACCOUNT_DISABLED',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'action'])
      .where('entity_id', '=', String(teacher.staff.staffID))
      .where('action', '=', 'disable')
      .execute();
    expect(audit).toEqual([{ staff_id: null, action: 'disable' }]);
  });
});

describeEachDatabase('REGISTRATION_APPROVAL=off', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTRATION_APPROVAL: 'off' });
  });
  afterAll(async () => t.close());

  it('signs a registration in at once, as before approval existed', async () => {
    const registration = await register(t.app, 'HOD', 'CSE');
    expect(json(registration.response).message).toBe('Staff registered successfully');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: registration.email,
        idCardNumber: registration.idCardNumber,
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describeEachDatabase('migration 004', (kind) => {
  it('marks every staff member of an existing database approved', async () => {
    const database = await openMigratedTo(kind, '003_attendance_void_columns');
    try {
      const db = database.db;
      await sql`insert into staff (staff_name, staff_code, department, designation, email, phone, id_card_digest, created_at)
        values ('Old Timer', 'STF9001', 'CSE', 'HOD', 'old@college.test', '1', 'digest-old', '2025-01-01T00:00:00.000Z')`.execute(
        db,
      );
      await migrateToLatest(db, database.schema);
      const row = await db
        .selectFrom('staff')
        .select(['status', 'approved_by'])
        .where('email', '=', 'old@college.test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'approved', approved_by: null });
    } finally {
      await database.close();
      await database.drop();
    }
  });
});
