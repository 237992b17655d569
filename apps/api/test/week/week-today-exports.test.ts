import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { classRecords, createWeekClass, putWeek, type WeekClass } from '../factories/week';
import { labelled, readWorkbook, rowStarting, rowValues } from '../factories/workbook';

/**
 * Today's .xlsx shows the week board as the screen does. The clock: Tuesday 2026-03-10, 11:30
 * in Asia/Kolkata; periods 1-3 have started (09:00, 09:50, 10:55). One class has a timetable
 * (P1 Maths, P2 Data Structures), one has none and is judged as before.
 */
describeEachDatabase("Today's workbook shows the week board", (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let plain: Classroom;

  const workbook = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/reports/today.xlsx',
      headers: { cookie: week.room.hod.cookie },
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return readWorkbook(answer);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    week = await createWeekClass(t.app, t.database.db);
    plain = await createClassroom(t.app, t.database.db);
    const saved = await putWeek(t.app, week, '2026-03-02', [
      { day: 'Tue', period: 1, subjectIDs: [week.maths] },
      { day: 'Tue', period: 2, subjectIDs: [week.structures] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie: week.room.teacher.cookie },
      payload: classRecords(week, week.maths, '2026-03-10', 1),
    });
    expect(marked.statusCode, marked.body).toBe(201);
    // The mark answer says how the period stood against the timetable.
    expect(marked.json().slot).toBe('timetabled');
  });
  afterAll(async () => t.close());

  it('lists each started timetabled period, the late teacher by name and how late', async () => {
    const book = await workbook();
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Today');
    const header = rowStarting(sheet, 'Class');
    expect(rowValues(sheet, header)).toEqual([
      'Class',
      'Period',
      'Starts',
      'State',
      'Timetabled (staff)',
      'Marked by',
      'Not marked for',
    ]);
    const label = `${week.batch} (2/3)`;
    const mine = Array.from({ length: sheet.rowCount - header }, (_, i) =>
      rowValues(sheet, header + 1 + i),
    ).filter((row) => row[0] === label);
    const teacher = week.room.teacher.staff.staffName;
    const other = week.other.staff.staffName;
    expect(mine).toEqual([
      [
        label,
        'P1',
        '09:00',
        'Marked',
        `${week.room.subjectCode} Maths (${teacher})`,
        `${week.room.subjectCode} Maths (${teacher})`,
      ],
      [
        label,
        'P2',
        '09:50',
        'NOT MARKED',
        `${week.room.subjectCode}DS Data Structures (${other})`,
        undefined, // an empty cell
        '1 h 40 min',
      ],
    ]);
    expect(labelled(sheet, 'Classes without a timetable')).toContain(
      (
        await t.database.db
          .selectFrom('subjects')
          .select('batch')
          .where('id', '=', plain.subjectId)
          .executeTakeFirstOrThrow()
      ).batch,
    );
    // The class without a timetable keeps the per-subject board, on its own sheet.
    const fallback = book.getWorksheet('Without timetable')!;
    const rows = Array.from(
      { length: fallback.rowCount - rowStarting(fallback, 'Staff') },
      (_, i) => rowValues(fallback, rowStarting(fallback, 'Staff') + 1 + i),
    );
    expect(rows.map((r) => [r[0], r[2], ...r.slice(7)])).toContainEqual([
      plain.teacher.staff.staffName,
      plain.subjectCode,
      'Not marked',
      'Not marked',
      'Not marked',
    ]);
    expect(rows.map((r) => r[2])).not.toContain(week.room.subjectCode);
  });

  it('says a day off instead of a board', async () => {
    const holiday = await t.app.inject({
      method: 'POST',
      url: '/api/week/days',
      headers: { cookie: week.room.admin.cookie },
      payload: { date: '2026-03-10', kind: 'holiday', name: 'Founders Day' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const sheet = (await workbook()).worksheets[0]!;
    expect(labelled(sheet, 'Day off')).toBe(
      'No classes today: 2026-03-10 is a holiday: Founders Day.',
    );
    expect(sheet.rowCount).toBe(rowStarting(sheet, 'Class'));
  });
});
