import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { classRecords, createWeekClass, type WeekClass } from '../factories/week';

/** The test clock: Tuesday 2026-03-10, 11:30 in Asia/Kolkata; periods 1-3 have started. */
describeEachDatabase('the academic calendar refuses marking off the week', (kind) => {
  let t: TestApp;
  let week: WeekClass;

  const mark = (date: string, period = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie: week.room.teacher.cookie },
      payload: classRecords(week, week.maths, date, period),
    });
  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: week.room.admin.cookie }, payload });

  beforeAll(async () => {
    // Sundays off, the backfill of 3 days counted in teaching days.
    t = await createTestApp(kind, { WEEKLY_DAYS_OFF: 'Sun' });
    week = await createWeekClass(t.app, t.database.db);
  });
  afterAll(async () => t.close());

  it('refuses a holiday and a weekly day off with the reason, and a working Sunday is markable', async () => {
    const added = await asAdmin('POST', '/api/week/days', {
      date: '2026-03-09',
      kind: 'holiday',
      name: 'Founders Day',
    });
    expect(added.statusCode, added.body).toBe(201);
    const holiday = await mark('2026-03-09');
    expect(holiday.statusCode).toBe(400);
    expect(json(holiday)).toEqual({
      message: '2026-03-09 is a holiday: Founders Day.',
      code: 'DAY_OFF',
    });
    const sunday = await mark('2026-03-08');
    expect(json(sunday).message).toBe('2026-03-08 is a Sunday, a weekly day off.');

    const days = await t.app.inject({
      method: 'GET',
      url: `/api/week/days-off?subjectID=${week.maths}&from=2026-03-07&to=2026-03-10`,
      headers: { cookie: week.room.teacher.cookie },
    });
    expect(json(days).days).toEqual([
      { date: '2026-03-08', reason: '2026-03-08 is a Sunday, a weekly day off.' },
      { date: '2026-03-09', reason: '2026-03-09 is a holiday: Founders Day.' },
    ]);

    const working = await asAdmin('POST', '/api/week/days', {
      date: '2026-03-08',
      kind: 'working',
      name: 'Working Sunday',
    });
    expect((await mark('2026-03-08')).statusCode).toBe(201);
    await asAdmin('DELETE', `/api/week/days/${json(working).id}`);
    await asAdmin('DELETE', `/api/week/days/${json(added).id}`);
  });

  it('counts the backfill in teaching days: Sunday does not use one up', async () => {
    // Teaching days before Tuesday 10: Monday 9, Saturday 7, Friday 6 (Sunday 8 is off).
    expect((await mark('2026-03-06', 2)).statusCode).toBe(201);
    const old = await mark('2026-03-05', 2);
    expect(old.statusCode).toBe(400);
    expect(json(old).message).toBe(
      'Attendance can be marked for today and the 3 days before it only.',
    );
  });

  it("bounds marking by the class's term, set by the department's Admin only", async () => {
    const term = {
      batch: week.batch,
      year: 2,
      semester: 3,
      firstDay: '2026-03-10',
      lastDay: '2026-06-30',
    };
    const byTeacher = await t.app.inject({
      method: 'PUT',
      url: '/api/week/terms',
      headers: { cookie: week.room.teacher.cookie },
      payload: term,
    });
    expect(byTeacher.statusCode).toBe(403);
    const set = await asAdmin('PUT', '/api/week/terms', term);
    expect(set.statusCode, set.body).toBe(200);
    const before = await mark('2026-03-09', 3);
    expect(json(before)).toEqual({
      message: "2026-03-09 is outside the class's term (2026-03-10 to 2026-06-30).",
      code: 'DAY_OFF',
    });
    expect((await mark('2026-03-10', 3)).statusCode).toBe(201);
    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/week/calendar',
      headers: { cookie: week.room.hod.cookie },
    });
    expect(json(calendar).weeklyDaysOff).toEqual(['Sun']);
    expect(json(calendar).terms).toHaveLength(1);
    await asAdmin('DELETE', `/api/week/terms/${json(set).id}`);
  });

  it('sees the week changed through another server at its next submission (one database)', async () => {
    const other = await buildApp(t.config, t.database);
    try {
      const throughOther = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        other.inject({ method, url, headers: { cookie: week.room.admin.cookie }, payload });
      // This server holds the week in memory now.
      expect((await mark('2026-03-09', 4)).statusCode).toBe(201);
      const holiday = await throughOther('POST', '/api/week/days', {
        date: '2026-03-09',
        kind: 'holiday',
        name: 'Sudden closure',
      });
      expect(holiday.statusCode, holiday.body).toBe(201);
      expect(json(await mark('2026-03-09', 5)).code).toBe('DAY_OFF');
      await throughOther('DELETE', `/api/week/days/${json(holiday).id}`);
      expect((await mark('2026-03-09', 5)).statusCode).toBe(201);

      const term = { batch: week.batch, year: 2, semester: 3, lastDay: '2026-06-30' };
      await throughOther('PUT', '/api/week/terms', { ...term, firstDay: '2026-03-10' });
      expect(json(await mark('2026-03-09', 6)).code).toBe('DAY_OFF');
      // Replaced (a delete and an insert, as many rows as before): the new term is in force.
      const replaced = await throughOther('PUT', '/api/week/terms', {
        ...term,
        firstDay: '2026-03-02',
      });
      expect((await mark('2026-03-09', 6)).statusCode).toBe(201);
      await throughOther('DELETE', `/api/week/terms/${json(replaced).id}`);
    } finally {
      await other.close();
    }
  });

  it("sees its subject moved to another class at the next submission, the week's stamp unchanged", async () => {
    const moveTo = (semester: number) =>
      t.database.db
        .updateTable('subjects')
        .set({ semester })
        .where('id', '=', week.maths)
        .execute();
    const term = { batch: week.batch, year: 2, semester: 4, firstDay: '2026-03-10' };
    // A term is only for a class of the department: semester 4 has a subject while it is set.
    await moveTo(4);
    const set = await asAdmin('PUT', '/api/week/terms', { ...term, lastDay: '2026-06-30' });
    await moveTo(3);
    expect(set.statusCode, set.body).toBe(200);
    try {
      // This server now remembers the subject in semester 3, which has no term.
      expect((await mark('2026-03-09', 7)).statusCode).toBe(201);
      // Moved by a write no week table sees: semester 4's term begins after the date.
      await moveTo(4);
      expect(json(await mark('2026-03-09', 8)).code).toBe('DAY_OFF');
    } finally {
      await moveTo(3);
      await asAdmin('DELETE', `/api/week/terms/${json(set).id}`);
    }
  });
});
