import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { disableByEmail, resetPasskeysByEmail } from '../../src/modules/staff/staff-operations';
import {
  CAPTCHA,
  createTestApp,
  describeEachDatabase,
  json,
  sessionCookie,
  type TestApp,
} from '../helpers';
import { SoftAuthenticator } from '../factories/authenticator';
import { captchaToken, signUp, signUpEnrolling, type SignedInStaff } from '../factories/staff';

const ORIGIN = 'https://attendance.college.test';
const RP_ID = 'attendance.college.test';

/** Adds a passkey to a signed-in staff member with a fresh software authenticator. */
async function enrol(app: FastifyInstance, cookie: string, name = 'My phone') {
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const options = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration-options',
    headers: { cookie },
  });
  expect(options.statusCode).toBe(200);
  const added = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys',
    headers: { cookie },
    payload: { name, response: authenticator.register(json(options)) },
  });
  return { authenticator, added };
}

async function passkeySignIn(
  app: FastifyInstance,
  authenticator: SoftAuthenticator,
  bend: Parameters<SoftAuthenticator['assert']>[1] = {},
  headers: Record<string, string> = {},
) {
  const options = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in-options',
    headers,
  });
  const response = authenticator.assert(json(options), bend);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/sign-in',
    headers,
    payload: { response },
  });
  return { answer, response };
}

async function emailSignIn(
  app: FastifyInstance,
  who: SignedInStaff,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: {
      email: who.staff.email,
      idCardNumber: who.idCardNumber,
      captchaToken: await captchaToken(app),
      captchaAnswer: CAPTCHA,
    },
  });
}

describeEachDatabase('passkeys', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('adds, lists, renames and signs in with a passkey; every step is audited', async () => {
    const teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    const { authenticator, added } = await enrol(t.app, teacher.cookie, 'Office PC');
    expect(added.statusCode).toBe(201);
    const id = json(added).id as string;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passkeys/${id}`,
      headers: { cookie: teacher.cookie },
      payload: { name: 'Laptop' },
    });
    expect(renamed.statusCode).toBe(200);

    const { answer } = await passkeySignIn(t.app, authenticator);
    expect(answer.statusCode).toBe(200);
    expect(json(answer).staff.email).toBe(teacher.staff.email);
    const cookie = sessionCookie(answer);
    expect((await me(cookie)).statusCode).toBe(200);

    const list = json(await t.app.inject({ url: '/api/auth/passkeys', headers: { cookie } }));
    expect(list).toEqual([
      {
        id,
        name: 'Laptop',
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: t.clock.now().toISOString(),
      },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('staff_id', '=', teacher.staff.staffID)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['register', 'login', 'passkey-add', 'login']);
    expect(audit[3]?.details).toContain('passkey');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/passkeys/${id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await passkeySignIn(t.app, authenticator)).answer.statusCode).toBe(401);
  });

  it('refuses a replayed challenge, a wrong origin and a counter going backwards', async () => {
    const teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    const { authenticator } = await enrol(t.app, teacher.cookie);
    const first = await passkeySignIn(t.app, authenticator, { counter: 5 });
    expect(first.answer.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/sign-in',
      payload: { response: first.response },
    });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).code).toBe('PASSKEY_CHALLENGE_SPENT');

    const elsewhere = await passkeySignIn(t.app, authenticator, { origin: 'https://evil.test' });
    expect(elsewhere.answer.statusCode).toBe(401);
    expect(json(elsewhere.answer).code).toBe('PASSKEY_SIGN_IN_FAILED');

    const cloned = await passkeySignIn(t.app, authenticator, { counter: 3 });
    expect(cloned.answer.statusCode).toBe(401);
    expect((await passkeySignIn(t.app, authenticator, { counter: 6 })).answer.statusCode).toBe(200);

    // An expired challenge counts as spent too.
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/sign-in-options',
    });
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/sign-in',
      payload: { response: authenticator.assert(json(options)) },
    });
    expect(json(late).code).toBe('PASSKEY_CHALLENGE_SPENT');
  });

  it("refuses another account's credential and wrong-origin registrations", async () => {
    const a = await signUp(t.app, 'Subject_Staff', 'CSE');
    const b = await signUp(t.app, 'Subject_Staff', 'CSE');
    const { authenticator: keyOfA, added } = await enrol(t.app, a.cookie);
    const { authenticator: keyOfB } = await enrol(t.app, b.cookie);
    const handleOfB = keyOfB.credentials[0]!.userHandle;
    const posing = await passkeySignIn(t.app, keyOfA, { userHandle: handleOfB });
    expect(posing.answer.statusCode).toBe(401);
    expect(json(posing.answer).code).toBe('PASSKEY_UNKNOWN');
    const foreign = `/api/auth/passkeys/${json(added).id}`;
    const headers = { cookie: b.cookie };
    expect((await t.app.inject({ method: 'DELETE', url: foreign, headers })).statusCode).toBe(404);

    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers,
      payload: {
        name: 'Phished',
        response: new SoftAuthenticator(ORIGIN, RP_ID).register(json(options), {
          origin: 'https://evil.test',
        }),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('PASSKEY_INVALID');
  });

  it('signs in nobody whose account is disabled from the command line', async () => {
    const teacher = await signUp(t.app, 'Subject_Staff', 'ECE');
    const { authenticator } = await enrol(t.app, teacher.cookie);
    await disableByEmail(t.database.db, teacher.staff.email, t.clock.now());
    const { answer } = await passkeySignIn(t.app, authenticator);
    expect(answer.statusCode).toBe(403);
    expect(json(answer).code).toBe('ACCOUNT_DISABLED');
  });

  it('enforces the department policy: passkey only, enrol-only sessions, grace period', async () => {
    const admin = await signUp(t.app, 'Admin', 'MECH');
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/passkey-policy',
      headers: { cookie: admin.cookie },
      payload: { policy: 'everyone' },
    });
    expect(policy.statusCode).toBe(200);

    const teacher = await signUp(t.app, 'Subject_Staff', 'MECH');
    const session = json(
      await t.app.inject({ url: '/api/auth/session', headers: { cookie: teacher.cookie } }),
    );
    expect(session.enrolPasskey).toBe(true);
    const subjects = `/api/attendance/subjects/${teacher.staff.staffID}`;
    const held = await t.app.inject({ url: subjects, headers: { cookie: teacher.cookie } });
    expect(held.statusCode).toBe(403);
    expect(json(held).code).toBe('PASSKEY_ENROL_REQUIRED');
    expect((await enrol(t.app, teacher.cookie)).added.statusCode).toBe(201);
    expect(
      (await t.app.inject({ url: subjects, headers: { cookie: teacher.cookie } })).statusCode,
    ).toBe(200);

    const refused = await emailSignIn(t.app, teacher);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      message: 'Sign in with your passkey; ask your HOD to reset it if you lost it.',
      code: 'PASSKEY_REQUIRED',
    });
    // The refusals still count for the throttle.
    for (let i = 0; i < 9; i += 1) await emailSignIn(t.app, teacher);
    expect((await emailSignIn(t.app, teacher)).statusCode).toBe(429);

    const late = await signUp(t.app, 'HOD', 'MECH');
    t.clock.set(new Date(t.clock.now().getTime() + 8 * 24 * 3600_000));
    const expired = await emailSignIn(t.app, late);
    expect(expired.statusCode).toBe(403);
    expect(json(expired).code).toBe('PASSKEY_ENROL_EXPIRED');
  });

  it('keeps the public calls public for an enrol-only session; only signed-in calls wait', async () => {
    const caught = await signUpEnrolling(t.app, 'MBA');
    const headers = { cookie: caught.cookie };
    const other = await signUp(t.app, 'HOD', 'CSE');
    const { authenticator } = await enrol(t.app, other.cookie);

    for (const url of ['/api/campus', '/api/campus/logo', '/api/health', '/api/auth/captcha']) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    expect(json(await t.app.inject({ url: '/api/auth/session', headers })).enrolPasskey).toBe(true);
    // Someone else signs in on the same phone, by ID card or by passkey.
    const byCard = await emailSignIn(t.app, other, headers);
    expect(byCard.statusCode, byCard.body).toBe(200);
    expect(json(byCard).staff.staffID).toBe(other.staff.staffID);
    const byPasskey = await passkeySignIn(t.app, authenticator, {}, headers);
    expect(byPasskey.answer.statusCode, byPasskey.answer.body).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        staffName: 'New Teacher',
        department: 'MBA',
        designation: 'Subject_Staff',
        email: 'new.teacher.mba@college.test',
        phone: '9876543210',
        idCardNumber: 'ID-NEW-MBA-1',
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    // The caught session itself still only reaches who-am-I and adding a passkey.
    expect((await me(caught.cookie)).statusCode).toBe(200);
    const held = await t.app.inject({
      url: `/api/attendance/subjects/${caught.staff.staffID}`,
      headers,
    });
    expect(json(held).code).toBe('PASSKEY_ENROL_REQUIRED');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await me(caught.cookie)).statusCode).toBe(401);
  });

  it('resets by the HOD, the Admin and the command line: passkeys gone, sessions ended', async () => {
    const hod = await signUp(t.app, 'HOD', 'CIVIL');
    const admin = await signUp(t.app, 'Admin', 'CIVIL');
    const teacher = await signUp(t.app, 'Subject_Staff', 'CIVIL');
    const outsider = await signUp(t.app, 'Subject_Staff', 'EEE');
    const { authenticator } = await enrol(t.app, teacher.cookie);
    const reset = (by: SignedInStaff, who: SignedInStaff) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/${who.staff.staffID}/reset-passkeys`,
        headers: { cookie: by.cookie },
      });

    expect((await reset(hod, admin)).statusCode).toBe(403);
    expect((await reset(hod, outsider)).statusCode).toBe(404);
    const holders = json(
      await t.app.inject({ url: '/api/staff/passkey-holders', headers: { cookie: hod.cookie } }),
    );
    expect(holders).toEqual([
      expect.objectContaining({ staffID: teacher.staff.staffID, passkeys: 1 }),
    ]);

    expect((await reset(hod, teacher)).statusCode).toBe(200);
    expect((await me(teacher.cookie)).statusCode).toBe(401);
    expect((await passkeySignIn(t.app, authenticator)).answer.statusCode).toBe(401);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id'])
      .where('action', '=', 'passkey-reset')
      .where('entity_id', '=', String(teacher.staff.staffID))
      .execute();
    expect(audit).toEqual([{ staff_id: hod.staff.staffID }]);

    expect((await reset(admin, hod)).statusCode).toBe(200);
    const again = await emailSignIn(t.app, teacher);
    const { authenticator: second } = await enrol(t.app, sessionCookie(again));
    expect(
      await resetPasskeysByEmail(t.database.db, t.config, teacher.staff.email, t.clock.now()),
    ).toContain('Reset the passkeys of');
    expect((await passkeySignIn(t.app, second)).answer.statusCode).toBe(401);
  });

  it('without PUBLIC_ORIGIN works on localhost only, and says so elsewhere', async () => {
    const local = await createTestApp(kind);
    try {
      const options = (host: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/auth/passkeys/sign-in-options',
          headers: { host },
        });
      expect(json(await options('localhost:8080')).rpId).toBe('localhost');
      const elsewhere = await options('attendance.college.test');
      expect(elsewhere.statusCode).toBe(409);
      expect(json(elsewhere).code).toBe('PASSKEYS_UNAVAILABLE');
    } finally {
      await local.close();
    }
  });
});
