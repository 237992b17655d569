import type { Designation } from '@attendance/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CAPTCHA,
  createTestApp,
  DEFAULT_NOW,
  describeEachDatabase,
  json,
  type TestApp,
} from '../helpers';
import { captchaToken, register, signUp } from '../factories/staff';

describeEachDatabase('staff approval', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

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
  const pending = (cookie: string) =>
    t.app.inject({ url: '/api/staff/pending', headers: { cookie } });
  const decide = (cookie: string, staffId: number, decision: 'approve' | 'reject') =>
    t.app.inject({ method: 'POST', url: `/api/staff/${staffId}/${decision}`, headers: { cookie } });
  const staffId = async (email: string) =>
    (
      await t.database.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const pendingIn = async (designation: Designation, department: string) => {
    const registration = await register(t.app, designation, department);
    return { ...registration, id: await staffId(registration.email) };
  };

  it('answers a registration with 201 and a pending message, and refuses its sign-in with 403', async () => {
    const registration = await register(t.app, 'Admin', 'CSE');
    expect(registration.response.statusCode).toBe(201);
    const message = json(registration.response).message as string;
    expect(message).toBe(
      'Registration received. You can sign in once your department approves it.',
    );
    expect(message).not.toMatch(/fail|error|captcha/i);

    const refused = await login(registration.email, registration.idCardNumber);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({
      message: 'Sign-in failed: your registration is awaiting approval.',
      code: 'APPROVAL_PENDING',
    });
    expect(refused.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
    const sessions = await t.database.db.selectFrom('sessions').selectAll().execute();
    const id = await staffId(registration.email);
    expect(sessions.filter((s) => s.staff_id === id)).toEqual([]);

    // The status shows only to the holder of the right ID card number.
    expect((await login(registration.email, 'WRONG-CARD')).statusCode).toBe(401);
  });

  it('lists pending registrations of the department: a HOD sees Subject_Staff, an Admin everyone', async () => {
    const admin = await signUp(t.app, 'Admin', 'ECE');
    const hod = await signUp(t.app, 'HOD', 'ECE');
    const teacher = await pendingIn('Subject_Staff', 'ECE');
    const leader = await pendingIn('HOD', 'ECE');
    await pendingIn('Subject_Staff', 'EEE');

    expect(json(await pending(hod.cookie))).toEqual([
      {
        staffID: teacher.id,
        staffName: expect.any(String),
        email: teacher.email,
        phone: '9876543210',
        department: 'ECE',
        designation: 'Subject_Staff',
        registeredAt: DEFAULT_NOW,
      },
    ]);
    const forAdmin = json<{ staffID: number }[]>(await pending(admin.cookie));
    expect(forAdmin.map((p) => p.staffID)).toEqual([teacher.id, leader.id]);
    // Pending staff are nobody's yet: not on the HOD's staff list.
    const allStaff = await t.app.inject({
      url: '/api/auth/allstaff',
      headers: { cookie: hod.cookie },
    });
    expect(json<{ email: string }[]>(allStaff).map((s) => s.email)).not.toContain(teacher.email);

    const outsider = await signUp(t.app, 'Subject_Staff', 'ECE');
    expect((await pending(outsider.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/pending' })).statusCode).toBe(401);
  });

  it('refuses decisions across departments (404) and by the wrong role (403)', async () => {
    const admin = await signUp(t.app, 'Admin', 'MECH');
    const hod = await signUp(t.app, 'HOD', 'MECH');
    const teacher = await signUp(t.app, 'Subject_Staff', 'MECH');
    const elsewhere = await pendingIn('Subject_Staff', 'CIVIL');
    const leader = await pendingIn('Admin', 'MECH');

    for (const decision of ['approve', 'reject'] as const) {
      const across = await decide(admin.cookie, elsewhere.id, decision);
      expect(across.statusCode).toBe(404);
      expect(json(across).message).toBe('No registration with this id in your department.');
      expect((await decide(admin.cookie, 987654, decision)).statusCode).toBe(404);
      const byHod = await decide(hod.cookie, leader.id, decision);
      expect(byHod.statusCode).toBe(403);
      expect(json(byHod).message).toBe(
        'Only an Admin of the department can approve or reject a HOD or an Admin.',
      );
      expect((await decide(teacher.cookie, leader.id, decision)).statusCode).toBe(403);
      expect((await decide(admin.cookie, 0, decision)).statusCode).toBe(400);
    }
    expect((await login(elsewhere.email, elsewhere.idCardNumber)).statusCode).toBe(403);
  });

  it('lets the HOD approve a teacher and an Admin approve a HOD, once, with the audit log', async () => {
    const admin = await signUp(t.app, 'Admin', 'CSE_AI_ML');
    const hod = await signUp(t.app, 'HOD', 'CSE_AI_ML');
    const teacher = await pendingIn('Subject_Staff', 'CSE_AI_ML');
    const leader = await pendingIn('HOD', 'CSE_AI_ML');

    const approved = await decide(hod.cookie, teacher.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toEqual({
      message: 'Registration approved.',
      staffID: teacher.id,
      status: 'approved',
    });
    expect((await login(teacher.email, teacher.idCardNumber)).statusCode).toBe(200);
    expect((await decide(admin.cookie, leader.id, 'approve')).statusCode).toBe(200);
    expect((await login(leader.email, leader.idCardNumber)).statusCode).toBe(200);

    const again = await decide(admin.cookie, teacher.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This registration has already been approved or rejected.');

    const row = await t.database.db
      .selectFrom('staff')
      .select(['status', 'approved_by', 'approved_at'])
      .where('id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'approved',
      approved_by: hod.staff.staffID,
      approved_at: DEFAULT_NOW,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'action', 'entity_id'])
      .where('entity', '=', 'staff')
      .where('action', 'in', ['approve', 'reject'])
      .where('entity_id', 'in', [String(teacher.id), String(leader.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { staff_id: hod.staff.staffID, action: 'approve', entity_id: String(teacher.id) },
      { staff_id: admin.staff.staffID, action: 'approve', entity_id: String(leader.id) },
    ]);
  });

  it('rejects a registration for good and frees its email and ID card number', async () => {
    const admin = await signUp(t.app, 'Admin', 'MBA');
    const first = await pendingIn('Subject_Staff', 'MBA');

    const rejected = await decide(admin.cookie, first.id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected)).toMatchObject({ message: 'Registration rejected.', status: 'rejected' });
    expect((await login(first.email, first.idCardNumber)).statusCode).toBe(401);
    expect(json(await pending(admin.cookie))).toEqual([]);
    expect((await decide(admin.cookie, first.id, 'approve')).statusCode).toBe(409);

    const again = await register(t.app, 'Subject_Staff', 'MBA', {
      email: first.email,
      idCardNumber: first.idCardNumber,
    });
    expect(again.response.statusCode).toBe(201);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'reject')
      .where('entity_id', '=', String(first.id))
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(admin.staff.staffID);
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ email: first.email });
  });
});
