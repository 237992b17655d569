import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';

/** The test clock: 2026-03-10 11:30 in Asia/Kolkata, so periods 1-3 have started, 4-8 not. */
describeEachDatabase('marking dates and periods', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const mark = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/attendance/mark', headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
  });
  afterAll(async () => t.close());

  it('accepts today and the 3 campus days before it, and refuses an older date', async () => {
    for (const date of ['2026-03-10', '2026-03-09', '2026-03-07']) {
      const answer = await mark(room.teacher.cookie, records(room, { date, period: 1 }));
      expect(answer.statusCode, answer.body).toBe(201);
    }
    for (const date of ['2026-03-06', '1970-01-01', '0001-01-01']) {
      const old = await mark(room.teacher.cookie, records(room, { date, period: 1 }));
      expect(old.statusCode).toBe(400);
      expect(json(old).message).toBe(
        'Attendance can be marked for today and the 3 days before it only.',
      );
    }
  });

  it('counts campus days in the campus zone, not UTC', async () => {
    // 00:30 on 2026-03-11 in Kolkata is still 2026-03-10 in UTC; the window is open all day.
    const late = await createTestApp(kind, { MARKING_WINDOW: '00:00-24:00' });
    try {
      late.clock.set('2026-03-10T19:00:00.000Z');
      const other = await createClassroom(late.app, late.database.db);
      const send = (date: string) =>
        late.app.inject({
          method: 'POST',
          url: '/api/attendance/mark',
          headers: { cookie: other.teacher.cookie },
          payload: records(other, { date, period: 2 }),
        });
      expect((await send('2026-03-07')).statusCode).toBe(400);
      expect((await send('2026-03-08')).statusCode).toBe(201);
    } finally {
      await late.close();
    }
  });

  it('follows MARKING_BACKFILL_DAYS, down to today only', async () => {
    const strict = await createTestApp(kind, { MARKING_BACKFILL_DAYS: '0' });
    try {
      const other = await createClassroom(strict.app, strict.database.db);
      const answer = await strict.app.inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: other.teacher.cookie },
        payload: records(other, { date: '2026-03-09' }),
      });
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe('Attendance can be marked for today only.');
      const campus = json(await strict.app.inject({ method: 'GET', url: '/api/campus' }));
      expect(campus.markingBackfillDays).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('refuses a period of today that has not started, and takes it once it has', async () => {
    const early = await mark(room.teacher.cookie, records(room, { period: 4 }));
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe('Period 4 has not started yet.');
    const eighth = await mark(room.teacher.cookie, records(room, { period: 8 }));
    expect(json(eighth).message).toBe('Period 8 has not started yet.');
    const yesterday = await mark(
      room.teacher.cookie,
      records(room, { date: '2026-03-09', period: 8 }),
    );
    expect(yesterday.statusCode).toBe(201);
    try {
      t.clock.set('2026-03-10T06:15:00.000Z'); // 11:45, period 4 starts
      expect((await mark(room.teacher.cookie, records(room, { period: 4 }))).statusCode).toBe(201);
    } finally {
      t.clock.set('2026-03-10T06:00:00.000Z');
    }
  });

  it("uses the campus config's timetable", async () => {
    const campus = await createTestApp(kind);
    try {
      // A copy: the default campus object is shared by every app of the process.
      campus.config.campus = {
        ...campus.config.campus,
        periods: [
          { number: 1, starts: '08:00' },
          { number: 2, starts: '11:00' },
          { number: 3, starts: '11:20' },
          { number: 4, starts: '11:25' },
          { number: 5, starts: '11:40' },
        ],
      };
      const other = await createClassroom(campus.app, campus.database.db);
      const send = (period: number) =>
        campus.app.inject({
          method: 'POST',
          url: '/api/attendance/mark',
          headers: { cookie: other.teacher.cookie },
          payload: records(other, { period }),
        });
      expect((await send(4)).statusCode).toBe(201);
      expect(json(await send(5)).message).toBe('Period 5 has not started yet.');
      // A period the timetable does not hold never starts today.
      expect(json(await send(6)).message).toBe('Period 6 has not started yet.');
    } finally {
      await campus.close();
    }
  });
});
