import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { signIn } from '../factories/staff';
import {
  askCode,
  familyCookie,
  familySignIn,
  signInWithCode,
  SmsGateway,
  switchSide,
} from '../factories/family';

/**
 * Code sign-in of the student and parent side (issue 50), with the SMS gateway a real HTTP
 * listener behind SMS_WEBHOOK_URL. CSE: Asha (her phone 98765 43210; parent 90000 11111),
 * Bala, and Chitra whose parent number cannot be read; ECE: Dev, Asha's brother (the same
 * parent phone, written differently).
 */
describeEachDatabase('students and parents sign in with a code', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let cse: Classroom;
  let ece: Classroom;
  const ids: Record<string, number> = {};
  const home = (cookie: string, studentID: number) =>
    t.app.inject({ url: `/api/family/students/${studentID}/home`, headers: { cookie } });
  let day = 10;
  /** A new campus day: every phone has its five codes again; the Admins sign in afresh. */
  const nextDay = async () => {
    day += 1;
    t.clock.set(`2026-03-${day}T06:00:00.000Z`);
    for (const admin of [cse.admin, ece.admin]) {
      admin.cookie = (await signIn(t.app, admin.staff.email, admin.idCardNumber)).cookie;
    }
  };

  beforeAll(async () => {
    sms = new SmsGateway();
    const url = await sms.start();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: url, SMS_WEBHOOK_TOKEN: 'hook-secret' });
    cse = await createClassroom(t.app, t.database.db);
    ece = await createClassroom(t.app, t.database.db, { department: 'ECE', size: 1 });
    const phones: [string, string, string][] = [
      [cse.registerNumbers[0]!, '98765 43210', '+91 90000 11111'],
      [cse.registerNumbers[1]!, '91234 56789', '98111 22233'],
      [cse.registerNumbers[2]!, '91234 00000', 'not a phone'],
      [ece.registerNumbers[0]!, '99887 76655', '090000-11111'],
    ];
    for (const [registerNumber, studentNumber, parentNumber] of phones) {
      const row = await t.database.db
        .updateTable('students')
        .set({ student_number: studentNumber, parent_number: parentNumber })
        .where('register_number', '=', registerNumber)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[registerNumber] = row.id;
    }
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('refuses codes with a clear message while no department has opened the side', async () => {
    const answer = await askCode(t.app, 'student', cse.registerNumbers[0]!);
    expect(answer.statusCode).toBe(403);
    expect(json(answer)).toEqual({ message: FAMILY_MESSAGES.closed, code: 'FAMILY_CLOSED' });
    expect((await switchSide(t.app, cse.admin, true)).statusCode).toBe(200);
    expect((await switchSide(t.app, ece.admin, true)).statusCode).toBe(200);
  });

  it('sends the code by the webhook contract and signs the student in with it, once', async () => {
    const asked = await askCode(t.app, 'student', cse.registerNumbers[0]!.toLowerCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toEqual({ message: 'If this number is on record, a code has been sent.' });
    const [message] = await sms.waitFor(1);
    expect(message!.headers.authorization).toBe('Bearer hook-secret');
    expect(message!.headers['content-type']).toMatch(/^application\/json/);
    expect(message!.body).toMatchObject({ to: '+919876543210', kind: 'otp', templateId: null });
    expect(message!.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(message!.body.text).toMatch(/\b\d{6}\b.*10 minutes/);

    const code = sms.lastCode();
    const signedIn = await signInWithCode(t.app, 'student', cse.registerNumbers[0]!, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(json(signedIn).session).toMatchObject({
      kind: 'student',
      children: [{ registerNumber: cse.registerNumbers[0], department: 'CSE' }],
    });
    const cookie = familyCookie(signedIn);
    expect((await home(cookie, ids[cse.registerNumbers[0]!]!)).statusCode).toBe(200);
    const session = await t.app.inject({ url: '/api/family/session', headers: { cookie } });
    expect(json(session).session.kind).toBe('student');

    const again = await signInWithCode(t.app, 'student', cse.registerNumbers[0]!, code);
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe(FAMILY_MESSAGES.codeWrong);
  });

  it('refuses a wrong code, the right one after five wrong tries, and an expired one', async () => {
    await nextDay();
    const login = cse.registerNumbers[1]!;
    await askCode(t.app, 'student', login);
    await sms.waitFor(2);
    const code = sms.lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await signInWithCode(t.app, 'student', login, wrong)).statusCode).toBe(401);
    }
    const dead = await signInWithCode(t.app, 'student', login, code);
    expect(dead.statusCode).toBe(401);
    expect(json(dead).code).toBe('INVALID_CREDENTIALS');

    await askCode(t.app, 'student', login);
    await sms.waitFor(3);
    t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000 + 1000));
    expect((await signInWithCode(t.app, 'student', login, sms.lastCode())).statusCode).toBe(401);
  });

  it('answers the same for a number or register number not on record, and sends nothing', async () => {
    await nextDay();
    const before = sms.received.length;
    for (const [who, login] of [
      ['parent', '+91 99999 88888'],
      ['student', 'NOSUCH001'],
      ['parent', '91234 56789'], // a student's own number is not a parent's
    ] as const) {
      const answer = await askCode(t.app, who, login);
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toEqual({ message: FAMILY_MESSAGES.codeSent });
    }
    await sms.waitFor(before + 1, 300);
    expect(sms.received.length).toBe(before);
  });

  it('sends at most five codes a phone a day, answering the sixth the same', async () => {
    await nextDay();
    const before = sms.received.length;
    for (let i = 0; i < 6; i += 1) {
      const answer = await askCode(t.app, 'student', cse.registerNumbers[1]!);
      expect(json(answer)).toEqual({ message: FAMILY_MESSAGES.codeSent });
    }
    await sms.waitFor(before + 6, 500);
    expect(sms.received.length).toBe(before + 5);
    // Guessing codes from one address meets the staff sign-in throttle.
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (await signInWithCode(t.app, 'student', 'NOSUCH002', '000000', '10.9.9.9')).statusCode,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
  });

  it('a parent of two children in two departments sees each, and no other student', async () => {
    await nextDay();
    const cookie = await familySignIn(t.app, sms, 'parent', '9000011111');
    const session = json(await t.app.inject({ url: '/api/family/session', headers: { cookie } }));
    expect(session.session.kind).toBe('parent');
    expect(
      session.session.children.map((c: { registerNumber: string }) => c.registerNumber),
    ).toEqual([cse.registerNumbers[0], ece.registerNumbers[0]]);
    for (const own of [cse.registerNumbers[0]!, ece.registerNumbers[0]!]) {
      const answer = await home(cookie, ids[own]!);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(json(answer).student.registerNumber).toBe(own);
    }
    for (const other of [ids[cse.registerNumbers[1]!]!, 999999]) {
      const answer = await home(cookie, other);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain(cse.registerNumbers[1]);
    }
  });

  it('keeps the three kinds apart: staff calls refuse them, theirs refuse staff and tokens', async () => {
    await nextDay();
    const student = await familySignIn(t.app, sms, 'student', cse.registerNumbers[0]!);
    for (const url of ['/api/auth/me', '/api/auth/allstaff', '/api/family/admin', '/api/tokens']) {
      const answer = await t.app.inject({ url, headers: { cookie: student } });
      expect(answer.statusCode, url).toBe(403);
    }
    const studentHome = `/api/family/students/${ids[cse.registerNumbers[0]!]}/home`;
    const asStaff = await t.app.inject({ url: studentHome, headers: { cookie: cse.admin.cookie } });
    expect(asStaff.statusCode).toBe(403);
    expect((await t.app.inject({ url: studentHome })).statusCode).toBe(401);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: cse.admin.cookie },
      payload: { name: 'Family probe', scope: 'read' },
    });
    const bearer = { authorization: `Bearer ${json(made).secret}` };
    expect((await t.app.inject({ url: studentHome, headers: bearer })).statusCode).toBe(403);
  });

  it('shows the Admin who signed in and unreadable numbers, and ends a phone’s sessions', async () => {
    await nextDay();
    const student = await familySignIn(t.app, sms, 'student', cse.registerNumbers[0]!);
    const overview = json(
      await t.app.inject({ url: '/api/family/admin', headers: { cookie: cse.admin.cookie } }),
    );
    expect(overview).toMatchObject({
      department: 'CSE',
      enabled: true,
      sms: { mode: 'webhook', note: null },
    });
    expect(overview.problems).toEqual([
      expect.objectContaining({
        registerNumber: cse.registerNumbers[2],
        field: 'parentNumber',
        value: 'not a phone',
      }),
    ]);
    expect(overview.signedIn).toContainEqual(
      expect.objectContaining({
        phone: '+919876543210',
        kind: 'student',
        registerNumbers: [cse.registerNumbers[0]],
      }),
    );
    // ECE's Admin sees only ECE's side of the parent; never CSE's students.
    const eceView = await t.app.inject({
      url: '/api/family/admin',
      headers: { cookie: ece.admin.cookie },
    });
    expect(eceView.body).not.toContain(cse.registerNumbers[0]);

    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/family/admin/end-sessions',
      headers: { cookie: cse.admin.cookie },
      payload: { phone: '98765 43210' },
    });
    expect(ended.statusCode).toBe(200);
    expect((await home(student, ids[cse.registerNumbers[0]!]!)).statusCode).toBe(401);
  });

  it('switching off ends open sessions and refuses sign-in with a clear message', async () => {
    await nextDay();
    const student = await familySignIn(t.app, sms, 'student', cse.registerNumbers[0]!);
    const parent = await familySignIn(t.app, sms, 'parent', '9000011111');
    const count = sms.received.length;
    await askCode(t.app, 'student', cse.registerNumbers[1]!);
    await sms.waitFor(count + 1);
    const pending = sms.lastCode();

    const off = await switchSide(t.app, cse.admin, false);
    expect(json(off).enabled).toBe(false);
    expect((await home(student, ids[cse.registerNumbers[0]!]!)).statusCode).toBe(401);
    expect((await home(parent, ids[ece.registerNumbers[0]!]!)).statusCode).toBe(401);
    const refused = await signInWithCode(t.app, 'student', cse.registerNumbers[1]!, pending);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: FAMILY_MESSAGES.sideClosed, code: 'FAMILY_CLOSED' });

    // The parent signs in again and sees the child whose department is still open.
    const again = await familySignIn(t.app, sms, 'parent', '9000011111');
    const session = json(
      await t.app.inject({ url: '/api/family/session', headers: { cookie: again } }),
    );
    expect(
      session.session.children.map((c: { registerNumber: string }) => c.registerNumber),
    ).toEqual([ece.registerNumbers[0]]);
    await switchSide(t.app, ece.admin, false);
    const closed = await askCode(t.app, 'parent', '9000011111');
    expect(json(closed)).toEqual({ message: FAMILY_MESSAGES.closed, code: 'FAMILY_CLOSED' });
  });
});

describeEachDatabase('the campus-wide hourly cap on codes', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let room: Classroom;

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, {
      SMS_WEBHOOK_URL: await sms.start(),
      FAMILY_CODES_PER_HOUR: '2',
    });
    room = await createClassroom(t.app, t.database.db);
    await switchSide(t.app, room.admin, true);
    // The seeds give every student the phone 9000000001.
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('answers 429 to everyone once the campus has sent its codes for the hour', async () => {
    expect((await askCode(t.app, 'student', room.registerNumbers[0]!)).statusCode).toBe(200);
    expect((await askCode(t.app, 'student', room.registerNumbers[1]!)).statusCode).toBe(200);
    const full = await askCode(t.app, 'parent', '+91 99999 88888');
    expect(full.statusCode).toBe(429);
    expect(json(full).message).toBe(FAMILY_MESSAGES.tooManyCodesCampus);
    t.clock.set(new Date(t.clock.now().getTime() + 3601_000));
    expect((await askCode(t.app, 'student', room.registerNumbers[2]!)).statusCode).toBe(200);
    await sms.waitFor(3);
    expect(sms.received.map((m) => m.body.to)).toEqual(Array(3).fill('+919000000001'));
  });
});
