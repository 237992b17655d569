import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAMILY_MESSAGES, PASSKEY_MESSAGES } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { SoftAuthenticator } from '../factories/authenticator';
import { createClassroom, type Classroom } from '../factories/classroom';
import { familyCookie, familySignIn, SmsGateway, switchSide } from '../factories/family';

const ORIGIN = 'https://attendance.college.test';
const RP_ID = 'attendance.college.test';

/** Adds a passkey to a signed-in student or parent with a fresh software authenticator. */
async function enrol(app: FastifyInstance, cookie: string, name = 'My phone') {
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const options = await app.inject({
    method: 'POST',
    url: '/api/family/passkeys/registration-options',
    headers: { cookie },
  });
  expect(options.statusCode, options.body).toBe(200);
  const added = await app.inject({
    method: 'POST',
    url: '/api/family/passkeys',
    headers: { cookie },
    payload: { name, response: authenticator.register(json(options)) },
  });
  return { authenticator, added };
}

async function passkeySignIn(
  app: FastifyInstance,
  authenticator: SoftAuthenticator,
  bend: Parameters<SoftAuthenticator['assert']>[1] = {},
  base = '/api/family/passkeys',
) {
  const options = await app.inject({ method: 'POST', url: `${base}/sign-in-options` });
  if (options.statusCode !== 200) return { answer: options, response: undefined };
  const response = authenticator.assert(json(options), bend);
  const answer = await app.inject({
    method: 'POST',
    url: `${base}/sign-in`,
    payload: { response },
  });
  return { answer, response };
}

/**
 * Passkeys of students and parents (issue 50): added after a code sign-in, then signing in with
 * no SMS. CSE: Asha (her phone 98765 43210, parent 90000 11111) and Bala; ECE: Dev, Asha's
 * brother (the same parent phone).
 */
describeEachDatabase('students and parents sign in with a passkey', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let cse: Classroom;
  let ece: Classroom;
  const ids: Record<string, number> = {};
  const asha = () => cse.registerNumbers[0]!;
  const home = (cookie: string, studentID: number) =>
    t.app.inject({ url: `/api/family/students/${studentID}/home`, headers: { cookie } });

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: await sms.start(), PUBLIC_ORIGIN: ORIGIN });
    cse = await createClassroom(t.app, t.database.db, { size: 2 });
    ece = await createClassroom(t.app, t.database.db, { department: 'ECE', size: 1 });
    for (const [registerNumber, student, parent] of [
      [cse.registerNumbers[0]!, '98765 43210', '90000 11111'],
      [cse.registerNumbers[1]!, '91234 56789', '98111 22233'],
      [ece.registerNumbers[0]!, '99887 76655', '+91 90000 11111'],
    ]) {
      const row = await t.database.db
        .updateTable('students')
        .set({ student_number: student, parent_number: parent })
        .where('register_number', '=', registerNumber!)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[registerNumber!] = row.id;
    }
    await switchSide(t.app, cse.admin, true);
    await switchSide(t.app, ece.admin, true);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('a student adds a passkey after a code sign-in, lists it and signs in with it, no SMS', async () => {
    const cookie = await familySignIn(t.app, sms, 'student', asha());
    const { authenticator, added } = await enrol(t.app, cookie, 'Asha’s phone');
    expect(added.statusCode, added.body).toBe(201);
    const id = json(added).id as string;

    const smsBefore = sms.received.length;
    const { answer } = await passkeySignIn(t.app, authenticator);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer).session).toMatchObject({
      kind: 'student',
      children: [{ registerNumber: asha(), department: 'CSE' }],
    });
    const fresh = familyCookie(answer);
    expect((await home(fresh, ids[asha()]!)).statusCode).toBe(200);
    expect((await home(fresh, ids[cse.registerNumbers[1]!]!)).statusCode).toBe(403);
    await sms.waitFor(smsBefore + 1, 200);
    expect(sms.received.length).toBe(smsBefore);

    const list = await t.app.inject({ url: '/api/family/passkeys', headers: { cookie: fresh } });
    expect(json(list)).toEqual([
      {
        id,
        name: 'Asha’s phone',
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: t.clock.now().toISOString(),
      },
    ]);
    // Bala's session neither sees nor removes Asha's passkey.
    const bala = await familySignIn(t.app, sms, 'student', cse.registerNumbers[1]!);
    expect(
      json(await t.app.inject({ url: '/api/family/passkeys', headers: { cookie: bala } })),
    ).toEqual([]);
    const foreignRemove = await t.app.inject({
      method: 'DELETE',
      url: `/api/family/passkeys/${encodeURIComponent(id)}`,
      headers: { cookie: bala },
    });
    expect(foreignRemove.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/family/passkeys/${encodeURIComponent(id)}`,
      headers: { cookie: fresh },
    });
    expect(json(removed)).toEqual({ message: PASSKEY_MESSAGES.removed });
    const after = await passkeySignIn(t.app, authenticator);
    expect(after.answer.statusCode).toBe(401);
    expect(json(after.answer)).toEqual({
      message: FAMILY_MESSAGES.passkeyUnknown,
      code: 'PASSKEY_UNKNOWN',
    });
  });

  it('a parent’s passkey opens both children, in two departments', async () => {
    const cookie = await familySignIn(t.app, sms, 'parent', '90000 11111');
    const { authenticator, added } = await enrol(t.app, cookie);
    expect(added.statusCode, added.body).toBe(201);
    const { answer } = await passkeySignIn(t.app, authenticator);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = json(answer).session;
    expect(session.kind).toBe('parent');
    expect(session.children.map((c: { registerNumber: string }) => c.registerNumber)).toEqual([
      asha(),
      ece.registerNumbers[0],
    ]);
    const parent = familyCookie(answer);
    for (const child of [asha(), ece.registerNumbers[0]!]) {
      expect((await home(parent, ids[child]!)).statusCode).toBe(200);
    }
    // The same phone's sessions see the passkey; Asha's own sessions do not.
    const list = await t.app.inject({ url: '/api/family/passkeys', headers: { cookie: parent } });
    expect(json(list)).toHaveLength(1);
  });

  it('refuses a replayed answer, a key posing as another owner, and staff keys both ways', async () => {
    const student = await familySignIn(t.app, sms, 'student', cse.registerNumbers[1]!);
    const { authenticator } = await enrol(t.app, student);
    const first = await passkeySignIn(t.app, authenticator);
    expect(first.answer.statusCode).toBe(200);
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/family/passkeys/sign-in',
      payload: { response: first.response },
    });
    expect(replayed.statusCode).toBe(400);
    expect(json(replayed).code).toBe('PASSKEY_CHALLENGE_SPENT');

    // Bala's key claiming to be the parent's (their user handle): refused.
    const parent = await familySignIn(t.app, sms, 'parent', '90000 11111');
    const parentKey = (await enrol(t.app, parent)).authenticator;
    const posing = await passkeySignIn(t.app, authenticator, {
      userHandle: parentKey.credentials[0]!.userHandle,
    });
    expect(posing.answer.statusCode).toBe(401);
    expect(json(posing.answer).code).toBe('PASSKEY_UNKNOWN');

    // A staff member's passkey opens no student's page, and a student's no staff account.
    const staffKey = new SoftAuthenticator(ORIGIN, RP_ID);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers: { cookie: cse.teacher.cookie },
    });
    const staffAdded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: { cookie: cse.teacher.cookie },
      payload: { name: 'Office', response: staffKey.register(json(options)) },
    });
    expect(staffAdded.statusCode).toBe(201);
    const staffHere = await passkeySignIn(t.app, staffKey);
    expect(staffHere.answer.statusCode).toBe(401);
    expect(json(staffHere.answer).code).toBe('PASSKEY_UNKNOWN');
    const familyThere = await passkeySignIn(t.app, authenticator, {}, '/api/auth/passkeys');
    expect(familyThere.answer.statusCode).toBe(401);
    expect(familyThere.answer.cookies.map((c) => c.name)).not.toContain('portal_family');
  });

  it('opens nothing once the phone on record changes', async () => {
    const login = cse.registerNumbers[1]!;
    const cookie = await familySignIn(t.app, sms, 'student', login);
    const { authenticator } = await enrol(t.app, cookie);
    await t.database.db
      .updateTable('students')
      .set({ student_number: '91234 99999' })
      .where('register_number', '=', login)
      .execute();
    const { answer } = await passkeySignIn(t.app, authenticator);
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({
      message: FAMILY_MESSAGES.passkeyOtherPhone,
      code: 'PASSKEY_UNKNOWN',
    });
  });

  it('refuses passkey sign-in once the department switches the side off', async () => {
    const student = await familySignIn(t.app, sms, 'student', asha());
    const key = (await enrol(t.app, student)).authenticator;
    const parent = await familySignIn(t.app, sms, 'parent', '90000 11111');
    const parentKey = (await enrol(t.app, parent)).authenticator;

    expect((await switchSide(t.app, cse.admin, false)).statusCode).toBe(200);
    const refused = await passkeySignIn(t.app, key);
    expect(refused.answer.statusCode).toBe(403);
    expect(json(refused.answer)).toEqual({
      message: FAMILY_MESSAGES.sideClosed,
      code: 'FAMILY_CLOSED',
    });
    // The parent's passkey still opens the child whose department keeps the side open.
    const half = await passkeySignIn(t.app, parentKey);
    expect(half.answer.statusCode).toBe(200);
    expect(
      json(half.answer).session.children.map((c: { registerNumber: string }) => c.registerNumber),
    ).toEqual([ece.registerNumbers[0]]);

    expect((await switchSide(t.app, ece.admin, false)).statusCode).toBe(200);
    const none = await passkeySignIn(t.app, parentKey);
    expect(none.answer.statusCode).toBe(403);
    expect(json(none.answer)).toEqual({ message: FAMILY_MESSAGES.closed, code: 'FAMILY_CLOSED' });
    // Sessions opened by passkey ended with the switch, as every other.
    const halfCookie = familyCookie(half.answer);
    expect((await home(halfCookie, ids[ece.registerNumbers[0]!]!)).statusCode).toBe(401);
  });
});
