import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, voidPeriod, type Classroom } from '../factories/classroom';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';

/** 18:00 in Asia/Kolkata: inside the window, every period of the default timetable has started. */
const EVENING = '2026-03-10T12:30:00.000Z';

describeEachDatabase('attendance marking', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const mark = (cookie: string, payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie, ...headers },
      payload,
    });
  const storedCount = async (subjectId: number) => {
    const row = await t.database.db
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(EVENING);
    room = await createClassroom(t.app, t.database.db);
  });
  afterAll(async () => t.close());

  it('stores a submission with the faculty of the session, whatever the body says', async () => {
    const answer = await mark(room.teacher.cookie, records(room, { period: 2, status: 'A' }));
    expect(answer.statusCode).toBe(201);
    expect(json(answer)).toMatchObject({ count: 3, subjectCode: room.subjectCode, period: 2 });
    const rows = await t.database.db
      .selectFrom('attendance')
      .select(['faculty_code', 'subject_code', 'batch', 'status'])
      .where('subject_id', '=', room.subjectId)
      .where('period', '=', 2)
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        faculty_code: room.teacher.staff.staffCode,
        subject_code: room.subjectCode,
      });
      expect(row.batch).not.toBe('ignored');
    }
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'attendance.mark')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers 409 naming subject, date and period to a second submission of the slot', async () => {
    expect((await mark(room.teacher.cookie, records(room, { period: 3 }))).statusCode).toBe(201);
    const again = await mark(room.teacher.cookie, records(room, { period: 3, status: 'A' }));
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(
      `Attendance for ${room.subjectCode} on 2026-03-10, period 3 has already been submitted.`,
    );
  });

  it('keeps one status per student per slot across subjects, and stores nothing of a refused submission', async () => {
    const db = t.database.db;
    const other = await seedSubject(db, { subjectCode: 'ELEC9', batch: 'CSE-any' });
    const studentIds = await db
      .selectFrom('students')
      .select('id')
      .where('register_number', 'in', room.registerNumbers)
      .execute();
    for (const { id } of studentIds) await seedAllocation(db, id, other, room.admin.staff.staffID);
    await seedAssignment(db, room.teacher.staff.staffID, other, room.hod.staff.staffID);
    expect((await mark(room.teacher.cookie, records(room, { period: 4 }))).statusCode).toBe(201);
    const clash = await mark(room.teacher.cookie, records(room, { period: 4, subjectID: other }));
    expect(clash.statusCode).toBe(409);
    // Named: which of the class's students already holds the period, and for which subject.
    const said = new RegExp(
      `^Attendance for (\\S+) on 2026-03-10, period 4 is already recorded for ${room.subjectCode}\\.$`,
    ).exec(json(clash).message);
    expect(room.registerNumbers).toContain(said?.[1]);
    expect(await storedCount(other)).toBe(0);
  });

  it('replays the first answer to a retry with the same Idempotency-Key, and refuses another body', async () => {
    const headers = { 'idempotency-key': 'retry-key-1' };
    const first = await mark(room.teacher.cookie, records(room, { period: 5 }), headers);
    const retry = await mark(room.teacher.cookie, records(room, { period: 5 }), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry)).toEqual(json(first));
    const before = await storedCount(room.subjectId);
    const changed = await mark(
      room.teacher.cookie,
      records(room, { period: 5, status: 'A' }),
      headers,
    );
    expect(changed.statusCode).toBe(422);
    expect(await storedCount(room.subjectId)).toBe(before);
  });

  it('answers a key reused for another period 422 and stores nothing of it', async () => {
    const headers = { 'idempotency-key': 'retry-key-2' };
    expect(
      (await mark(room.teacher.cookie, records(room, { period: 7 }), headers)).statusCode,
    ).toBe(201);
    const before = await storedCount(room.subjectId);
    // A valid submission of a free period on its own: only the key makes it a mismatch.
    const other = await mark(room.teacher.cookie, records(room, { period: 8 }), headers);
    expect(other.statusCode).toBe(422);
    expect(await storedCount(room.subjectId)).toBe(before);
  });

  it('replays a retry after the window closed or the HOD voided the period, writing nothing', async () => {
    const headers = { 'idempotency-key': 'retry-key-3' };
    const first = await mark(room.teacher.cookie, records(room, { period: 8 }), headers);
    expect(first.statusCode).toBe(201);
    t.clock.set('2026-03-10T13:30:00.000Z'); // 19:00, the window has just closed
    const late = await mark(room.teacher.cookie, records(room, { period: 8 }), headers);
    t.clock.set(EVENING);
    expect([late.statusCode, late.headers['idempotent-replayed']]).toEqual([201, 'true']);
    const voided = await voidPeriod(t.app, room, {
      date: '2026-03-10',
      period: 8,
      reason: 'Marked under the wrong period by mistake',
    });
    expect(voided.statusCode).toBe(200);
    const before = await storedCount(room.subjectId);
    const retry = await mark(room.teacher.cookie, records(room, { period: 8 }), headers);
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(json(retry)).toEqual(json(first));
    expect(await storedCount(room.subjectId)).toBe(before);
  });

  it('stores exactly one of many parallel submissions of one slot', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => mark(room.teacher.cookie, records(room, { period: 6 }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const stored = await t.database.db
      .selectFrom('attendance')
      .select('id')
      .where('subject_id', '=', room.subjectId)
      .where('period', '=', 6)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('refuses marking while the HOD has locked the pair', async () => {
    const locked = await createClassroom(t.app, t.database.db, { locked: true });
    const answer = await mark(locked.teacher.cookie, records(locked));
    expect(answer.statusCode).toBe(403);
    expect(json(answer).message).toBe(`Attendance for ${locked.subjectCode} is locked by the HOD.`);
    expect(await storedCount(locked.subjectId)).toBe(0);
  });

  it('refuses marking outside the window, saying when it opens', async () => {
    try {
      t.clock.set('2026-03-10T02:30:00.000Z'); // 08:00 in Asia/Kolkata
      const morning = await createClassroom(t.app, t.database.db);
      const early = await mark(morning.teacher.cookie, records(morning));
      expect(early.statusCode).toBe(403);
      expect(json(early).message).toBe(
        'Attendance marking has not opened yet. It opens at 09:00 (in 1h 00m 00s).',
      );
      t.clock.set('2026-03-10T13:30:00.000Z'); // 19:00, the window has just closed
      const evening = await createClassroom(t.app, t.database.db);
      const late = await mark(evening.teacher.cookie, records(evening));
      expect(late.statusCode).toBe(403);
      expect(json(late).message).toBe(
        'Attendance marking is closed for today (open 09:00 to 19:00). It opens again in 14h 00m 00s.',
      );
      t.clock.set('2026-03-10T13:29:59.000Z'); // the last second inside
      expect((await mark(evening.teacher.cookie, records(evening))).statusCode).toBe(201);
    } finally {
      t.clock.set(EVENING);
    }
  });

  it('refuses a future date in the campus zone', async () => {
    const answer = await mark(room.teacher.cookie, records(room, { date: '2026-03-11' }));
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toBe('Attendance cannot be marked for a future date.');
  });

  it.each([
    ['an empty list', [], 'Please check staff, subject, period, or student list.'],
    ['period 9', 'period9', 'records[0].period: must be at most 8'],
    ['an unknown status', 'statusX', 'records[0].status: must be one of P, A, OD, ML, LEAVE'],
    ['a bad date', 'date', 'records[0].date: is not a real calendar date'],
  ])('refuses %s with a message naming the field', async (_name, variant, message) => {
    let payload: object | string = variant;
    if (variant === 'period9') payload = records(room, { period: 9 });
    if (variant === 'statusX') payload = records(room, { status: 'X' });
    if (variant === 'date') payload = records(room, { date: '2026-02-30' });
    const answer = await mark(room.teacher.cookie, payload);
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toBe(message);
  });

  it('refuses partial, mixed, duplicated or foreign class lists', async () => {
    const list = records(room, { period: 8 });
    const partial = await mark(room.teacher.cookie, list.slice(1));
    expect(json(partial).message).toBe('Please mark attendance for all students (2 of 3 marked).');
    const mixed = await mark(room.teacher.cookie, [...list.slice(1), { ...list[0], period: 7 }]);
    expect(json(mixed).message).toBe(
      'All records of one submission must share one subject, date and period.',
    );
    const twice = await mark(room.teacher.cookie, [...list, list[0]]);
    expect(json(twice).message).toBe('Each student may appear only once in a submission.');
    const stranger = await seedStudent(t.database.db, { registerNumber: 'OUTSIDER1' });
    expect(stranger).toBeGreaterThan(0);
    const foreign = await mark(room.teacher.cookie, [
      ...list.slice(1),
      { ...list[0], registerNumber: 'OUTSIDER1' },
    ]);
    expect(json(foreign).message).toBe(
      `Student OUTSIDER1 is not allocated to ${room.subjectCode}.`,
    );
    for (const answer of [partial, mixed, twice, foreign]) expect(answer.statusCode).toBe(400);
  });

  it('lets only the assigned Subject_Staff mark', async () => {
    const other = await createClassroom(t.app, t.database.db);
    const notMine = await mark(other.teacher.cookie, records(room, { period: 8 }));
    expect(notMine.statusCode).toBe(403);
    expect(json(notMine).message).toBe('You are not assigned to this subject.');
    expect((await mark(room.admin.cookie, records(room))).statusCode).toBe(403);
    expect((await mark(room.hod.cookie, records(room))).statusCode).toBe(403);
    expect((await mark('', records(room))).statusCode).toBe(401);
  });

  it('refuses any update or delete of recorded attendance in the database itself', async () => {
    expect(await storedCount(room.subjectId)).toBeGreaterThan(0);
    await expect(sql`update attendance set status = 'P'`.execute(t.database.db)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(sql`delete from attendance`.execute(t.database.db)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    expect(await storedCount(room.subjectId)).toBeGreaterThan(0);
  });
});
