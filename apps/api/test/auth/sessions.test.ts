import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CAPTCHA,
  createTestApp,
  DEFAULT_NOW,
  describeEachDatabase,
  json,
  type TestApp,
} from '../helpers';
import { captchaToken, signIn, signUp } from '../factories/staff';

describeEachDatabase('sessions and sign-in throttling', (kind) => {
  let t: TestApp;
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('sets an HttpOnly, SameSite session cookie with a new id at every sign-in', async () => {
    const staff = await signUp(t.app, 'HOD', 'CSE');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: staff.staff.email,
        idCardNumber: staff.idCardNumber,
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });
    const cookie = login.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(`portal_session=${cookie?.value}`).not.toBe(staff.cookie);
    expect(login.body).not.toContain(staff.idCardNumber);
  });

  it('ends the session on logout: the same cookie replayed gets 401', async () => {
    const staff = await signUp(t.app, 'Admin', 'ECE');
    expect((await me(staff.cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: staff.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const replay = await me(staff.cookie);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('expires a session after 120 idle minutes, and after 12 hours however busy', async () => {
    try {
      const idle = await signUp(t.app, 'HOD', 'MECH');
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 119 * 60_000));
      expect((await me(idle.cookie)).statusCode).toBe(200);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + (119 + 121) * 60_000));
      expect((await me(idle.cookie)).statusCode).toBe(401);

      t.clock.set(DEFAULT_NOW);
      const busy = await signUp(t.app, 'HOD', 'CIVIL');
      for (let hour = 1; hour < 12; hour += 1) {
        t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + hour * 3600_000));
        expect((await me(busy.cookie)).statusCode).toBe(200);
      }
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 12 * 3600_000));
      expect((await me(busy.cookie)).statusCode).toBe(401);
    } finally {
      t.clock.set(DEFAULT_NOW);
    }
  });

  it('answers 429 after 10 failed sign-ins of one account within 15 minutes, then lets it in again', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'EEE');
    const attempt = async (idCardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: staff.staff.email,
          idCardNumber,
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
    try {
      for (let i = 0; i < 10; i += 1) expect((await attempt('WRONG')).statusCode).toBe(401);
      const blocked = await attempt(staff.idCardNumber);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).message).toBe(
        'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
      );
      expect(blocked.headers['retry-after']).toBe('900');
      // Another account behind the same address is not affected.
      const other = await signUp(t.app, 'Subject_Staff', 'EEE');
      expect((await me(other.cookie)).statusCode).toBe(200);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 15 * 60_000 + 1000));
      await expect(signIn(t.app, staff.staff.email, staff.idCardNumber)).resolves.toBeTruthy();
    } finally {
      t.clock.set(DEFAULT_NOW);
    }
  });

  it('refuses a used email with 409, and unknown departments with 400', async () => {
    const first = await signUp(t.app, 'Admin', 'MBA');
    const register = async (overrides: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          staffName: 'Someone',
          department: 'MBA',
          designation: 'HOD',
          email: 'someone.new@college.test',
          phone: '9876543210',
          idCardNumber: 'UNIQUE-ID-77',
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
          ...overrides,
        },
      });
    const email = await register({ email: first.staff.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(json(email).message).toBe('This email is already registered.');
    const department = await register({ department: 'ARTS' });
    expect(department.statusCode).toBe(400);
    expect(json(department).message).toBe(
      'department: must be one of CSE, ECE, EEE, MECH, CIVIL, CSE_AI_ML, MBA',
    );
    const designation = await register({ designation: 'Principal' });
    expect(designation.statusCode).toBe(400);
    expect(json(designation).message).toBe('designation: must be one of Admin, HOD, Subject_Staff');
    const missing = await register({ staffName: '' });
    expect(json(missing).message).toBe('staffName: is required');
  });

  it('gives the HOD the staff of their department, without ID card numbers, and refuses others', async () => {
    const hod = await signUp(t.app, 'HOD', 'CSE_AI_ML');
    const teacher = await signUp(t.app, 'Subject_Staff', 'CSE_AI_ML');
    await signUp(t.app, 'Subject_Staff', 'CSE');
    const list = await t.app.inject({ url: '/api/auth/allstaff', headers: { cookie: hod.cookie } });
    expect(list.statusCode).toBe(200);
    const staff = json(list);
    expect(staff.map((s: { department: string }) => s.department)).toEqual([
      'CSE_AI_ML',
      'CSE_AI_ML',
    ]);
    expect(staff[0]).not.toHaveProperty('idCardNumber');
    expect(list.body).not.toContain(teacher.idCardNumber);
    expect(
      (await t.app.inject({ url: '/api/auth/allstaff', headers: { cookie: teacher.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});
