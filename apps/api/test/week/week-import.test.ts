import { afterAll, beforeAll, expect, it } from 'vitest';
import { TIMETABLE_IMPORT_COLUMNS } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createWeekClass, type WeekClass } from '../factories/week';
import { csvFile, multipart } from '../factories/spreadsheets';

const HEADERS = TIMETABLE_IMPORT_COLUMNS.map((column) => column.header);

describeEachDatabase('timetable import', (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    week = await createWeekClass(t.app, t.database.db);
    code = week.room.subjectCode;
  });
  afterAll(async () => t.close());

  const upload = (content: Buffer, commit: boolean) => {
    const body = multipart('week.csv', content);
    return t.app.inject({
      method: 'POST',
      url: `/api/week/timetable/import?commit=${commit}&effectiveFrom=2026-03-09`,
      payload: body.payload,
      headers: { ...body.headers, cookie: week.room.hod.cookie },
    });
  };
  const rows = (extra: (string | number)[][] = []) =>
    csvFile([
      HEADERS,
      [week.batch, 2, 3, 'Mon', 1, code],
      [week.batch, 2, 3, 'Mon', 2, `${code}DS`],
      [week.batch, 2, 3, 'Tue', 1, code],
      ...extra,
    ]);

  it('previews with the error row named, stores nothing, then commits all and skips a re-upload', async () => {
    const bad = await upload(rows([[week.batch, 2, 3, 'Wed', 1, 'NOPE']]), true);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual([
      {
        row: 5,
        column: 'Subject Code',
        message: `is not a subject of ${week.batch} year 2 semester 3 in your department`,
      },
    ]);
    expect(await t.database.db.selectFrom('timetable_versions').selectAll().execute()).toEqual([]);

    const preview = await upload(rows(), false);
    expect(json(preview)).toMatchObject({ valid: 3, created: 0, errors: [] });
    const stored = await upload(rows(), true);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(json(stored)).toMatchObject({ created: 3 });
    const again = await upload(rows(), true);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ created: 0, skipped: 3 });

    const timetable = await t.app.inject({
      method: 'GET',
      url: `/api/week/timetable?batch=${week.batch}&year=2&semester=3&date=2026-03-10`,
      headers: { cookie: week.room.hod.cookie },
    });
    expect(json(timetable).current.cells).toEqual([
      { day: 'Mon', period: 1, subjectIDs: [week.maths] },
      { day: 'Mon', period: 2, subjectIDs: [week.structures] },
      { day: 'Tue', period: 1, subjectIDs: [week.maths] },
    ]);
  });

  it('is the HOD’s alone', async () => {
    const body = multipart('week.csv', rows());
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/week/timetable/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: week.room.admin.cookie },
    });
    expect(byAdmin.statusCode).toBe(403);
  });
});
