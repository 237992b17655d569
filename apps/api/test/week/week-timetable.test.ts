import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { classRecords, createWeekClass, putWeek, type WeekClass } from '../factories/week';
import { readWorkbook, rowStarting, rowValues } from '../factories/workbook';

/** The test clock: Tuesday 2026-03-10, 11:30 in Asia/Kolkata; periods 1-3 have started. */
describeEachDatabase('class timetables drive marking and Today', (kind) => {
  let t: TestApp;
  let week: WeekClass;
  let second: WeekClass;

  const put = (w: WeekClass, effectiveFrom: string, cells: Parameters<typeof putWeek>[3]) =>
    putWeek(t.app, w, effectiveFrom, cells);
  const mark = (cookie: string, subjectID: number, period: number, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/attendance/mark${query}`,
      headers: { cookie },
      payload: classRecords(week, subjectID, '2026-03-10', period),
    });
  const today = async () =>
    json(
      await t.app.inject({
        method: 'GET',
        url: '/api/oversight/today',
        headers: { cookie: week.room.hod.cookie },
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    week = await createWeekClass(t.app, t.database.db);
    second = await createWeekClass(t.app, t.database.db);
  });
  afterAll(async () => t.close());

  it('refuses conflicts naming the cell, and warns of a subject nobody teaches', async () => {
    // The second class's week: its Maths teacher on Tuesday P2.
    expect(
      (await put(second, '2026-03-02', [{ day: 'Tue', period: 2, subjectIDs: [second.maths] }]))
        .statusCode,
    ).toBe(200);
    // Make the first class's Maths teacher the same person, then book them at Tue P2 too.
    await t.database.db
      .updateTable('assignments')
      .set({ staff_id: second.room.teacher.staff.staffID })
      .where('subject_id', '=', week.maths)
      .execute();
    const clash = await put(week, '2026-03-02', [
      { day: 'Tue', period: 2, subjectIDs: [week.maths] },
    ]);
    expect(clash.statusCode).toBe(409);
    expect(json(clash).code).toBe('TIMETABLE_CONFLICT');
    expect(json(clash).message).toBe(
      `Tue P2: ${second.room.teacher.staff.staffName} already teaches ${second.batch} year 2 semester 3 then.`,
    );
    await t.database.db
      .updateTable('assignments')
      .set({ staff_id: week.room.teacher.staff.staffID })
      .where('subject_id', '=', week.maths)
      .execute();
    const stranger = await put(week, '2026-03-02', [
      { day: 'Wed', period: 1, subjectIDs: [second.structures] },
    ]);
    expect(json(stranger).conflicts).toEqual([
      {
        day: 'Wed',
        period: 1,
        message: `Wed P1: subject ${second.structures} is not a subject of this class and department.`,
      },
    ]);
    const teacher = await t.app.inject({
      method: 'PUT',
      url: '/api/week/timetable',
      headers: { cookie: week.room.teacher.cookie },
      payload: { batch: week.batch, year: 2, semester: 3, effectiveFrom: '2026-03-02', cells: [] },
    });
    expect(teacher.statusCode).toBe(403);
  });

  it('records a substitution only after a confirm naming whose period it is, and a free period as extra', async () => {
    const saved = await put(week, '2026-03-02', [
      { day: 'Tue', period: 1, subjectIDs: [week.maths] },
      { day: 'Tue', period: 2, subjectIDs: [week.structures] },
      { day: 'Tue', period: 4, subjectIDs: [week.maths] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const unasked = await mark(week.other.cookie, week.structures, 1);
    expect(unasked.statusCode).toBe(409);
    expect(json(unasked)).toEqual({
      message: `P1 is Maths (${week.room.teacher.staff.staffName}) in the timetable; mark it as Data Structures?`,
      code: 'SUBSTITUTION_CONFIRM',
    });
    const confirmed = await mark(
      week.other.cookie,
      week.structures,
      1,
      '?confirmSubstitution=true',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(json(confirmed).slot).toBe('substitution');
    const extra = await mark(week.room.teacher.cookie, week.maths, 3);
    expect(extra.statusCode, extra.body).toBe(201);
    expect(json(extra).slot).toBe('extra');
    const kinds = await t.database.db
      .selectFrom('attendance_slot_kinds')
      .select(['subject_id', 'period', 'kind', 'timetabled_subjects'])
      .orderBy('period')
      .execute();
    expect(kinds).toEqual([
      {
        subject_id: week.structures,
        period: 1,
        kind: 'substitution',
        timetabled_subjects: String(week.maths),
      },
      { subject_id: week.maths, period: 3, kind: 'extra', timetabled_subjects: '' },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'attendance.mark')
      .where('entity_id', '=', String(week.structures))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      kind: 'substitution',
      timetabled: [week.maths],
    });
  });

  it("computes Today's expected periods from the timetable, by hand", async () => {
    const board = await today();
    const mine = board.week.expected.filter((e: { batch: string }) => e.batch === week.batch);
    // Started: P1 (Maths, marked by Data Structures), P2 (Data Structures, not marked since
    // 09:50, 100 minutes), P3 (free, marked by Maths: extra). P4 has not started.
    expect(mine.map((e: any) => [e.period, e.state, e.minutesSinceStart])).toEqual([
      [1, 'substitute', 150],
      [2, 'missing', 100],
      [3, 'extra', 35],
    ]);
    expect(mine[1].subjects[0].staffName).toBe(week.other.staff.staffName);
    expect(board.week.dayOff).toBeNull();
    expect(board.week.withoutTimetable).toEqual([]);
    // Timetabled classes leave the old board; expected counts their started cells.
    expect(board.staff.flatMap((s: any) => s.subjects).map((s: any) => s.batch)).not.toContain(
      week.batch,
    );
  });

  it('keeps last week as it was when the timetable changes from next Monday', async () => {
    expect(
      (await put(week, '2026-03-16', [{ day: 'Tue', period: 1, subjectIDs: [week.structures] }]))
        .statusCode,
    ).toBe(200);
    const same = (await today()).week.expected.filter(
      (e: { batch: string }) => e.batch === week.batch,
    );
    expect(same.map((e: any) => [e.period, e.state])).toEqual([
      [1, 'substitute'],
      [2, 'missing'],
      [3, 'extra'],
    ]);
    // The new version from Monday 16: Tuesday 17's P1 is Data Structures' (sessions would
    // expire if the clock moved a week, so the teacher asks for that date).
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/week/my-day?date=2026-03-17',
      headers: { cookie: week.other.cookie },
    });
    expect(json(next).periods.map((p: any) => [p.period, p.subjectID])).toEqual([
      [1, week.structures],
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/week/timetable?batch=${week.batch}&year=2&semester=3&date=2026-03-10`,
      headers: { cookie: week.room.hod.cookie },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(json(history).current.effectiveFrom).toBe('2026-03-02');
    expect(json(history).versions.map((v: any) => v.effectiveFrom)).toEqual([
      '2026-03-02',
      '2026-03-16',
    ]);
  });

  it("lists a teacher's timetabled periods of the day, marked or not", async () => {
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/week/my-day',
      headers: { cookie: week.room.teacher.cookie },
    });
    expect(day.statusCode, day.body).toBe(200);
    expect(json(day).periods.map((p: any) => [p.period, p.subjectCode, p.marked])).toEqual([
      [1, week.room.subjectCode, false],
      [4, week.room.subjectCode, false],
    ]);
  });

  it('reports completion per staff member and held against planned per subject', async () => {
    const completion = await t.app.inject({
      method: 'GET',
      url: '/api/week/completion?from=2026-03-10&to=2026-03-10',
      headers: { cookie: week.room.hod.cookie },
    });
    expect(completion.statusCode, completion.body).toBe(200);
    const row = (id: number) => json(completion).rows.find((r: any) => r.staffID === id);
    // Maths teacher: P1 (taken by a substitute: missed); P4 has not started.
    expect(row(week.room.teacher.staff.staffID)).toMatchObject({
      timetabled: 1,
      onTime: 0,
      missed: 1,
    });
    expect(row(week.other.staff.staffID)).toMatchObject({ timetabled: 1, onTime: 0, missed: 1 });
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/week/held?subjectID=${week.maths}`,
      headers: { cookie: week.room.hod.cookie },
    });
    expect(json(held)).toMatchObject({ held: 1, planned: null });
  });

  it("exports the class timetable, the teacher's week and the completion report as .xlsx", async () => {
    const get = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });
    const grid = await readWorkbook(
      await get(
        `/api/week/timetable.xlsx?batch=${week.batch}&year=2&semester=3&date=2026-03-10`,
        week.room.hod.cookie,
      ),
    );
    const sheet = grid.worksheets[0]!;
    const tuesday = rowValues(sheet, rowStarting(sheet, 'Tuesday'));
    expect(tuesday.slice(0, 4)).toEqual([
      'Tuesday',
      `${week.room.subjectCode} (${week.room.teacher.staff.staffName})`,
      `${week.room.subjectCode}DS (${week.other.staff.staffName})`,
      'Free',
    ]);
    // In Tamil (issue 53) the grid's own words follow the reader; codes and names stay as stored.
    const tamil = await readWorkbook(
      await t.app.inject({
        method: 'GET',
        url: `/api/week/timetable.xlsx?batch=${week.batch}&year=2&semester=3&date=2026-03-10`,
        headers: { cookie: week.room.hod.cookie, 'accept-language': 'ta' },
      }),
    );
    const inTamil = tamil.worksheets[0]!;
    expect(rowValues(inTamil, rowStarting(inTamil, 'செவ்வாய்')).slice(0, 4)).toEqual([
      'செவ்வாய்',
      `${week.room.subjectCode} (${week.room.teacher.staff.staffName})`,
      `${week.room.subjectCode}DS (${week.other.staff.staffName})`,
      'காலி',
    ]);
    const mine = await get('/api/week/my-week.xlsx', week.room.teacher.cookie);
    expect(mine.statusCode).toBe(200);
    const completion = await readWorkbook(
      await get('/api/week/completion.xlsx?from=2026-03-10&to=2026-03-10', week.room.hod.cookie),
    );
    const rows = completion.worksheets[0]!;
    expect(rowValues(rows, rowStarting(rows, 'S.No'))).toEqual([
      'S.No',
      'Staff',
      'Staff Code',
      'Timetabled',
      'On time',
      'Late',
      'Missed',
    ]);
  });

  it("says a slot has no teacher in the reader's language, in the grid and on Today (issue 53)", async () => {
    // Last: Data Structures (Tuesday P2) loses its teacher.
    await t.database.db
      .deleteFrom('assignments')
      .where('subject_id', '=', week.structures)
      .execute();
    const workbook = (url: string, language: string) =>
      t.app
        .inject({ url, headers: { cookie: week.room.hod.cookie, 'accept-language': language } })
        .then(readWorkbook);
    const gridUrl = `/api/week/timetable.xlsx?batch=${week.batch}&year=2&semester=3&date=2026-03-10`;
    const cells = async (language: string, tuesday: string) => {
      const sheet = (await workbook(gridUrl, language)).worksheets[0]!;
      return rowValues(sheet, rowStarting(sheet, tuesday)).slice(2, 3);
    };
    const code = `${week.room.subjectCode}DS`;
    expect(await cells('en', 'Tuesday')).toEqual([`${code} (no staff)`]);
    expect(await cells('ta', 'செவ்வாய்')).toEqual([`${code} (ஆசிரியர் இல்லை)`]);
    expect(await cells('hi', 'मंगलवार')).toEqual([`${code} (कोई शिक्षक नहीं)`]);
    const slotOf = async (language: string) => {
      const sheet = (await workbook('/api/reports/today.xlsx', language)).worksheets[0]!;
      const texts: string[] = [];
      sheet.eachRow((row) =>
        texts.push(...Array.from(row.values as unknown[], (value) => String(value ?? ''))),
      );
      // The slot's planned subject, and who marked P1 (a substitution): the same words twice.
      return [...new Set(texts.filter((text) => text.startsWith(`${code} `)))];
    };
    expect(await slotOf('en')).toEqual([`${code} Data Structures (no staff assigned)`]);
    expect(await slotOf('ta')).toEqual([`${code} Data Structures (ஆசிரியர் ஒதுக்கப்படவில்லை)`]);
  });
});
