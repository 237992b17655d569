import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom } from '../factories/classroom';
import { createWeekClass, type WeekClass } from '../factories/week';
import type { SignedInStaff } from '../factories/staff';

/** Issue 57: a term or a timetable is stored only for a class of the caller's own department. */
describeEachDatabase("a week's class of another department", (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let eceBatch: string;

  const put = (who: SignedInStaff, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload });
  const stored = async () => ({
    terms: (await t.database.db.selectFrom('week_terms').select('id').execute()).length,
    timetables: (await t.database.db.selectFrom('timetable_versions').select('id').execute())
      .length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    week = await createWeekClass(t.app, t.database.db);
    const ece = await createClassroom(t.app, t.database.db, { department: 'ECE' });
    eceBatch = (
      await t.database.db
        .selectFrom('subjects')
        .select('batch')
        .where('id', '=', ece.subjectId)
        .executeTakeFirstOrThrow()
    ).batch;
  });
  afterAll(async () => t.close());

  const term = (batch: string, semester = 3) => ({
    batch,
    year: 2,
    semester,
    firstDay: '2026-01-05',
    lastDay: '2026-05-30',
  });
  const emptyWeek = (batch: string, semester = 3) => ({
    batch,
    year: 2,
    semester,
    effectiveFrom: '2026-03-16',
    cells: [],
  });

  it("refuses an Admin's term for another department's class, or a class that does not exist", async () => {
    const before = await stored();
    for (const [body, label] of [
      [term(eceBatch), `${eceBatch} year 2 semester 3`],
      [term(week.batch, 5), `${week.batch} year 2 semester 5`],
      [term('NO-SUCH-BATCH'), 'NO-SUCH-BATCH year 2 semester 3'],
    ] as const) {
      const refused = await put(week.room.admin, '/api/week/terms', body);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(json(refused)).toEqual({
        message: `${label} is not a class of your department.`,
        code: 'NOT_FOUND',
      });
    }
    expect(await stored()).toEqual(before);

    const own = await put(week.room.admin, '/api/week/terms', term(week.batch));
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own)).toMatchObject({ department: 'CSE', batch: week.batch });
  });

  it("refuses a HOD's timetable, even an empty one, for a class not of the department", async () => {
    const before = await stored();
    for (const body of [emptyWeek(eceBatch), emptyWeek(week.batch, 5)]) {
      const refused = await put(week.room.hod, '/api/week/timetable', body);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(json(refused).message).toBe(
        `${body.batch} year 2 semester ${body.semester} is not a class of your department.`,
      );
    }
    expect(await stored()).toEqual(before);

    const own = await put(week.room.hod, '/api/week/timetable', emptyWeek(week.batch));
    expect(own.statusCode, own.body).toBe(200);
    expect((await stored()).timetables).toBe(before.timetables + 1);
  });
});
