import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedSubject } from '../factories/seed';
import { multipart, xlsxFile, STUDENT_HEADERS, studentRow } from '../factories/spreadsheets';

describeEachDatabase('API tokens for scripts', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let otherAdmin: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { API_TOKEN_RATE_PER_MINUTE: '5' });
    admin = await signUp(t.app, 'Admin', 'CSE');
    otherAdmin = await signUp(t.app, 'Admin', 'ECE');
  });
  afterAll(async () => t.close());

  const create = async (who: SignedInStaff, body: object = {}) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: who.cookie },
      payload: { name: 'ERP nightly pull', ...body },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return json(answer) as {
      token: { tokenId: number; scope: string; expiresAt: string };
      secret: string;
    };
  };
  const call = (
    secret: string,
    url: string,
    method: 'GET' | 'POST' = 'GET',
    extra: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: extra.payload as string,
      headers: { ...extra.headers, authorization: `Bearer ${secret}` },
    });

  it('is made by an Admin, shown once, stored as its hash, listed without it, revoked at once', async () => {
    const { token, secret } = await create(admin);
    expect(secret).toMatch(/^cap_/);
    expect(token.scope).toBe('read');
    expect(Date.parse(token.expiresAt) - t.clock.now().getTime()).toBe(90 * 24 * 3600_000);
    const row = await t.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', token.tokenId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const list = await t.app.inject({ url: '/api/tokens', headers: { cookie: admin.cookie } });
    expect(list.body).not.toContain(secret);
    expect(json(list)[0]).toMatchObject({
      name: 'ERP nightly pull',
      createdBy: admin.staff.staffName,
    });

    const read = await call(secret, '/api/admin/students');
    expect(read.statusCode).toBe(200);
    expect(read.headers['set-cookie']).toBeUndefined();
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${token.tokenId}`,
      headers: { cookie: admin.cookie },
    });
    expect(json(revoke).revokedAt).toBeTruthy();
    const after = await call(secret, '/api/admin/students');
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('INVALID_TOKEN');
  });

  it('refuses anyone but an Admin, a token managing tokens, and more than a year', async () => {
    const hod = await signUp(t.app, 'HOD', 'CSE');
    const byHod = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: hod.cookie },
      payload: { name: 'x' },
    });
    expect(byHod.statusCode).toBe(403);
    const { secret } = await create(admin);
    expect((await call(secret, '/api/tokens')).statusCode).toBe(403);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: admin.cookie },
      payload: { name: 'x', expiresInDays: 400 },
    });
    expect(long.statusCode).toBe(400);
  });

  it('keeps to its scope: never marking, importing only with read+import', async () => {
    const readOnly = (await create(admin)).secret;
    const importer = (await create(admin, { scope: 'read+import' })).secret;
    const file = multipart(
      'students.xlsx',
      await xlsxFile([STUDENT_HEADERS, studentRow('TOK001', { Batch: 'CSE2021-2025' })]),
    );
    const refused = await call(readOnly, '/api/students/import', 'POST', file);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('TOKEN_SCOPE');
    const preview = await call(importer, '/api/students/import', 'POST', file);
    expect(preview.statusCode, preview.body).toBe(200);
    for (const secret of [readOnly, importer]) {
      const mark = await call(secret, '/api/attendance/mark', 'POST', { payload: [] });
      expect(mark.statusCode).toBe(403);
      const assign = await call(secret, '/api/staff-subject/assign', 'POST', { payload: {} });
      expect(assign.statusCode).toBe(403);
    }
  });

  it('is named, with its Admin, wherever a change it made is attributed', async () => {
    const importer = (await create(admin, { name: 'ERP nightly pull', scope: 'read+import' }))
      .secret;
    const upload = async (register: string, auth: Record<string, string>) => {
      const form = multipart(
        `${register}.xlsx`,
        await xlsxFile([STUDENT_HEADERS, studentRow(register, { Batch: 'CSE2021-2025' })]),
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/students/import?commit=true',
        payload: form.payload,
        headers: { ...form.headers, ...auth },
      });
    };
    const byToken = await upload('ATTR001', { authorization: `Bearer ${importer}` });
    expect(byToken.statusCode, byToken.body).toBe(201);
    const byHand = await upload('ATTR002', { cookie: admin.cookie });
    expect(byHand.statusCode, byHand.body).toBe(201);

    const label = `ERP nightly pull (token of ${admin.staff.email})`;
    const list = await t.app.inject({ url: '/api/imports', headers: { cookie: admin.cookie } });
    expect(json(list).slice(0, 2)).toEqual([
      expect.objectContaining({ fileName: 'ATTR002.xlsx', created: 1, by: admin.staff.staffName }),
      expect.objectContaining({ fileName: 'ATTR001.xlsx', kind: 'students', by: label }),
    ]);
    // The same list for the script itself, and none of it for another department.
    expect(json(await call(importer, '/api/imports'))[1].by).toBe(label);
    const theirs = await t.app.inject({
      url: '/api/imports',
      headers: { cookie: otherAdmin.cookie },
    });
    expect(theirs.body).not.toContain('ATTR00');
  });

  it("sees only its Admin's department", async () => {
    const cse = await seedSubject(t.database.db, { department: 'CSE', subjectCode: 'TOKCSE' });
    const { secret } = await create(otherAdmin);
    const subjects = await call(secret, '/api/subjects/getSubject');
    expect(subjects.statusCode).toBe(200);
    expect(subjects.body).not.toContain('TOKCSE');
    const foreign = await call(secret, `/api/attendance/students?subjectId=${cse}`);
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it('stops at expiry, when its Admin is disabled, and with a session cookie', async () => {
    const short = (await create(admin, { expiresInDays: 1 })).secret;
    const { secret } = await create(admin);
    const withCookie = await t.app.inject({
      url: '/api/admin/students',
      headers: { authorization: `Bearer ${secret}`, cookie: admin.cookie },
    });
    expect(withCookie.statusCode).toBe(400);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 25 * 3600_000));
    expect((await call(short, '/api/admin/students')).statusCode).toBe(401);
    t.clock.set(start);
    const disabled = await signUp(t.app, 'Admin', 'MECH');
    const theirs = (await create(disabled)).secret;
    expect((await call(theirs, '/api/admin/students')).statusCode).toBe(200);
    await t.database.db
      .updateTable('staff')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.staff.staffID)
      .execute();
    expect((await call(theirs, '/api/admin/students')).statusCode).toBe(401);
  });

  it('is rate limited per token (429 with Retry-After) and audited by name', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 120_000));
    const { token, secret } = await create(admin, { name: 'Rate probe' });
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await call(secret, '/api/admin/students');
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'token-use')
      .where('entity_id', '=', String(token.tokenId))
      .execute();
    expect(audit).toHaveLength(6);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ token: 'Rate probe', method: 'GET' });
  });

  it('counts a wrong token like a failed sign-in of its address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await t.app.inject({
        url: '/api/admin/students',
        headers: { authorization: `Bearer cap_wrong${i}` },
        remoteAddress: '10.9.9.9',
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
