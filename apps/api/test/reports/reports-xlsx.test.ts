import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { createClassroom, type Classroom } from '../factories/classroom';

describeEachDatabase('Excel reports', (kind) => {
  let t: TestApp;
  let room: Classroom;
  let otherTeacher: SignedInStaff;
  let eceAdmin: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db, { size: 3 });
    otherTeacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    eceAdmin = await signUp(t.app, 'Admin', 'ECE');
    const students = await t.database.db
      .selectFrom('students')
      .select(['id', 'register_number', 'batch'])
      .where('register_number', 'in', room.registerNumbers)
      .orderBy('register_number')
      .execute();
    // Day 1 period 1: P P A; day 2 period 3: P A A, plus a voided P for the third student.
    const marks: [string, number, string[]][] = [
      ['2026-03-09', 1, ['P', 'P', 'A']],
      ['2026-03-10', 3, ['P', 'A', 'A']],
    ];
    for (const [date, period, statuses] of marks) {
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
            date,
            period,
            status: statuses[index]!,
            created_at: DEFAULT_NOW,
          })
          .execute();
      }
    }
    await t.database.db
      .insertInto('attendance')
      .values({
        student_id: students[2]!.id,
        subject_id: room.subjectId,
        staff_id: room.teacher.staff.staffID,
        register_number: students[2]!.register_number,
        faculty_code: room.teacher.staff.staffCode,
        subject_code: room.subjectCode,
        batch: students[2]!.batch,
        department: 'CSE',
        year: 2,
        semester: 3,
        date: '2026-03-10',
        period: 4,
        status: 'P',
        created_at: DEFAULT_NOW,
        voided_at: DEFAULT_NOW,
        voided_by: room.hod.staff.staffID,
        void_reason: 'wrong period',
      })
      .execute();
  });
  afterAll(async () => t.close());

  const get = (who: SignedInStaff, url: string) =>
    t.app.inject({ url, headers: { cookie: who.cookie } });
  async function workbookOf(url: string, who: SignedInStaff) {
    const response = await get(who, url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    return { workbook, disposition: String(response.headers['content-disposition']) };
  }
  /** The values of a row from column A, as the reader sees them. */
  const values = (sheet: ExcelJS.Worksheet, row: number) =>
    (sheet.getRow(row).values as unknown[]).slice(1);
  const headerRow = (sheet: ExcelJS.Worksheet) => {
    for (let row = 1; row <= sheet.rowCount; row += 1)
      if (sheet.getRow(row).getCell(1).value === 'S.No') return row;
    throw new Error('no header row');
  };

  it('exports the attendance view: a row per student, a column per session, red under 75 %', async () => {
    const url = `/api/reports/attendance.xlsx?subjectID=${room.subjectId}`;
    const { workbook, disposition } = await workbookOf(url, room.teacher);
    expect(disposition).toContain(`filename="${room.subjectCode}-Subject`);
    const sheet = workbook.worksheets[0]!;
    expect(values(sheet, 1)).toEqual(['Campus College of Engineering']);
    expect(values(sheet, 3)).toEqual(['Computer Science and Engineering']);
    expect(values(sheet, 4)).toEqual(['Attendance Report']);
    const header = headerRow(sheet);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: header + 1 });
    const dates = values(sheet, header);
    expect(dates.slice(0, 3)).toEqual(['S.No', 'Register No', 'Name']);
    expect(dates[3]).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(dates[4]).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(dates.slice(5)).toEqual(['Present', 'Sessions', '%']);
    expect(values(sheet, header + 1).slice(3, 5)).toEqual(['P1', 'P3']);
    const [first, second, third] = room.registerNumbers;
    expect(values(sheet, header + 2)).toEqual([1, first, expect.any(String), 'P', 'P', 2, 2, 100]);
    expect(values(sheet, header + 3)).toEqual([2, second, expect.any(String), 'P', 'A', 1, 2, 50]);
    // The voided P of the third student counts nowhere: 0 of 2.
    expect(values(sheet, header + 4)).toEqual([3, third, expect.any(String), 'A', 'A', 0, 2, 0]);
    expect(sheet.getRow(header + 2).getCell(8).font?.color?.argb).toBeUndefined();
    expect(sheet.getRow(header + 3).getCell(8).font?.color?.argb).toBe('FFC62828');
    expect(sheet.rowCount).toBe(header + 4);

    const low = await workbookOf(`${url}&lowOnly=true`, room.teacher);
    const lowSheet = low.workbook.worksheets[0]!;
    expect(lowSheet.rowCount).toBe(headerRow(lowSheet) + 3);
  });

  it('keeps the access rules of the JSON calls', async () => {
    const url = `/api/reports/attendance.xlsx?subjectID=${room.subjectId}`;
    expect((await get(otherTeacher, url)).statusCode).toBe(403);
    expect((await get(eceAdmin, url)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await get(room.teacher, '/api/reports/students.xlsx?batch=x')).statusCode).toBe(403);
    expect(
      (await get(room.teacher, '/api/reports/cumulative.xlsx?date=2026-03-10')).statusCode,
    ).toBe(403);
    const missing = await get(room.admin, '/api/reports/students.xlsx');
    expect(missing.statusCode).toBe(400);
    const empty = await get(eceAdmin, '/api/reports/cumulative.xlsx?date=2026-03-10');
    expect(json(empty)).toMatchObject({ message: 'No attendance records found.' });
  });

  it('exports the cumulative matrix of a day with the OD rule, one sheet per batch', async () => {
    const { workbook, disposition } = await workbookOf(
      '/api/reports/cumulative.xlsx?date=2026-03-10',
      room.hod,
    );
    expect(disposition).toContain('filename="Cumulative_Attendance_2026-03-10.xlsx"');
    const sheet = workbook.worksheets[0]!;
    expect(values(sheet, 5)[0]).toBe('Date');
    expect(values(sheet, 5)[1]).toEqual(new Date('2026-03-10T00:00:00Z'));
    const header = headerRow(sheet);
    expect(values(sheet, header)).toEqual([
      'S.No',
      'Register No',
      'Name',
      `${room.subjectCode} P3`,
      'P',
      'A',
      'OD',
      'ML',
      'LEAVE',
      'Total',
      '%',
      'Status',
    ]);
    expect(values(sheet, header + 1)).toEqual([
      1,
      room.registerNumbers[0],
      expect.any(String),
      'P',
      1,
      0,
      0,
      0,
      0,
      1,
      100,
      'Present',
    ]);
    expect(values(sheet, header + 3)).toEqual([
      3,
      room.registerNumbers[2],
      expect.any(String),
      'A',
      0,
      1,
      0,
      0,
      0,
      1,
      0,
      'Absent',
    ]);
    expect(sheet.getRow(header + 3).getCell(12).font?.color?.argb).toBe('FFC62828');
  });

  it('exports the student list and the subject allocation with the PDF file names', async () => {
    const batch = (
      await t.database.db
        .selectFrom('students')
        .select('batch')
        .where('register_number', '=', room.registerNumbers[0]!)
        .executeTakeFirstOrThrow()
    ).batch;
    const list = await workbookOf(`/api/reports/students.xlsx?batch=${batch}`, room.admin);
    expect(list.disposition).toContain(`filename="CSE_${batch}_Student_List.xlsx"`);
    const students = list.workbook.worksheets[0]!;
    const header = headerRow(students);
    expect(values(students, header)).toEqual([
      'S.No',
      'Register No',
      'Name',
      'Gender',
      'Student Phone',
      'Parent Phone',
      'Student Type',
    ]);
    expect(values(students, header + 1)).toEqual([
      1,
      room.registerNumbers[0],
      expect.any(String),
      'Female',
      '9000000001',
      '9000000002',
      'Regular',
    ]);
    expect(students.rowCount).toBe(header + 3);

    const allocation = await workbookOf('/api/reports/allocations.xlsx', room.admin);
    expect(allocation.disposition).toContain('filename="CSE_All_Subject_Allocation_Report.xlsx"');
    const sheet = allocation.workbook.worksheets[0]!;
    const top = headerRow(sheet);
    expect(values(sheet, top + 1)).toEqual([
      1,
      room.registerNumbers[0],
      expect.any(String),
      batch,
      2,
      3,
      room.subjectCode,
      expect.any(String),
      room.teacher.staff.staffName,
      'No',
    ]);
    expect(sheet.getRow(top + 1).getCell(9).font?.color?.argb).toBe('FF2E7D32');
  });

  it("writes a workbook's title, labels and headings in the reader's language", async () => {
    const url = `/api/reports/attendance.xlsx?subjectID=${room.subjectId}&lowOnly=true`;
    // The web app sends the person's language as Accept-Language.
    const response = await t.app.inject({
      url,
      headers: { cookie: room.teacher.cookie, 'accept-language': 'hi' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const hindi = new ExcelJS.Workbook();
    await hindi.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = hindi.worksheets[0]!;
    expect(sheet.name).toBe('उपस्थिति');
    expect(values(sheet, 1)).toEqual(['Campus College of Engineering']);
    expect(values(sheet, 4)).toEqual(['उपस्थिति रिपोर्ट']);
    const labels = Array.from({ length: 8 }, (_, i) => values(sheet, 5 + i)[0]);
    expect(labels).toEqual(
      expect.arrayContaining(['विषय', 'कर्मचारी', 'बैच', 'वर्ष', 'सेमेस्टर', 'बनाने की तारीख']),
    );
    const shown = Array.from({ length: 8 }, (_, i) => values(sheet, 5 + i)).find(
      (row) => row[0] === 'दिखाए गए',
    );
    expect(shown).toEqual(['दिखाए गए', '75% से कम वाले छात्र']);
    let header = 0;
    for (let row = 1; row <= sheet.rowCount; row += 1)
      if (sheet.getRow(row).getCell(1).value === 'क्रम सं.') header = row;
    expect(header).toBeGreaterThan(0);
    const heads = values(sheet, header);
    expect(heads.slice(0, 3)).toEqual(['क्रम सं.', 'पंजीकरण संख्या', 'नाम']);
    expect(heads.slice(-3)).toEqual(['उपस्थित', 'कुल पीरियड', '%']);
    // The records stay as they are: register numbers, statuses, the percentage.
    expect(values(sheet, header + 2)).toEqual([
      1,
      room.registerNumbers[1],
      expect.any(String),
      'P',
      'A',
      1,
      2,
      50,
    ]);

    // No Accept-Language (a token's script): the language the teacher chose in their settings.
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie: room.teacher.cookie },
      payload: { language: 'ta' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    try {
      const tamil = await workbookOf(url, room.teacher);
      expect(values(tamil.workbook.worksheets[0]!, 4)).toEqual(['வருகை அறிக்கை']);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/language',
        headers: { cookie: room.teacher.cookie },
        payload: { language: 'en' },
      });
    }
    // English, asked for, stays byte for byte the workbook the other tests read.
    const english = await workbookOf(url, room.teacher);
    expect(values(english.workbook.worksheets[0]!, 4)).toEqual(['Attendance Report']);
  });

  it('documents every export at /api/docs as an .xlsx answer', async () => {
    const spec = json(await t.app.inject({ url: '/api/docs/json' }));
    const exports = Object.keys(spec.paths).filter((path) => path.startsWith('/api/reports/'));
    expect(exports.sort()).toEqual(
      ['absences', 'allocations', 'attendance', 'cumulative', 'shortage', 'students', 'today'].map(
        (name) => `/api/reports/${name}.xlsx`,
      ),
    );
    for (const path of exports)
      expect(Object.keys(spec.paths[path].get.responses[200].content), path).toEqual([
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
  });
});
