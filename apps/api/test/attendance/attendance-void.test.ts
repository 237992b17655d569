import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';
import { signUp } from '../factories/staff';

const REASON = 'Marked under the wrong period by mistake';

describeEachDatabase('voiding a submitted period', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const mark = (list: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie: room.teacher.cookie },
      payload: list,
    });
  const voidSlot = (cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/void',
      headers: { cookie },
      payload: body,
    });
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const slot = (period: number, reason = REASON) => ({
    subjectID: room.subjectId,
    date: '2026-03-10',
    period,
    reason,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    for (const period of [1, 2, 3]) {
      const list = records(room, { period });
      list[0]!.status = 'A';
      expect((await mark(list)).statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('lists the submitted periods of a subject to its HOD, newest first', async () => {
    const answer = await get(
      room.hod.cookie,
      `/api/attendance/submitted?subjectID=${room.subjectId}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual(
      [3, 2, 1].map((period) => ({
        date: '2026-03-10',
        period,
        count: 3,
        facultyCode: room.teacher.staff.staffCode,
        submittedAt: '2026-03-10T06:00:00.000Z',
      })),
    );
  });

  it('voids a period: it leaves the view and the cumulative, is audited, and can be marked again', async () => {
    const answer = await voidSlot(room.hod.cookie, slot(2));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toMatchObject({ count: 3, subjectCode: room.subjectCode, period: 2 });

    const view = json(
      await get(room.teacher.cookie, `/api/attendance/view?subjectID=${room.subjectId}`),
    );
    expect(view.map((r: { period: number }) => r.period)).toEqual([1, 1, 1, 3, 3, 3]);
    const cumulative = json(
      await get(room.hod.cookie, '/api/attendance/cumulative?date=2026-03-10'),
    );
    const leaf = Object.values(
      Object.values(Object.values(cumulative.data.CSE)[0] as object)[0] as object,
    );
    const periods = leaf.flatMap((bySubject) =>
      Object.values(bySubject as Record<string, { students: { period: number }[] }>).flatMap((l) =>
        l.students.map((s) => s.period),
      ),
    );
    expect(periods).not.toContain(2);
    const listed = json(
      await get(room.hod.cookie, `/api/attendance/submitted?subjectID=${room.subjectId}`),
    );
    expect(listed.map((p: { period: number }) => p.period)).toEqual([3, 1]);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'attendance.void')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(room.hod.staff.staffID);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ period: 2, count: 3, reason: REASON });

    const kept = await t.database.db
      .selectFrom('attendance')
      .select(['voided_at', 'voided_by', 'void_reason', 'status'])
      .where('subject_id', '=', room.subjectId)
      .where('period', '=', 2)
      .execute();
    expect(kept).toHaveLength(3);
    for (const row of kept) {
      expect(row).toMatchObject({ voided_by: room.hod.staff.staffID, void_reason: REASON });
      expect(row.voided_at).toBe('2026-03-10T06:00:00.000Z');
    }

    const again = records(room, { period: 2, status: 'OD' });
    expect((await mark(again)).statusCode).toBe(201);
    const after = json(
      await get(room.teacher.cookie, `/api/attendance/view?subjectID=${room.subjectId}`),
    );
    const second = after.filter((r: { period: number }) => r.period === 2);
    expect(second.map((r: { status: string }) => r.status)).toEqual(['OD', 'OD', 'OD']);
  });

  it('refuses to void a period twice, or one never submitted', async () => {
    expect((await voidSlot(room.hod.cookie, slot(3))).statusCode).toBe(200);
    const twice = await voidSlot(room.hod.cookie, slot(3));
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe(
      `Attendance for ${room.subjectCode} on 2026-03-10, period 3 has already been voided.`,
    );
    const never = await voidSlot(room.hod.cookie, slot(7));
    expect(never.statusCode).toBe(404);
    expect(json(never).message).toBe(
      `No attendance has been submitted for ${room.subjectCode} on 2026-03-10, period 7.`,
    );
  });

  it('lets only the HOD of the subject department void, with a reason of 10 characters', async () => {
    const short = await voidSlot(room.hod.cookie, slot(1, '  too short  '.slice(0, 11)));
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toBe('reason: must be at least 10 characters');
    const eceHod = await signUp(t.app, 'HOD', 'ECE');
    const foreign = await voidSlot(eceHod.cookie, slot(1));
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Subject not found.');
    expect(
      (await get(eceHod.cookie, `/api/attendance/submitted?subjectID=${room.subjectId}`))
        .statusCode,
    ).toBe(404);
    expect((await voidSlot(room.admin.cookie, slot(1))).statusCode).toBe(403);
    expect((await voidSlot(room.teacher.cookie, slot(1))).statusCode).toBe(403);
    expect((await voidSlot('', slot(1))).statusCode).toBe(401);
    expect((await voidSlot(room.hod.cookie, { ...slot(1), subjectID: 999999 })).statusCode).toBe(
      404,
    );
    const view = json(
      await get(room.teacher.cookie, `/api/attendance/view?subjectID=${room.subjectId}`),
    );
    expect(view.filter((r: { period: number }) => r.period === 1)).toHaveLength(3);
  });

  it('lets the database change a record only from counting to void, once', async () => {
    const db = t.database.db;
    const voided = sql`subject_id = ${room.subjectId} and period = 3 and voided_at is not null`;
    const counting = sql`subject_id = ${room.subjectId} and period = 1`;
    const refused = /cannot be changed or deleted/;
    await expect(
      sql`update attendance set status = 'P' where ${voided}`.execute(db),
    ).rejects.toThrow(refused);
    await expect(
      sql`update attendance set voided_at = null, voided_by = null, void_reason = null where ${voided}`.execute(
        db,
      ),
    ).rejects.toThrow(refused);
    await expect(
      sql`update attendance set void_reason = 'another reason entirely' where ${voided}`.execute(
        db,
      ),
    ).rejects.toThrow(refused);
    await expect(
      sql`update attendance set status = 'A' where ${counting}`.execute(db),
    ).rejects.toThrow(refused);
    await expect(
      sql`update attendance set voided_at = 'x', voided_by = 1, void_reason = 'r', status = 'A' where ${counting}`.execute(
        db,
      ),
    ).rejects.toThrow(refused);
    await expect(
      sql`update attendance set voided_at = 'x' where ${counting}`.execute(db),
    ).rejects.toThrow(refused);
    await expect(sql`delete from attendance where ${voided}`.execute(db)).rejects.toThrow(refused);
    const count = await db
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', room.subjectId)
      .where('voided_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6); // periods 1 and the re-marked 2
  });
});
