import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUDGET_REASONS } from '@attendance/domain';
import type { DB } from '../../src/db/types';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom } from '../factories/classroom';
import { familySignIn, SmsGateway, switchSide } from '../factories/family';
import { createWeekClass, putWeek, type WeekClass } from '../factories/week';
import { readWorkbook, rowStarting, rowValues } from '../factories/workbook';

/**
 * The student's home and a subject's periods from a hand-built week (Sundays off, Asia/Kolkata):
 * term 2026-03-02 … 2026-03-21; Maths P1 Monday to Saturday from 2026-03-02, then from
 * 2026-03-16 Maths P1 on Monday and Wednesday and P1, P2 on Friday; 2026-03-18 a holiday.
 * The clock: Monday 2026-03-09, 11:30. Still planned for Maths from today (R), by hand:
 * 9–14 March, six periods; 15th Sunday; 16th one; 18th holiday; 20th two: R = 9.
 * Held so far (H = 6, P1 from 2 to 7 March):
 *   Asha  P P P P P P   A = 6: 6 + 9 − 0.75·15 = 3.75 → may miss 3
 *   Bala  P P OD ML A P A = 4 (OD counts, ML not): 0.75·6 − 4 = 0.5 → attend the next 2
 *   Chitra A A A A A P  A = 1: (1 + 9) / 15 = 66.67 % at best
 */
describeEachDatabase('a student’s home: held, attended, % and the budget', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let week: WeekClass;
  const cookies: string[] = [];
  const ids: number[] = [];

  async function mark(
    db: Kysely<DB>,
    studentId: number,
    date: string,
    period: number,
    status: string,
    voided = false,
  ) {
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attendance')
      .values({
        student_id: studentId,
        subject_id: week.maths,
        staff_id: week.room.teacher.staff.staffID,
        register_number: student.register_number,
        faculty_code: week.room.teacher.staff.staffCode,
        subject_code: week.room.subjectCode,
        batch: week.batch,
        department: 'CSE',
        year: 2,
        semester: 3,
        date,
        period,
        status,
        created_at: `${date}T06:00:00.000Z`,
        voided_at: voided ? `${date}T09:00:00.000Z` : null,
        voided_by: voided ? week.room.hod.staff.staffID : null,
        void_reason: voided ? 'marked twice' : null,
      })
      .execute();
  }

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: await sms.start(), WEEKLY_DAYS_OFF: 'Sun' });
    t.clock.set('2026-03-09T06:00:00.000Z');
    week = await createWeekClass(t.app, t.database.db);
    const db = t.database.db;
    const admin = { cookie: week.room.admin.cookie };
    const term = await t.app.inject({
      method: 'PUT',
      url: '/api/week/terms',
      headers: admin,
      payload: {
        batch: week.batch,
        year: 2,
        semester: 3,
        firstDay: '2026-03-02',
        lastDay: '2026-03-21',
      },
    });
    expect(term.statusCode, term.body).toBe(200);
    const holiday = await t.app.inject({
      method: 'POST',
      url: '/api/week/days',
      headers: admin,
      payload: { date: '2026-03-18', kind: 'holiday', name: 'Festival' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const first = await putWeek(
      t.app,
      week,
      '2026-03-02',
      days.map((day) => ({ day, period: 1, subjectIDs: [week.maths] })),
    );
    expect(first.statusCode, first.body).toBeLessThan(300);
    const second = await putWeek(t.app, week, '2026-03-16', [
      { day: 'Mon', period: 1, subjectIDs: [week.maths] },
      { day: 'Wed', period: 1, subjectIDs: [week.maths] },
      { day: 'Fri', period: 1, subjectIDs: [week.maths] },
      { day: 'Fri', period: 2, subjectIDs: [week.maths] },
      { day: 'Tue', period: 3, subjectIDs: [week.structures] },
    ]);
    expect(second.statusCode, second.body).toBeLessThan(300);

    const dates = [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ];
    const statuses = [
      ['P', 'P', 'P', 'P', 'P', 'P'],
      ['P', 'P', 'OD', 'ML', 'A', 'P'],
      ['A', 'A', 'A', 'A', 'A', 'P'],
    ];
    await switchSide(t.app, week.room.admin, true);
    for (const [index, registerNumber] of week.room.registerNumbers.entries()) {
      const { id } = await db
        .updateTable('students')
        .set({ student_number: `98765 0000${index}` })
        .where('register_number', '=', registerNumber)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      for (const [day, date] of dates.entries())
        await mark(db, id, date, 1, statuses[index]![day]!);
      cookies.push(await familySignIn(t.app, sms, 'student', registerNumber));
    }
    // A voided period stays visible as voided and counts nowhere.
    await mark(db, ids[1]!, '2026-03-07', 2, 'A', true);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const homeOf = async (index: number) => {
    const answer = await t.app.inject({
      url: `/api/family/students/${ids[index]}/home`,
      headers: { cookie: cookies[index]! },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return json(answer);
  };
  const maths = (home: Awaited<ReturnType<typeof homeOf>>) =>
    home.subjects.find((s: { subjectName: string }) => s.subjectName === 'Maths');

  it('at or above 75 %: how many more periods can be missed', async () => {
    const home = await homeOf(0);
    expect(home.term).toEqual({ firstDay: '2026-03-02', lastDay: '2026-03-21' });
    expect(home.subjects.map((s: { subjectName: string }) => s.subjectName).sort()).toEqual([
      'Data Structures',
      'Maths',
    ]);
    expect(maths(home)).toMatchObject({
      held: 6,
      attended: 6,
      percentage: 100,
      band: 'eligible',
      budget: { kind: 'can-miss', periods: 3, remaining: 9 },
      sentence: 'You can miss 3 more Maths periods this term and stay at 75 %.',
    });
  });

  it('below but reachable: the next periods to attend (On Duty counts, Medical Leave does not)', async () => {
    expect(maths(await homeOf(1))).toMatchObject({
      held: 6,
      attended: 4,
      percentage: 66.67,
      band: 'condonation',
      budget: { kind: 'attend-next', periods: 2, remaining: 9 },
      sentence: 'Attend the next 2 Maths periods to reach 75 %.',
    });
  });

  it('not reachable: the final percentage, and whom to see', async () => {
    const home = await homeOf(2);
    expect(home.hodName).toBe(week.room.hod.staff.staffName);
    expect(maths(home)).toMatchObject({
      held: 6,
      attended: 1,
      percentage: 16.67,
      band: 'not-eligible',
      budget: { kind: 'unreachable', finalPercentage: 66.67, remaining: 9 },
    });
    expect(maths(home).sentence).toMatch(
      /^Even attending every remaining Maths period, you will end at 66.67 %/,
    );
  });

  it("a subject's detail: every period newest first, who marked it, voided shown as voided", async () => {
    const answer = await t.app.inject({
      url: `/api/family/students/${ids[1]}/subjects/${week.maths}`,
      headers: { cookie: cookies[1]! },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { periods } = json(answer);
    expect(periods.map((p: { date: string; period: number }) => `${p.date} P${p.period}`)).toEqual([
      '2026-03-07 P2',
      '2026-03-07 P1',
      '2026-03-06 P1',
      '2026-03-05 P1',
      '2026-03-04 P1',
      '2026-03-03 P1',
      '2026-03-02 P1',
    ]);
    expect(periods[0]).toMatchObject({ status: 'A', voided: true, attended: false });
    expect(periods[4]).toMatchObject({ status: 'OD', voided: false, attended: true });
    expect(periods[3]).toMatchObject({ status: 'ML', attended: false });
    expect(periods[1].markedBy).toBe(week.room.teacher.staff.staffName);
    expect(answer.body).not.toContain(week.room.registerNumbers[0]);
    // Another student's subject page is refused.
    const other = await t.app.inject({
      url: `/api/family/students/${ids[0]}/subjects/${week.maths}`,
      headers: { cookie: cookies[1]! },
    });
    expect(other.statusCode).toBe(403);
  });

  it('with no term for the class: held, attended and % only, and why the budget is missing', async () => {
    const room = await createClassroom(t.app, t.database.db, { size: 1 });
    await t.database.db
      .updateTable('students')
      .set({ student_number: '98765 11111' })
      .where('register_number', '=', room.registerNumbers[0]!)
      .execute();
    const cookie = await familySignIn(t.app, sms, 'student', room.registerNumbers[0]!);
    const session = json(await t.app.inject({ url: '/api/family/session', headers: { cookie } }));
    const id = session.session.children[0].studentID;
    const home = json(
      await t.app.inject({ url: `/api/family/students/${id}/home`, headers: { cookie } }),
    );
    expect(home.term).toBeNull();
    expect(home.subjects).toEqual([
      expect.objectContaining({
        held: 0,
        attended: 0,
        percentage: 0,
        budget: { kind: 'missing', reason: BUDGET_REASONS.noTerm },
        sentence: BUDGET_REASONS.noTerm,
      }),
    ]);
  });

  /**
   * The department's counting policy (one domain rule) by hand, for Bala (P P OD ML A P):
   * - P and OD (default): 4 of 6 = 66.67 %, attend the next ⌈(4.5 − 4) / 0.25⌉ = 2;
   * - P, OD and ML: 5 of 6 = 83.33 %, may miss ⌊5 + 9 − 0.75·15⌋ = ⌊2.75⌋ = 2;
   * - P alone: 3 of 6 = 50 %, attend the next ⌈(4.5 − 3) / 0.25⌉ = 6.
   * The shortage list (kept totals, and a chosen range adding up the records) and the
   * cumulative report of 5 March (Bala ML: the OD rule's 0 % or 100 %) follow it.
   */
  it('the department’s counting policy changes the home, the shortage list and the cumulative report', async () => {
    const admin = { cookie: week.room.admin.cookie };
    const hod = { cookie: week.room.hod.cookie };
    const bala = week.room.registerNumbers[1]!;
    const setPolicy = (statuses: string[], headers = admin) =>
      t.app.inject({ method: 'PUT', url: '/api/counting-policy', headers, payload: { statuses } });
    const shortage = async (range = '') => {
      const answer = await t.app.inject({
        url: `/api/oversight/shortage${range}`,
        headers: hod,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const body = json(answer);
      const of = (registerNumber: string) =>
        body.students.find((s: { registerNumber: string }) => s.registerNumber === registerNumber)
          ?.overall;
      return { counted: body.presentStatuses, bala: of(bala), short: body.students.length };
    };
    const cumulativeOfBala = async () => {
      const answer = await t.app.inject({
        url: '/api/reports/cumulative.xlsx?date=2026-03-05',
        headers: hod,
      });
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      const sheet = (await readWorkbook(answer)).worksheets[0]!;
      const row = rowValues(sheet, rowStarting(sheet, 'S.No') + 2);
      expect(row[1]).toBe(bala);
      return row.slice(-3);
    };

    expect(json(await t.app.inject({ url: '/api/counting-policy', headers: hod }))).toEqual({
      statuses: ['P', 'OD'],
    });
    expect(maths(await homeOf(1))).toMatchObject({ attended: 4, percentage: 66.67 });
    expect(await shortage()).toEqual({
      counted: ['P', 'OD'],
      bala: { present: 4, sessions: 6, percentage: 66.67 },
      short: 2,
    });
    expect(await cumulativeOfBala()).toEqual([1, 0, 'Absent']);

    expect((await setPolicy(['P', 'ML'], hod)).statusCode).toBe(403);
    const noPresent = await setPolicy(['OD', 'ML']);
    expect(noPresent.statusCode).toBe(400);
    expect(json(noPresent).message).toMatch(/must include P/);

    expect((await setPolicy(['P', 'OD', 'ML'])).statusCode).toBe(200);
    const home = await homeOf(1);
    expect(home.counted).toEqual(['P', 'OD', 'ML']);
    expect(maths(home)).toMatchObject({
      held: 6,
      attended: 5,
      percentage: 83.33,
      band: 'eligible',
      budget: { kind: 'can-miss', periods: 2, remaining: 9 },
    });
    // Bala is no longer short; Chitra (1 of 6) still is.
    expect(await shortage()).toEqual({ counted: ['P', 'OD', 'ML'], bala: undefined, short: 1 });
    expect(await cumulativeOfBala()).toEqual([1, 100, 'Present']);
    const detail = json(
      await t.app.inject({
        url: `/api/family/students/${ids[1]}/subjects/${week.maths}`,
        headers: { cookie: cookies[1]! },
      }),
    );
    expect(detail.periods.find((p: { status: string }) => p.status === 'ML').attended).toBe(true);

    expect((await setPolicy(['P'])).statusCode).toBe(200);
    expect(maths(await homeOf(1))).toMatchObject({
      attended: 3,
      percentage: 50,
      budget: { kind: 'attend-next', periods: 6, remaining: 9 },
      sentence: 'Attend the next 6 Maths periods to reach 75 %.',
    });
    const byTotals = await shortage();
    expect(byTotals).toEqual({
      counted: ['P'],
      bala: { present: 3, sessions: 6, percentage: 50 },
      short: 2,
    });
    // A chosen range adds up the records themselves, by the same rule.
    expect(await shortage('?startDate=2026-03-02')).toEqual(byTotals);
    expect(await cumulativeOfBala()).toEqual([1, 0, 'Absent']);

    expect((await setPolicy(['P', 'OD'])).statusCode).toBe(200);
  });

  // The home reads the week's stamp with its rows (no query of its own): a day added or removed
  // in between shows at the next home. Tuesday 10 March a holiday: R = 8, (1 + 8) / 14 = 64.29 %.
  it('a change of the calendar shows at the next home, and its removal too', async () => {
    const admin = { cookie: week.room.admin.cookie };
    expect(maths(await homeOf(2)).budget).toMatchObject({ finalPercentage: 66.67, remaining: 9 });
    const holiday = await t.app.inject({
      method: 'POST',
      url: '/api/week/days',
      headers: admin,
      payload: { date: '2026-03-10', kind: 'holiday', name: 'Rain' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(maths(await homeOf(2)).budget).toMatchObject({ finalPercentage: 64.29, remaining: 8 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/week/days/${json(holiday).id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(maths(await homeOf(2)).budget).toMatchObject({ finalPercentage: 66.67, remaining: 9 });
  });
});
