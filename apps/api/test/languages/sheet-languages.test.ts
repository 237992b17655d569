import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import type { SignedInStaff } from '../factories/staff';

/**
 * A workbook's own words in its body (issue 53): a cumulative status, the allocation list's
 * 'Yes' / 'No', in the reader's language, the colour kept; the records as they are.
 */
describeEachDatabase("a workbook's own words in Hindi and Tamil", (kind) => {
  let t: TestApp;
  let room: Classroom;

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db, { size: 2 });
    const students = await t.database.db
      .selectFrom('students')
      .select(['id', 'register_number', 'batch'])
      .where('register_number', 'in', room.registerNumbers)
      .orderBy('register_number')
      .execute();
    for (const [index, student] of students.entries()) {
      await t.database.db
        .insertInto('attendance')
        .values({
          student_id: student.id,
          subject_id: room.subjectId,
          staff_id: room.teacher.staff.staffID,
          register_number: student.register_number,
          faculty_code: room.teacher.staff.staffCode,
          subject_code: room.subjectCode,
          batch: student.batch,
          department: 'CSE',
          year: 2,
          semester: 3,
          date: '2026-03-10',
          period: 1,
          status: index === 0 ? 'P' : 'A',
          created_at: DEFAULT_NOW,
        })
        .execute();
    }
  });
  afterAll(async () => t.close());

  async function sheetOf(url: string, who: SignedInStaff, language: string) {
    const response = await t.app.inject({
      url,
      headers: { cookie: who.cookie, 'accept-language': language },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    return workbook.worksheets[0]!;
  }
  /** The rows of the body: those after the heading row that starts with `first`. */
  const body = (sheet: ExcelJS.Worksheet, first: string) => {
    const rows: unknown[][] = [];
    let found = false;
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (found) rows.push(values);
      if (values[0] === first) found = true;
    });
    return rows;
  };

  it('writes the cumulative status in Tamil and Hindi, red where it is short', async () => {
    const url = '/api/reports/cumulative.xlsx?date=2026-03-10';
    const tamil = await sheetOf(url, room.hod, 'ta');
    const rows = body(tamil, 'வ.எண்');
    expect(rows.map((row) => row.at(-1))).toEqual(['வருகை', 'வரவில்லை']);
    expect(rows[1]!.slice(0, 2)).toEqual([2, room.registerNumbers[1]]);
    expect(rows[1]![3]).toBe('A');
    const hindi = await sheetOf(url, room.hod, 'hi');
    expect(body(hindi, 'क्रम सं.').map((row) => row.at(-1))).toEqual(['उपस्थित', 'अनुपस्थित']);
    const english = await sheetOf(url, room.hod, 'en');
    expect(body(english, 'S.No').map((row) => row.at(-1))).toEqual(['Present', 'Absent']);
  });

  it("writes the allocation list's 'No' in Hindi and Tamil", async () => {
    const url = '/api/reports/allocations.xlsx';
    const hindi = body(await sheetOf(url, room.admin, 'hi'), 'क्रम सं.');
    expect(hindi[0]!.at(-1)).toBe('नहीं');
    expect(hindi[0]!.at(-2)).toBe(room.teacher.staff.staffName);
    const tamil = body(await sheetOf(url, room.admin, 'ta'), 'வ.எண்');
    expect(tamil[0]!.at(-1)).toBe('இல்லை');
  });
});
