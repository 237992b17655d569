import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { CAPTCHA, createTestApp, json, type TestApp } from '../helpers';
import { captchaToken, signUp } from '../factories/staff';
import { scratchDirs } from '../scratch-dirs';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  ip?: string;
  statusCode?: number;
  code?: string;
  account?: string;
}

/** A server on SQLite whose log lines land in `lines`. */
async function withLog(env: Record<string, string> = {}) {
  const raw: string[] = [];
  const t = await createTestApp(
    'sqlite',
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line) => void raw.push(line) } },
  );
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  return { t, raw, lines };
}

const FORGED = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY', () => {
  const dir = scratchDirs('attendance-proxy-');

  it('reads addresses, subnets, lists and hop counts, and refuses what would surprise', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, dir()).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('10.0.0.0/8, ::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trust('192.168.0.0/255.255.0.0')).toEqual(['192.168.0.0/255.255.0.0']);
    for (const bad of ['true', 'yes', 'proxy.local', '10.0.0.0/33', '11']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
    }
    expect(() => trust('true')).toThrow("TRUST_PROXY must be the proxy's addresses or subnets");
  });

  let open: TestApp | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it('off: a forged X-Forwarded-For or -Proto changes nothing', async () => {
    const { t, lines } = await withLog();
    open = t;
    const staff = await signUp(t.app, 'HOD', 'CSE');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: FORGED,
      payload: {
        email: staff.staff.email,
        idCardNumber: staff.idCardNumber,
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies[0]?.secure).toBeFalsy();
    expect(login.headers['strict-transport-security']).toBeUndefined();
    const line = lines().find(
      (l) => l.reqId === login.headers['x-request-id'] && l.msg === 'request',
    );
    expect(line?.ip).toBe('127.0.0.1');
  });

  it.each([['127.0.0.1'], ['1']])(
    'set to %s: behind the proxy the cookie is Secure, HSTS is sent and the client address is logged',
    async (setting) => {
      const { t, lines } = await withLog({ TRUST_PROXY: setting });
      open = t;
      const staff = await signUp(t.app, 'HOD', 'CSE');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          ...FORGED,
          origin: 'https://portal.example',
          'x-forwarded-host': 'portal.example',
        },
        payload: {
          email: staff.staff.email,
          idCardNumber: staff.idCardNumber,
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
      expect(login.statusCode).toBe(200);
      expect(login.cookies[0]?.secure).toBe(true);
      expect(login.headers['strict-transport-security']).toMatch(/^max-age=/);
      const line = lines().find((l) => l.reqId === login.headers['x-request-id']);
      expect(line?.ip).toBe('203.0.113.9');
    },
  );

  it('trusts only the listed proxy: another peer forging the headers changes nothing', async () => {
    const { t } = await withLog({ TRUST_PROXY: '10.0.0.0/8' });
    open = t;
    const answer = await t.app.inject({ url: '/api/health', headers: FORGED });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logs', () => {
  it('write one line per request with its id, log refusals and failed sign-ins, and never a secret', async () => {
    const { t, raw, lines } = await withLog();
    try {
      const idCardNumber = 'IDCARD-SECRET-4711';
      const staff = await signUp(t.app, 'Subject_Staff', 'CSE', { idCardNumber });
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: staff.staff.email,
          idCardNumber: 'WRONG-SECRET-0815',
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
      expect(failed.statusCode).toBe(401);
      // Someone types their ID card number into the email field.
      const mistyped = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: 'MISTYPED-ID-9090',
          idCardNumber,
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
      expect(mistyped.statusCode).toBe(401);
      const refused = await t.app.inject({
        url: '/api/admin/students',
        headers: { cookie: staff.cookie },
      });
      expect(refused.statusCode).toBe(403);

      const all = lines();
      const requests = all.filter((l) => l.msg === 'request');
      // captcha, register, captcha, login (signUp), then captcha + login twice, then the refusal
      expect(requests).toHaveLength(9);
      expect(new Set(requests.map((l) => l.reqId)).size).toBe(9);
      const failures = all.filter((l) => l.msg === 'sign-in failed');
      expect(failures.map((l) => l.reqId)).toEqual([
        failed.headers['x-request-id'],
        mistyped.headers['x-request-id'],
      ]);
      expect(failures[0]).toMatchObject({ level: 40, code: 'INVALID_CREDENTIALS' });
      expect(failures[0]!.account).toMatch(/^[\w-]{16}$/);
      expect(failures[1]!.account).not.toBe(failures[0]!.account);
      expect(
        all.find((l) => l.reqId === refused.headers['x-request-id'] && l.msg === 'refused'),
      ).toMatchObject({ level: 40, code: 'FORBIDDEN' });

      const text = raw.join('');
      const cookieValue = staff.cookie.split('=')[1]!;
      for (const secret of [
        idCardNumber,
        'WRONG-SECRET-0815',
        'MISTYPED-ID-9090',
        CAPTCHA,
        cookieValue,
        'portal_session',
        'captchaToken',
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(json(failed).message).toBe('Invalid email or ID card number.');
    } finally {
      await t.close();
    }
  });
});
