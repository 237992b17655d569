import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { gridWorkbook, type GridSpec } from '../factories/grids';
import { seedAssignment, seedSubject } from '../factories/seed';
import { multipart } from '../factories/spreadsheets';
import { signUp, type SignedInStaff } from '../factories/staff';

const ROMAN = ['I', 'II', 'III', 'IV', 'LUNCH', 'V', 'VI', 'VII', 'VIII'];
const CLOCKS = [
  '9.00-9.50',
  '9.50-10.40',
  'BREAK',
  '10.55-11.45',
  '11.45-12.35',
  'LUNCH',
  '1.30-2.20',
  '2.20-3.10',
  '3.15-4.05',
  '4.05-4.55',
];
const week = (label: (i: number) => string, first: Record<number, string[]> = {}) =>
  [0, 1, 2, 3, 4, 5].map((i) => [label(i), ...(first[i] ?? [])]);
const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** II CSE A: Roman periods and lunch, initials, a lab merged over V-VII, an elective, "CNS". */
const secondYears: GridSpec = {
  titles: [['ABC College of Engineering'], ['II CSE A', '', '', 'Room 301']],
  headings: ROMAN,
  days: week((i) => DAYS[i]!, {
    0: ['DS (RK)', 'OOP (XY)', 'MA3354', 'CNS', 'LUNCH', 'DBMS LAB', '', '', 'CC (KN) / WT (AS)'],
    1: ['Data Structures', '', 'CNS'],
  }),
  merges: [[0, 5, 7]],
};

describeEachDatabase('timetable grid import', (kind) => {
  let t: TestApp;
  let hod: SignedInStaff;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    hod = await signUp(t.app, 'HOD', 'CSE');
    const db = t.database.db;
    const staff: Record<string, number> = {};
    for (const name of [
      'Ravi Kumar',
      'Anand Selvam',
      'Bala Murugan',
      'Priya Devi',
      'Kala Nathan',
      'Meena Raj',
    ])
      staff[name] = (
        await signUp(t.app, 'Subject_Staff', 'CSE', { staffName: name })
      ).staff.staffID;
    const subjects: [string, string, string, string, number, number, string][] = [
      ['CS3301', 'Data Structures', 'Ravi Kumar', 'CSE2024-2028', 2, 3, 'ds'],
      ['CS3391', 'Object Oriented Programming', 'Anand Selvam', 'CSE2024-2028', 2, 3, 'oop'],
      ['MA3354', 'Discrete Mathematics', 'Kala Nathan', 'CSE2024-2028', 2, 3, 'dm'],
      [
        'CS3381',
        'Database Management Systems Laboratory',
        'Bala Murugan',
        'CSE2024-2028',
        2,
        3,
        'lab',
      ],
      ['CS3491', 'Network Security', 'Priya Devi', 'CSE2024-2028', 2, 3, 'cns'],
      ['CCS335', 'Cloud Computing', 'Kala Nathan', 'CSE2024-2028', 2, 3, 'cc'],
      ['CCS375', 'Web Technology', 'Anand Selvam', 'CSE2024-2028', 2, 3, 'wt'],
      ['CS3501', 'Compiler Design', 'Meena Raj', 'CSE2023-2027', 3, 5, 'cd'],
      ['CS3551', 'Distributed Computing', 'Priya Devi', 'CSE2023-2027', 3, 5, 'dc'],
      ['CS1201', 'Programming in C', 'Ravi Kumar', 'CSE2025-2029', 1, 2, 'pc'],
    ];
    for (const [subjectCode, subjectName, teacher, batch, year, semester, key] of subjects) {
      ids[key] = await seedSubject(db, { subjectCode, subjectName, batch, year, semester });
      await seedAssignment(db, staff[teacher]!, ids[key]!, hod.staff.staffID);
    }
  });
  afterAll(async () => t.close());

  const send = (file: Buffer, query: Record<string, string | boolean>, cookie = hod.cookie) => {
    const body = multipart('timetables.xlsx', file);
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/week/timetable/grid-import?${search}`,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const weekOf = async (batch: string, year: number, semester: number, date: string) => {
    const answer = await t.app.inject({
      url: `/api/week/timetable?batch=${batch}&year=${year}&semester=${semester}&date=${date}`,
      headers: { cookie: hod.cookie },
    });
    const cells = json(answer).current?.cells as
      { day: string; period: number; subjectIDs: number[] }[] | undefined;
    return cells?.map((c) => ({ ...c, subjectIDs: [...c.subjectIDs].sort((a, b) => a - b) }));
  };
  const cellOf = (answer: any, day: string, period: number) =>
    answer.grids[0].cells.find((c: any) => c.day === day && c.period === period);

  it('reads Roman periods around a lunch column, a merged lab, initials and an elective; an unknown text stops it until confirmed', async () => {
    const file = await gridWorkbook({ 'II CSE A': [secondYears] });
    const preview = json(await send(file, { effectiveFrom: '2026-03-09' }));
    expect(preview.grids).toHaveLength(1);
    expect(preview.grids[0]).toMatchObject({
      title: 'II CSE A',
      proposedClass: { batch: 'CSE2024-2028', year: 2, semester: 3 },
      periods: [1, 2, 3, 4, 5, 6, 7, 8],
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    });
    expect(preview.errors).toEqual([
      "Mon P4: 'CNS' is not a subject of II CSE A.",
      "Mon P5: 'DBMS LAB' is not a subject of II CSE A.",
      "Mon P6: 'DBMS LAB' is not a subject of II CSE A.",
      "Mon P7: 'DBMS LAB' is not a subject of II CSE A.",
      "Tue P3: 'CNS' is not a subject of II CSE A.",
    ]);
    expect(preview.warnings).toEqual([
      'II CSE A Mon P2: (XY) are not the initials of Anand Selvam, who is assigned CS3391.',
    ]);
    expect(preview.unknown.map((u: any) => [u.text, u.cells])).toEqual([
      ['CNS', ['II CSE A Mon P4', 'II CSE A Tue P3']],
      ['DBMS LAB', ['II CSE A Mon P5', 'II CSE A Mon P6', 'II CSE A Mon P7']],
    ]);
    expect(preview.unknown[0].choices).toContainEqual({
      subjectCode: 'CS3491',
      subjectName: 'Network Security',
    });
    expect(cellOf(preview, 'Mon', 1).subjects[0]).toMatchObject({
      subjectCode: 'CS3301',
      via: 'short name',
    });
    expect(cellOf(preview, 'Tue', 1).subjects[0]).toMatchObject({
      subjectCode: 'CS3301',
      via: 'name',
    });
    expect(cellOf(preview, 'Mon', 3).subjects[0]).toMatchObject({
      subjectCode: 'MA3354',
      via: 'code',
    });
    expect(cellOf(preview, 'Mon', 8).subjects.map((s: any) => s.subjectCode)).toEqual([
      'CCS335',
      'CCS375',
    ]);

    const refused = await send(file, { commit: true, effectiveFrom: '2026-03-09' });
    expect(refused.statusCode).toBe(422);
    expect(await weekOf('CSE2024-2028', 2, 3, '2026-03-10')).toBeUndefined();

    const abbreviations = JSON.stringify({ CNS: 'CS3491', 'DBMS LAB': 'cs3381' });
    const confirmed = json(await send(file, { effectiveFrom: '2026-03-09', abbreviations }));
    expect(confirmed.errors).toEqual([]);
    expect(cellOf(confirmed, 'Mon', 6).subjects[0]).toMatchObject({
      subjectCode: 'CS3381',
      via: 'abbreviation',
    });
    const stored = await send(file, {
      commit: true,
      effectiveFrom: '2026-03-09',
      abbreviations,
      fingerprint: confirmed.fingerprint,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(json(stored).created).toBe(1);
    expect(await weekOf('CSE2024-2028', 2, 3, '2026-03-10')).toEqual([
      { day: 'Mon', period: 1, subjectIDs: [ids.ds] },
      { day: 'Mon', period: 2, subjectIDs: [ids.oop] },
      { day: 'Mon', period: 3, subjectIDs: [ids.dm] },
      { day: 'Mon', period: 4, subjectIDs: [ids.cns] },
      { day: 'Mon', period: 5, subjectIDs: [ids.lab] },
      { day: 'Mon', period: 6, subjectIDs: [ids.lab] },
      { day: 'Mon', period: 7, subjectIDs: [ids.lab] },
      { day: 'Mon', period: 8, subjectIDs: [ids.cc, ids.wt].sort((a, b) => a! - b!) },
      { day: 'Tue', period: 1, subjectIDs: [ids.ds] },
      { day: 'Tue', period: 3, subjectIDs: [ids.cns] },
    ]);
    // Before the chosen date the class had no week.
    expect(await weekOf('CSE2024-2028', 2, 3, '2026-03-08')).toBeUndefined();
  });

  it('reads two grids on one sheet, Day 1-6 and clock headings, with the abbreviations remembered', async () => {
    const thirdYears: GridSpec = {
      titles: [['CSE 2023-2027 V SEM']],
      headings: CLOCKS,
      days: week((i) => `Day ${i + 1}`, {
        0: ['CD', 'DC', 'BREAK', '', '', 'LUNCH', 'CS3501'],
        5: ['', 'Distributed Computing'],
      }),
    };
    const file = await gridWorkbook({ Timetables: [thirdYears, secondYears] });
    const preview = json(await send(file, { effectiveFrom: '2026-04-06' }));
    expect(preview.errors).toEqual([]);
    expect(preview.abbreviations).toEqual([
      { text: 'CNS', subjectCode: 'CS3491', source: 'remembered' },
      { text: 'DBMSLAB', subjectCode: 'CS3381', source: 'remembered' },
    ]);
    expect(preview.grids.map((g: any) => [g.title, g.class, g.headerRow])).toEqual([
      ['CSE 2023-2027 V SEM', { batch: 'CSE2023-2027', year: 3, semester: 5 }, 2],
      ['II CSE A', { batch: 'CSE2024-2028', year: 2, semester: 3 }, 12],
    ]);
    // A commit under another date than the preview's is refused: preview again first.
    const moved = await send(file, {
      commit: true,
      effectiveFrom: '2026-04-13',
      fingerprint: preview.fingerprint,
    });
    expect(moved.statusCode).toBe(409);
    expect(json(moved).code).toBe('MAPPING_CHANGED');
    const stored = await send(file, { commit: true, effectiveFrom: '2026-04-06' });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(json(stored).created).toBe(2);
    expect(await weekOf('CSE2023-2027', 3, 5, '2026-04-06')).toEqual([
      { day: 'Mon', period: 1, subjectIDs: [ids.cd] },
      { day: 'Mon', period: 2, subjectIDs: [ids.dc] },
      { day: 'Mon', period: 5, subjectIDs: [ids.cd] },
      { day: 'Sat', period: 2, subjectIDs: [ids.dc] },
    ]);
  });

  it('refuses a teacher in two rooms at once, naming both cells', async () => {
    const firstYears: GridSpec = {
      titles: [['I CSE A']],
      headings: ROMAN,
      days: week((i) => DAYS[i]!, { 0: ['CS1201'], 2: ['', 'CS1201'] }),
    };
    const thirdYears: GridSpec = {
      titles: [['III CSE']],
      headings: ROMAN,
      days: week((i) => DAYS[i]!, { 2: ['', 'DC (PD)'] }),
    };
    const withCns: GridSpec = {
      titles: [['II CSE A']],
      headings: ROMAN,
      days: week((i) => DAYS[i]!, { 2: ['', '', 'CNS'] }),
    };
    // Ravi teaches II CSE A's Mon P1 (stored) and Priya CNS there; the file adds clashes.
    const file = await gridWorkbook({ First: [firstYears], Third: [thirdYears] });
    const answer = await send(file, { commit: true, effectiveFrom: '2026-03-16' });
    expect(answer.statusCode).toBe(422);
    expect(json(answer).errors).toEqual([
      'I CSE A Mon P1 (B3): Ravi Kumar already teaches CSE2024-2028 year 2 semester 3 then.',
    ]);
    const clash = await gridWorkbook({
      Third: [{ ...thirdYears, days: week((i) => DAYS[i]!, { 2: ['', '', 'DC (PD)'] }) }],
      Second: [withCns],
    });
    const both = await send(clash, { commit: true, effectiveFrom: '2026-05-04' });
    expect(both.statusCode).toBe(422);
    expect(json(both).errors).toEqual([
      'II CSE A Wed P3 (D5): Priya Devi already teaches III CSE Wed P3 (D5) in this file.',
    ]);
    expect(await weekOf('CSE2025-2029', 1, 2, '2026-03-20')).toBeUndefined();
  });

  it('is the HOD’s alone and reads only the department’s classes', async () => {
    const file = await gridWorkbook({ 'II CSE A': [secondYears] });
    expect((await send(file, {}, '')).statusCode).toBe(401);
    const admin = await signUp(t.app, 'Admin', 'CSE');
    const teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    expect((await send(file, {}, admin.cookie)).statusCode).toBe(403);
    expect((await send(file, {}, teacher.cookie)).statusCode).toBe(403);
    const otherHod = await signUp(t.app, 'HOD', 'ECE');
    const seen = await send(file, { commit: true }, otherHod.cookie);
    expect(seen.statusCode).toBe(422);
    expect(json(seen)).toMatchObject({
      classes: [],
      grids: [{ proposedClass: null, class: null, cells: expect.any(Array) }],
      errors: ['II CSE A: choose its class; the title names none of yours.'],
    });
    expect(seen.body).not.toContain('CS3301');
    const forced = await send(
      file,
      { classes: JSON.stringify([{ batch: 'CSE2024-2028', year: 2, semester: 3 }]) },
      otherHod.cookie,
    );
    expect(json(forced).errors).toEqual([
      'II CSE A: CSE2024-2028 year 2 semester 3 is not a class of your department.',
    ]);
    const notZip = await send(Buffer.from('a,b\n1,2\n'), {}, hod.cookie);
    expect(notZip.statusCode).toBe(400);
    const noGrid = await send(
      await gridWorkbook({ Notes: [{ titles: [['Staff list']], headings: ['Name'], days: [] }] }),
      {},
      hod.cookie,
    );
    expect(noGrid.statusCode).toBe(400);
    expect(json(noGrid).message).toMatch(/^The workbook holds no timetable grid/);
  });
});
