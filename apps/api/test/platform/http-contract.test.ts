import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp } from '../factories/staff';

/** Every call of spec section 7 (plus the sign-in extensions), as method and a concrete URL. */
const SIGNED_IN_CALLS: [string, string][] = [
  ['GET', '/api/auth/allstaff'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/admin/students'],
  ['POST', '/api/admin/students'],
  ['PUT', '/api/admin/students/1'],
  ['PUT', '/api/admin/students/update-batch?batch=B&year=1&semester=2'],
  ['POST', '/api/admin/students/inactives?batch=B&reason=left'],
  ['POST', '/api/admin/students/inactive-by-register?registerNumber=R1&reason=left'],
  ['POST', '/api/subjects/addSubject'],
  ['GET', '/api/subjects/getSubject'],
  ['DELETE', '/api/subjects/deleteSubject/1'],
  ['PUT', '/api/subjects/updateSubject/1'],
  ['POST', '/api/admin/allocate'],
  ['GET', '/api/admin/allocations'],
  ['GET', '/api/staff-subject/all'],
  ['POST', '/api/staff-subject/assign'],
  ['PUT', '/api/staff-subject/update-status'],
  ['DELETE', '/api/staff-subject/delete?staffId=1&subjectId=1'],
  ['GET', '/api/attendance/subjects/1'],
  ['GET', '/api/attendance/students?subjectId=1'],
  ['POST', '/api/attendance/mark'],
  ['GET', '/api/attendance/view?subjectID=1'],
  ['GET', '/api/attendance/cumulative?date=2026-03-10'],
  ['GET', '/api/staff/pending'],
  ['POST', '/api/staff/1/approve'],
  ['POST', '/api/staff/1/reject'],
  // The HOD's timetable grid import (issue 58).
  ['POST', '/api/week/timetable/grid-import'],
];

describeEachDatabase('HTTP contract', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each(SIGNED_IN_CALLS)('%s %s needs a session (401)', async (method, url) => {
    const answer = await t.app.inject({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('documents every call of the spec in the OpenAPI served at /api/docs', async () => {
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
    const spec = json(await t.app.inject({ url: '/api/docs/json' }));
    const documented = Object.entries(spec.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const [method, url] of SIGNED_IN_CALLS) {
      const path = url.split('?')[0]!.replace(/\/1$/, (end) => end);
      const pattern = new RegExp(`^${method} ${path.replace(/\/1(?=\/|$)/g, '/\\{[A-Za-z]+\\}')}$`);
      expect(
        documented.some((d) => pattern.test(d)),
        `${method} ${path}`,
      ).toBe(true);
    }
    for (const call of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/auth/captcha',
    ]) {
      expect(documented).toContain(call);
    }
  });

  it('declares, for every operation, its success answer, its refusals and its file types', async () => {
    const spec = json(await t.app.inject({ url: '/api/docs/json' }));
    const lacking: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses?: Record<string, { content?: object }> })
          .responses;
        const where = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(responses ?? {}).filter(([status]) => /^2/.test(status));
        if (success.length === 0 || success.some(([, answer]) => !answer.content)) {
          lacking.push(`${where}: no success answer with a body`);
        }
        for (const status of ['400', '500']) {
          if (!responses?.[status]) lacking.push(`${where}: no ${status} answer`);
        }
        const signedIn = SIGNED_IN_CALLS.some(
          ([m, url]) =>
            m === method.toUpperCase() && url.split('?')[0]!.startsWith(path.replace(/\{.*/, '')),
        );
        if (signedIn && !responses?.['401']) lacking.push(`${where}: no 401 answer`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it("fails a suite whose answers drift from the declared schemas (the helper's contract hook)", async () => {
    const drifting = await createTestApp(kind);
    const answer = z.object({ a: z.string() });
    drifting.app.get('/api/drift', { schema: { response: { 200: answer } } }, async () => ({
      a: 'x',
      extra: 1,
    }));
    drifting.app.get(
      '/api/undeclared',
      { schema: { response: { 200: answer } } },
      // 404 is deliberately not declared: the hook must report it.
      async (_q, reply) => reply.code(404 as 200).send({ a: 'gone' }),
    );
    await drifting.app.inject({ url: '/api/drift' });
    await drifting.app.inject({ url: '/api/undeclared' });
    await expect(drifting.close()).rejects.toThrow(
      /GET \/api\/drift → 200: the schema drops fields[\s\S]*GET \/api\/undeclared → 404: no answer declared/,
    );
  });

  it('answers malformed JSON, wrong media types, huge bodies and unknown routes in its own words', async () => {
    const admin = await signUp(t.app, 'Admin', 'CSE');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/subjects/addSubject',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"subjectCode": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text).message).toBe('Send the request body as application/json.');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(600 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge).message).toBe('The request body is too large.');
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
    const unknown = await t.app.inject({
      url: '/api/no-such-call',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('refuses U+0000 anywhere in a body, but not text that only spells its escape', async () => {
    const admin = await signUp(t.app, 'Admin', 'CSE');
    const add = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subjects/addSubject',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload,
      });
    const subject = (name: string) =>
      JSON.stringify({
        subjectCode: `NUL${name.length}`,
        subjectName: name,
        batch: 'CSE2024',
        year: 1,
        semester: 1,
        department: 'CSE',
        isCommon: false,
        isElective: false,
      });
    for (const name of ['Data\u0000Structures', '\u0000']) {
      const refused = await add(subject(name));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).code).toBe('VALIDATION');
    }
    // A backslash followed by "u0000" is six ordinary characters, stored as typed.
    const literal = await add(subject('Data\\u0000Structures'));
    expect(literal.statusCode).toBe(201);
    const listed = json(
      await t.app.inject({ url: '/api/subjects/getSubject', headers: { cookie: admin.cookie } }),
    ) as { subjectName: string }[];
    expect(listed.map((s) => s.subjectName)).toContain('Data\\u0000Structures');
  });

  it('answers 500 with a generic message and no details when the database fails', async () => {
    const broken = await createTestApp(kind);
    const admin = await signUp(broken.app, 'Admin', 'CSE');
    await broken.database.db.destroy();
    const answer = await broken.app.inject({
      url: '/api/auth/me',
      headers: { cookie: admin.cookie },
    });
    expect(answer.statusCode).toBe(500);
    expect(json(answer)).toEqual({
      message: 'Something went wrong on the server. Please try again.',
      code: 'INTERNAL',
    });
    const health = await broken.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await broken.app.close();
  });
});
