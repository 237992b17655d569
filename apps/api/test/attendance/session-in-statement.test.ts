import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { MESSAGES, PASSKEY_MESSAGES } from '@attendance/domain';
import { SessionsRepo } from '../../src/modules/sessions/sessions.repo';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';

/** 18:00 in Asia/Kolkata: inside the window, every period of the default timetable has started. */
const EVENING = '2026-03-10T12:30:00.000Z';
const at = (minutes: number) => new Date(new Date(EVENING).getTime() + minutes * 60_000);

/**
 * On PostgreSQL a submission whose subject's week is remembered checks its session in its one
 * statement (plugins/route-access.ts, submission-statement.ts), not by the session loader's
 * read: every answer must stay what the loader and the route's hooks give, on both engines.
 */
describeEachDatabase('a submission that checks its own session', (kind) => {
  let t: TestApp;
  const mark = (cookie: string, payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie, ...headers },
      payload,
    });
  const sessionOf = (room: Classroom) =>
    t.database.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at'])
      .where('staff_id', '=', room.teacher.staff.staffID)
      .executeTakeFirst();
  const stored = async (room: Classroom, period: number) =>
    (
      await t.database.db
        .selectFrom('attendance')
        .select('id')
        .where('subject_id', '=', room.subjectId)
        .where('period', '=', period)
        .execute()
    ).length;
  /** A room whose week is remembered: its first period submitted. */
  const warmRoom = async () => {
    const room = await createClassroom(t.app, t.database.db);
    expect((await mark(room.teacher.cookie, records(room, { period: 1 }))).statusCode).toBe(201);
    return room;
  };
  const SIGN_IN = { message: MESSAGES.signInRequired, code: 'UNAUTHORIZED' };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.clock.set(EVENING));
  afterAll(async () => t.close());

  it('writes with the session read by the statement, touching it once a minute as the loader does', async () => {
    const room = await warmRoom();
    const reads = vi.spyOn(SessionsRepo.prototype, 'findWithStaff');
    const readsNow = vi.spyOn(SessionsRepo.prototype, 'findWithStaffNow');
    try {
      t.clock.set(at(2));
      const answer = await mark(room.teacher.cookie, records(room, { period: 2 }));
      expect(answer.statusCode).toBe(201);
      expect((await sessionOf(room))?.last_seen_at).toBe(at(2).toISOString());
      t.clock.set(at(2.5));
      expect((await mark(room.teacher.cookie, records(room, { period: 3 }))).statusCode).toBe(201);
      expect((await sessionOf(room))?.last_seen_at).toBe(at(2).toISOString());
      // On PostgreSQL the loader read neither session: the statement did.
      const loaded = reads.mock.calls.length + readsNow.mock.calls.length;
      expect(loaded).toBe(kind === 'postgres' ? 0 : 2);
    } finally {
      reads.mockRestore();
      readsNow.mockRestore();
    }
    const rows = await t.database.db
      .selectFrom('attendance')
      .select(['faculty_code', 'staff_id'])
      .where('subject_id', '=', room.subjectId)
      .where('period', '=', 2)
      .execute();
    expect(rows.every((r) => r.faculty_code === room.teacher.staff.staffCode)).toBe(true);
    expect(rows.every((r) => r.staff_id === room.teacher.staff.staffID)).toBe(true);
  });

  it('answers a signed-out session 401 in the same words, writing nothing', async () => {
    const room = await warmRoom();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: room.teacher.cookie },
    });
    const answer = await mark(room.teacher.cookie, records(room, { period: 2 }));
    expect([answer.statusCode, json(answer)]).toEqual([401, SIGN_IN]);
    expect(await stored(room, 2)).toBe(0);
  });

  it('answers an idle session 401 before judging its body, and ends it', async () => {
    const room = await warmRoom();
    t.clock.set(at(121));
    for (const body of [records(room, { period: 2 }), '{"not": "records"}', 'not json']) {
      const answer = await mark(room.teacher.cookie, body, { 'content-type': 'application/json' });
      expect([answer.statusCode, json(answer)]).toEqual([401, SIGN_IN]);
    }
    expect(await sessionOf(room)).toBeUndefined();
    expect(await stored(room, 2)).toBe(0);
  });

  it('answers a staff no longer approved 401, an HOD and an enrolling session 403', async () => {
    const room = await warmRoom();
    await t.database.db
      .updateTable('staff')
      .set({ status: 'rejected' })
      .where('id', '=', room.teacher.staff.staffID)
      .execute();
    const refused = await mark(room.teacher.cookie, records(room, { period: 2 }));
    expect([refused.statusCode, json(refused)]).toEqual([401, SIGN_IN]);

    const hod = await mark(room.hod.cookie, records(room, { period: 2 }));
    expect([hod.statusCode, json(hod).message]).toEqual([403, MESSAGES.notAuthorized]);
    expect((await mark(room.hod.cookie, 'not json')).statusCode).toBe(403);

    const other = await warmRoom();
    await t.database.db
      .updateTable('sessions')
      .set({ scope: 'enrol' })
      .where('staff_id', '=', other.teacher.staff.staffID)
      .execute();
    const enrolling = await mark(other.teacher.cookie, records(other, { period: 2 }));
    expect([enrolling.statusCode, json(enrolling).message]).toEqual([
      403,
      PASSKEY_MESSAGES.enrolFirst,
    ]);
    expect(await stored(room, 2)).toBe(0);
    expect(await stored(other, 2)).toBe(0);
  });

  it('answers a retry with its Idempotency-Key as before, and a refusal in its words', async () => {
    const room = await warmRoom();
    const key = { 'idempotency-key': `retry-${room.subjectId}` };
    const first = await mark(room.teacher.cookie, records(room, { period: 2 }), key);
    const again = await mark(room.teacher.cookie, records(room, { period: 2 }), key);
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.headers['idempotent-replayed'], json(again)]).toEqual([
      201,
      'true',
      json(first),
    ]);
    const twice = await mark(room.teacher.cookie, records(room, { period: 2, status: 'A' }));
    expect(twice.statusCode).toBe(409);
    const invalid = await mark(room.teacher.cookie, { records: 'none' });
    expect([invalid.statusCode, json(invalid).code]).toEqual([400, 'VALIDATION']);
  });
});
