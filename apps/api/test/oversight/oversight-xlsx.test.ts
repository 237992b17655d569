import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OversightAbsences, OversightShortage, OversightToday } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json } from '../helpers';
import type { SignedInStaff } from '../factories/staff';
import { seedCampus, TODAY, type Seeded } from '../factories/oversight-campus';
import { colourOf, labelled, readWorkbook, rowStarting, rowValues } from '../factories/workbook';

const RED = 'FFC62828';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The Excel exports of the oversight views, on the campus of oversight.test.ts (whose JSON
 * answers are worked out by hand there): each workbook is read back cell by cell and compared
 * with the JSON answer of the same query and with those hand-checked numbers.
 */
describeEachDatabase('oversight Excel exports', (kind) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seedCampus(await createTestApp(kind));
  });
  afterAll(async () => s.t.close());

  const get = (who: SignedInStaff | null, url: string) =>
    s.t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

  /** The JSON answer and the workbook of one view and query, for the same caller. */
  async function both<T>(who: SignedInStaff, view: string, query = '') {
    const answer = json<T>(await get(who, `/api/oversight/${view}${query}`));
    const response = await get(who, `/api/reports/${view}.xlsx${query}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await readWorkbook(response)).worksheets[0]!;
    return { answer, sheet, disposition: String(response.headers['content-disposition']) };
  }
  /** The body rows under the header row that starts with `first`. */
  const body = (sheet: ExcelJS.Worksheet, first: string) => {
    const header = rowStarting(sheet, first);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    return Array.from({ length: sheet.rowCount - header }, (_, i) =>
      rowValues(sheet, header + 1 + i),
    );
  };

  it("exports Today: a row per staff-subject, each started period's absentees or 'Not marked'", async () => {
    const { answer, sheet, disposition } = await both<OversightToday>(s.hod, 'today');
    expect(disposition).toContain(`filename="CSE_Today_${TODAY}.xlsx"`);
    expect(rowValues(sheet, 1)).toEqual(['Campus College of Engineering']);
    expect(rowValues(sheet, 4)).toEqual(['Today: Marking Completion']);
    expect(labelled(sheet, 'Date')).toEqual(day(answer.date));
    expect(labelled(sheet, 'Marked')).toBe(`${answer.marked} of ${answer.expected} periods marked`);
    expect(labelled(sheet, 'Marked')).toBe('2 of 6 periods marked');
    expect(labelled(sheet, 'Batch')).toBe('All');
    const header = rowStarting(sheet, 'Staff');
    expect(rowValues(sheet, header).slice(7)).toEqual(['P1 absent', 'P2 absent', 'P3 absent']);
    const expected = answer.staff.flatMap((p) =>
      p.subjects.map((x) => [
        p.staffName,
        p.staffCode,
        x.subjectCode,
        x.subjectName,
        x.batch,
        x.year,
        x.semester,
        ...x.cells.map((c) =>
          c.state === 'marked'
            ? c.absentees
            : c.state === 'other'
              ? 'Another subject'
              : 'Not marked',
        ),
      ]),
    );
    const rows = body(sheet, 'Staff');
    expect(rows).toEqual(expected);
    expect(rows.map((r) => [r[0], r[2], ...r.slice(7)])).toEqual([
      ['Anand', 'CS501', 'Not marked', 'Not marked', 'Not marked'],
      ['Anand', 'CS301', 1, 'Another subject', 'Not marked'],
      ['Bala', 'CS302', 'Another subject', 1, 'Not marked'],
    ]);
    expect(colourOf(sheet, header + 2, 8)).toBeUndefined();
    expect(colourOf(sheet, header + 2, 10)).toBe(RED);

    const b2 = await both<OversightToday>(s.admin, 'today', '?batch=CSE2023-2027');
    expect(labelled(b2.sheet, 'Batch')).toBe('CSE2023-2027');
    expect(labelled(b2.sheet, 'Marked')).toBe('0 of 3 periods marked');
    expect(body(b2.sheet, 'Staff').map((r) => r[2])).toEqual(['CS501']);
    // A Subject_Staff gets their own classes, as from the JSON call.
    const own = await both<OversightToday>(s.bala, 'today');
    expect(body(own.sheet, 'Staff').map((r) => [r[0], r[2]])).toEqual([['Bala', 'CS302']]);
    expect(labelled(own.sheet, 'Marked')).toBe('2 of 3 periods marked');
  });

  it('exports the shortage list a row per student and subject, red below the threshold', async () => {
    const { answer, sheet, disposition } = await both<OversightShortage>(s.hod, 'shortage');
    expect(disposition).toContain(`filename="CSE_Shortage_${TODAY}.xlsx"`);
    expect(labelled(sheet, 'From')).toBe('Start of term');
    expect(labelled(sheet, 'To')).toEqual(day(TODAY));
    expect(labelled(sheet, 'Threshold %')).toBe(75);
    const header = rowStarting(sheet, 'S.No');
    expect(rowValues(sheet, header)).toEqual([
      'S.No',
      'Register No',
      'Name',
      'Batch',
      'Year',
      'Semester',
      'Subject Code',
      'Subject Name',
      'Present',
      'Sessions',
      '%',
      'Subject Band',
      'Overall %',
      'Band',
      'Parent Phone',
    ]);
    const rows = body(sheet, 'S.No');
    expect(rows).toEqual(
      answer.students.flatMap((st, index) =>
        st.subjects.map((x) => [
          index + 1,
          st.registerNumber,
          st.studentName,
          st.batch,
          st.year,
          st.semester,
          x.subjectCode,
          x.subjectName,
          x.present,
          x.sessions,
          x.percentage,
          expect.any(String),
          st.overall.percentage,
          expect.any(String),
          st.parentNumber,
        ]),
      ),
    );
    // The hand-checked numbers of oversight.test.ts.
    expect(rows.map((r) => [r[0], r[1], r[6], r[8], r[9], r[10], r[11], r[12], r[13]])).toEqual([
      [
        1,
        '21CSst1',
        'CS301',
        15,
        21,
        71.43,
        'Condonation (65-75 %)',
        66.67,
        'Not eligible (below 65 %)',
      ],
      [
        1,
        '21CSst1',
        'CS302',
        13,
        21,
        61.9,
        'Not eligible (below 65 %)',
        66.67,
        'Not eligible (below 65 %)',
      ],
      [
        2,
        '21CSst2',
        'CS301',
        13,
        21,
        61.9,
        'Not eligible (below 65 %)',
        80.95,
        'Not eligible (below 65 %)',
      ],
      [2, '21CSst2', 'CS302', 21, 21, 100, 'Eligible', 80.95, 'Not eligible (below 65 %)'],
    ]);
    expect(sheet.getRow(header + 1).getCell(11).numFmt).toBe('0.00');
    expect(colourOf(sheet, header + 1, 11)).toBe(RED);
    expect(colourOf(sheet, header + 4, 11)).toBeUndefined();
    expect(colourOf(sheet, header + 4, 12)).toBeUndefined();
    expect(colourOf(sheet, header + 3, 13)).toBeUndefined();
    expect(colourOf(sheet, header + 3, 14)).toBe(RED);

    const feb = await both<OversightShortage>(
      s.hod,
      'shortage',
      '?startDate=2026-02-01&endDate=2026-02-28&year=2',
    );
    expect(feb.disposition).toContain('filename="CSE_Shortage_2026-02-28.xlsx"');
    expect(labelled(feb.sheet, 'From')).toEqual(day('2026-02-01'));
    expect(labelled(feb.sheet, 'Year')).toBe(2);
    expect(body(feb.sheet, 'S.No').map((r) => [r[1], r[10], r[12]])).toEqual(
      feb.answer.students.flatMap((st) =>
        st.subjects.map((x) => [st.registerNumber, x.percentage, st.overall.percentage]),
      ),
    );
    expect(body(feb.sheet, 'S.No').map((r) => r[10])).toEqual([75, 65, 60, 100]);
  });

  it('exports consecutive absences: days as a number, first and last day as dates', async () => {
    const { answer, sheet, disposition } = await both<OversightAbsences>(s.hod, 'absences');
    expect(disposition).toContain(`filename="CSE_Absences_${TODAY}.xlsx"`);
    expect(labelled(sheet, 'Days (at least)')).toBe(3);
    const dates = ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', TODAY];
    expect(answer.students[0]?.dates).toEqual(dates);
    expect(body(sheet, 'S.No')).toEqual(
      answer.students.map((st, index) => [
        index + 1,
        st.registerNumber,
        st.studentName,
        st.batch,
        st.year,
        st.semester,
        st.parentNumber,
        st.dates.length,
        day(st.dates[0]!),
        day(st.dates.at(-1)!),
        st.dates.join(', '),
      ]),
    );
    expect(body(sheet, 'S.No')[0]?.slice(0, 2)).toEqual([1, '21CSst1']);
    expect(body(sheet, 'S.No')[0]?.slice(6, 10)).toEqual([
      '9000000002',
      6,
      day('2026-02-16'),
      day(TODAY),
    ]);
  });

  it("never shows another department's students", async () => {
    const shortage = await both<OversightShortage>(s.eceHod, 'shortage');
    expect(body(shortage.sheet, 'S.No').map((r) => r[1])).toEqual(['21EC001']);
    const absences = await both<OversightAbsences>(s.eceHod, 'absences', '?days=21');
    expect(body(absences.sheet, 'S.No').map((r) => [r[1], r[7]])).toEqual([['21EC001', 21]]);
    const today = await both<OversightToday>(s.eceHod, 'today');
    expect(body(today.sheet, 'Staff').map((r) => r[0])).toEqual(['Chitra']);
    expect(today.disposition).toContain('filename="ECE_Today_');
    // Nothing to list answers as the PDF refuses: no empty workbook.
    const none = await get(s.admin, '/api/reports/absences.xlsx?days=7');
    expect(none.statusCode).toBe(404);
    expect(json(none)).toEqual({
      message: 'No student has been absent on that many consecutive days',
      code: 'NOT_FOUND',
    });
  });

  it('keeps the roles, sign-in and query checks of the JSON calls', async () => {
    for (const view of ['shortage', 'absences']) {
      const refused = await get(s.anand, `/api/reports/${view}.xlsx`);
      expect(refused.statusCode, view).toBe(403);
      expect(json(refused).code).toBe('FORBIDDEN');
    }
    for (const view of ['today', 'shortage', 'absences']) {
      const stranger = await get(null, `/api/reports/${view}.xlsx`);
      expect(stranger.statusCode, view).toBe(401);
      expect(json(stranger).code).toBe('UNAUTHORIZED');
    }
    for (const url of [
      'absences.xlsx?days=0',
      'shortage.xlsx?startDate=2026-02-10&endDate=2026-02-01',
      'shortage.xlsx?threshold=0',
      'shortage.xlsx?startDate=2026-04-01',
      'today.xlsx?year=9',
    ]) {
      const response = await get(s.hod, `/api/reports/${url}`);
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toEqual({
        message: expect.stringMatching(/days|startDate|threshold|year/),
        code: expect.any(String),
      });
    }
  });

  it('documents the three exports as .xlsx answers at /api/docs', async () => {
    const spec = json(await s.t.app.inject({ url: '/api/docs/json' }));
    for (const view of ['today', 'shortage', 'absences']) {
      const operation = spec.paths[`/api/reports/${view}.xlsx`].get;
      expect(operation.tags).toEqual(['reports']);
      expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
        spec.paths[`/api/oversight/${view}`].get.parameters.map((p: { name: string }) => p.name),
      );
      expect(Object.keys(operation.responses[200].content)).toEqual([
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
  });
});
