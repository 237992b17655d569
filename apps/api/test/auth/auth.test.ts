import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@attendance/domain';
import { CAPTCHA, createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { captchaToken, signIn, signUp } from '../factories/staff';

describeEachDatabase('auth', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('serves health and campus without a session', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const campus = json(await t.app.inject({ url: '/api/campus' }));
    expect(campus.departments).toHaveLength(7);
    expect(campus.markingWindow).toEqual({ start: '09:00', end: '19:00' });
    expect(campus.timezone).toBe('Asia/Kolkata');
    expect(campus.locale).toBe('en-IN');
  });

  it('registers, signs in, answers me, and never shows the ID card number', async () => {
    const admin = await signUp(t.app, 'Admin', 'cse');
    expect(admin.staff.department).toBe('CSE');
    expect(admin.staff.staffCode).toMatch(/^STF\d{4}$/);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain(admin.idCardNumber);
    expect(json(me).staff.designation).toBe('Admin');
  });

  it('answers the session as a normal state: the staff, or null when signed out (never 401)', async () => {
    const hod = await signUp(t.app, 'HOD', 'ECE');
    const mine = await t.app.inject({ url: '/api/auth/session', headers: { cookie: hod.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(json(mine).staff).toMatchObject({ designation: 'HOD', department: 'ECE' });
    expect(mine.body).not.toContain(hod.idCardNumber);
    const nobody = await t.app.inject({ url: '/api/auth/session' });
    expect(nobody.statusCode).toBe(200);
    expect(json(nobody)).toEqual({ staff: null });
    const stale = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: 'portal_session=not-a-session' },
    });
    expect(json(stale)).toEqual({ staff: null });
  });

  it('refuses a wrong, missing or reused CAPTCHA', async () => {
    const token = await captchaToken(t.app);
    const body = { email: 'x@college.test', idCardNumber: 'ID1' };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...body, captchaToken: token, captchaAnswer: 'NOPE00' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(MESSAGES.captchaMismatch);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.captchaMissing);

    const fresh = await captchaToken(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...body, captchaToken: fresh, captchaAnswer: CAPTCHA.toLowerCase() },
    });
    expect(first.statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...body, captchaToken: fresh, captchaAnswer: CAPTCHA },
    });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).message).toBe(MESSAGES.captchaMismatch);
  });

  it('gives the same 401 for an unknown email and a wrong ID card', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'ECE');
    for (const [email, idCardNumber] of [
      ['nobody@college.test', staff.idCardNumber],
      [staff.staff.email.toUpperCase(), 'WRONG'],
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email,
          idCardNumber,
          captchaToken: await captchaToken(t.app),
          captchaAnswer: CAPTCHA,
        },
      });
      expect(answer.statusCode).toBe(401);
      expect(json(answer).message).toBe(MESSAGES.invalidCredentials);
    }
    // Email matched without regard to case.
    await expect(
      signIn(t.app, staff.staff.email.toUpperCase(), staff.idCardNumber),
    ).resolves.toBeTruthy();
  });
});
