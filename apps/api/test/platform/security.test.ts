import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScripts } from '../../src/lib/inline-scripts';
import { contentSecurityPolicy } from '../../src/plugins/security';
import { CAPTCHA, createTestApp, json, type TestApp } from '../helpers';
import { captchaToken, signUp, type SignedInStaff } from '../factories/staff';
import { createClassroom, type Classroom } from '../factories/classroom';
import { snapshot } from '../snapshot';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectSecurityHeaders(answer: LightMyRequestResponse, https = false) {
  // The test apps serve no web page: no inline script is allowed.
  expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy([]));
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['content-security-policy']).toContain(
    "script-src 'self' 'wasm-unsafe-eval';",
  );
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['x-request-id']).toMatch(UUID);
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  if (https) expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  else expect(answer.headers['strict-transport-security']).toBeUndefined();
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts of the web page', () => {
  it('index.html has one of its own; the build adds the teacher shell after it', () => {
    const page = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(inlineScripts(page)).toHaveLength(1);
    expect(page.indexOf('<!-- teacher-shell -->')).toBeGreaterThan(page.indexOf('</script>'));
  });

  it('the policy allows exactly the inline scripts of the page served, by their hashes', async () => {
    const web = mkdtempSync(join(tmpdir(), 'attendance-web-'));
    const first = "document.documentElement.setAttribute('data-x', '1');";
    const shell = '{const shell=function(){};shell()}';
    writeFileSync(
      join(web, 'index.html'),
      `<!doctype html><head><script>${first}</script><script id="teacher-shell-code">${shell}` +
        '</script><script src="/home-hints.js" async></script></head><title>Portal</title>',
    );
    const served = await createTestApp('sqlite', { WEB_DIST: web });
    try {
      for (const url of ['/', '/staffpannel', '/api/health']) {
        const policy = (await served.app.inject({ url })).headers['content-security-policy'];
        // Both inline scripts and nothing else: the file script is allowed by 'self'.
        expect(policy).toContain(
          `script-src 'self' 'wasm-unsafe-eval' ${sha256(first)} ${sha256(shell)};`,
        );
      }
    } finally {
      await served.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('security headers and cross-site requests', () => {
  let t: TestApp;
  let room: Classroom;
  let admin: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    room = await createClassroom(t.app, t.database.db);
    admin = room.admin;
  });
  afterAll(async () => t.close());

  it('sets the headers on every answer: success, 4xx of every kind, 429, docs and odd addresses', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'ECE');
    const answers: Record<number, LightMyRequestResponse> = {};
    const calls: InjectOptions[] = [
      { url: '/api/health' },
      { url: '/api/campus' },
      { url: '/api/campus/logo' },
      { url: '/api/docs' },
      { url: '/api/docs/json' },
      { url: '/api/auth/me' },
      { url: '/api/admin/students', headers: { cookie: staff.cookie } },
      { url: '/api/no-such-call' },
      { url: '/api/%zz' },
      { url: '/' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 1 } },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(600 * 1024) }),
      },
      { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } },
    ];
    for (const call of calls) {
      const answer = await t.app.inject(call);
      answers[answer.statusCode] = answer;
      expectSecurityHeaders(answer);
      if (String(call.url).startsWith('/api/') && !String(call.url).startsWith('/api/campus/logo'))
        expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(Object.keys(answers).map(Number).sort()).toEqual([200, 400, 401, 403, 404, 413, 415]);
    expect(json(answers[400]!)).toHaveProperty('code');

    const attempt = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: staff.staff.email,
          idCardNumber: 'WRONG',
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
    for (let i = 0; i < 10; i += 1) await attempt();
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expectSecurityHeaders(throttled);
  });

  it('refuses state-changing calls from another site with 403, changing nothing', async () => {
    const before = await snapshot(t.database.db);
    const lock = { staffId: room.teacher.staff.staffID, subjectId: room.subjectId, status: false };
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080' }, // another port is another origin
      { origin: 'null' },
      { origin: 'file://' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
    ];
    for (const headers of forged) {
      for (const [method, url, payload] of [
        ['PUT', '/api/staff-subject/update-status', lock],
        ['POST', '/api/auth/logout', undefined],
        ['DELETE', '/api/subjects/deleteSubject/1', undefined],
        ['PATCH', '/api/admin/students/1', {}],
      ] as const) {
        const answer = await t.app.inject({
          method,
          url,
          payload,
          headers: { cookie: method === 'PUT' ? room.hod.cookie : admin.cookie, ...headers },
        });
        expect(answer.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(json(answer)).toEqual({
          message: 'Requests from other sites are not accepted.',
          code: 'CROSS_SITE',
        });
      }
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: admin.staff.email, idCardNumber: admin.idCardNumber },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it('lets the same origin, same-site and non-browser clients through, and reads from anywhere', async () => {
    const allowed: Record<string, string>[] = [
      {},
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'http://localhost', host: 'localhost:80' },
      { origin: 'https://portal.example', host: 'portal.example:443' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of allowed) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/staff-subject/update-status',
        headers: { cookie: room.hod.cookie, ...headers },
        payload: { staffId: room.teacher.staff.staffID, subjectId: room.subjectId, status: true },
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const read = await t.app.inject({
      url: '/api/auth/me',
      headers: {
        cookie: admin.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(read.statusCode).toBe(200);
    // No CORS header: another site's script cannot read the answer.
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('changes nothing on GET: every read, as every role, leaves the database as it was', async () => {
    const before = await snapshot(t.database.db);
    const reads = [
      '/api/auth/me',
      '/api/auth/allstaff',
      '/api/admin/students',
      '/api/subjects/getSubject',
      '/api/admin/allocations',
      '/api/staff-subject/all',
      `/api/attendance/subjects/${room.teacher.staff.staffID}`,
      `/api/attendance/students?subjectId=${room.subjectId}`,
      `/api/attendance/view?subjectID=${room.subjectId}`,
      '/api/attendance/cumulative?date=2026-03-10',
      '/api/campus',
    ];
    for (const who of [room.admin, room.hod, room.teacher]) {
      for (const url of reads) {
        const answer = await t.app.inject({ url, headers: { cookie: who.cookie } });
        expect(answer.statusCode).toBeLessThan(500);
      }
    }
    expect(await snapshot(t.database.db)).toEqual(before);
  });
});
