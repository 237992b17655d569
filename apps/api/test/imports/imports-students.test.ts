import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STUDENT_IMPORT_COLUMNS, type ImportReport } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedStudent } from '../factories/seed';
import {
  csvFile,
  multipart,
  STUDENT_HEADERS,
  studentRow,
  xlsxFile,
  zipBomb,
} from '../factories/spreadsheets';

describeEachDatabase('student import', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let eceAdmin: SignedInStaff;
  let hod: SignedInStaff;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    eceAdmin = await signUp(t.app, 'Admin', 'ECE');
    hod = await signUp(t.app, 'HOD', 'CSE');
  });
  afterAll(async () => t.close());

  const upload = (
    who: SignedInStaff | undefined,
    fileName: string,
    content: Buffer,
    commit = false,
  ) => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/students/import?commit=${commit}`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const countStudents = async (batch: string) =>
    (await t.database.db.selectFrom('students').select('id').where('batch', '=', batch).execute())
      .length;
  /** A fresh batch name and register-number prefix for each test. */
  const fresh = () => {
    serial += 1;
    return { batch: `CSE20${40 + serial}-20${44 + serial}`, prefix: `IM${serial}X` };
  };

  it('offers a template with the exact headers, an example row and a sheet of explanations', async () => {
    const response = await t.app.inject({
      url: '/api/students/import/template.xlsx',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const [rows, help] = workbook.worksheets;
    expect((rows!.getRow(1).values as unknown[]).slice(1)).toEqual(
      STUDENT_IMPORT_COLUMNS.map((c) => c.header),
    );
    expect(rows!.getRow(2).getCell(1).value).toBe('21CS001');
    expect(help!.getRow(8).getCell(3).value).toBe('Male, Female, Other');
  });

  it('previews rows as they will be saved, stores nothing, then commits them all at once', async () => {
    const { batch, prefix } = fresh();
    const file = await xlsxFile([
      STUDENT_HEADERS,
      studentRow(`${prefix}1`, { Batch: batch.slice(3), 'Student Name': 'Ānanyā Ré 李' }),
      studentRow(`${prefix}2`, { Batch: batch, Gender: 'male', Department: '' }),
    ]);
    const preview = await upload(admin, 'roster.xlsx', file);
    expect(preview.statusCode).toBe(200);
    const report = json<ImportReport>(preview);
    expect(report).toMatchObject({ valid: 2, skipped: 0, created: 0, errors: [] });
    expect(report.rows[0]).toMatchObject({
      row: 2,
      status: 'new',
      values: { batch, studentName: 'Ānanyā Ré 李', department: 'CSE' },
    });
    expect(report.rows[1]!.values.gender).toBe('Male');
    expect(await countStudents(batch)).toBe(0);

    const commit = await upload(admin, 'roster.xlsx', file, true);
    expect(commit.statusCode).toBe(201);
    expect(json<ImportReport>(commit)).toMatchObject({ created: 2, skipped: 0 });
    const names = await t.database.db
      .selectFrom('students')
      .select('student_name')
      .where('batch', '=', batch)
      .orderBy('register_number')
      .execute();
    expect(names.map((n) => n.student_name)).toEqual(['Ānanyā Ré 李', `Student ${prefix}2`]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['details', 'staff_id'])
      .where('action', '=', 'import')
      .where('entity', '=', 'students')
      .execute();
    const entry = audit.map((a) => JSON.parse(a.details ?? '{}')).find((d) => d.created === 2);
    expect(entry).toMatchObject({ fileName: 'roster.xlsx', rows: 2, skipped: 0 });
    expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The same file again changes nothing; a conflicting row is an error.
    const again = await upload(admin, 'roster.xlsx', file, true);
    expect(again.statusCode).toBe(200);
    expect(json<ImportReport>(again)).toMatchObject({ created: 0, skipped: 2, errors: [] });
    const changed = await upload(
      admin,
      'roster.csv',
      csvFile([
        STUDENT_HEADERS,
        studentRow(`${prefix}1`, { Batch: batch, 'Student Name': 'Other' }) as string[],
      ]),
      true,
    );
    expect(changed.statusCode).toBe(422);
    expect(json(changed).errors).toEqual([
      {
        row: 2,
        column: 'Register Number',
        message: `is already taken by another student (${prefix}1)`,
      },
    ]);
    expect(await countStudents(batch)).toBe(2);
  });

  it('reports each kind of row problem with its row and column', async () => {
    const { batch, prefix } = fresh();
    await seedStudent(t.database.db, { batch, year: 2, semester: 3, registerNumber: `${prefix}0` });
    await seedStudent(t.database.db, { department: 'ECE', registerNumber: `${prefix}E` });
    const rows = [
      studentRow(`${prefix}1`, { Batch: batch, Year: 2, Semester: 3, 'Student Name': '' }),
      studentRow(`${prefix}2`, { Batch: batch, Year: 2, Semester: 3, Gender: 'Unknown' }),
      studentRow(`${prefix}3`, { Batch: batch, Year: 2, Semester: 3, Type: 'Day scholar' }),
      studentRow(`${prefix}E`, { Batch: batch, Year: 2, Semester: 3 }),
      studentRow(`${prefix}5`, { Batch: batch, Year: 2, Semester: 3 }),
      studentRow(`${prefix}5`, { Batch: batch, Year: 2, Semester: 3 }),
      studentRow(`${prefix}7`, { Batch: batch, Year: 3, Semester: 5 }),
      studentRow(`${prefix}8`, { Batch: batch, Year: 5, Semester: 3 }),
      studentRow(`${prefix}9`, { Batch: batch, Year: 2, Semester: 6 }),
      studentRow(`${prefix}10`, { Batch: batch, Year: 2, Semester: 3, 'Student Phone': '12ab' }),
      studentRow(`${prefix}11`, { Batch: batch, Year: 2, Semester: 3, Department: 'ECE' }),
    ];
    const response = await upload(admin, 'mixed.xlsx', await xlsxFile([STUDENT_HEADERS, ...rows]));
    expect(response.statusCode).toBe(200);
    const report = json<ImportReport>(response);
    expect(report.errors).toEqual([
      { row: 2, column: 'Student Name', message: 'is required' },
      { row: 3, column: 'Gender', message: 'must be one of Male, Female, Other' },
      { row: 4, column: 'Type', message: 'must be one of Regular, Lateral, Transfer' },
      {
        row: 5,
        column: 'Register Number',
        message: `is already taken by another student (${prefix}E)`,
      },
      { row: 7, column: 'Register Number', message: 'appears twice in the file (also row 6)' },
      {
        row: 8,
        column: 'Year',
        message: `batch ${batch} is in year 2, semester 3, not year 3, semester 5`,
      },
      { row: 9, column: 'Year', message: 'must be at most 4' },
      { row: 10, column: 'Semester', message: 'semester 6 is not a semester of year 2' },
      { row: 11, column: 'Student Phone', message: 'must be a phone number of 7 to 20 digits' },
      {
        row: 12,
        column: 'Department',
        message:
          'must be your own department (CSE); students of another department cannot be imported here',
      },
    ]);
    expect(report.valid).toBe(1);
    const commit = await upload(
      admin,
      'mixed.xlsx',
      await xlsxFile([STUDENT_HEADERS, ...rows]),
      true,
    );
    expect(commit.statusCode).toBe(422);
    expect(await countStudents(batch)).toBe(1);
  });

  it('stores nothing when row 4,999 of 5,000 has an error', async () => {
    const { batch, prefix } = fresh();
    const rows = Array.from({ length: 5000 }, (_, i) =>
      studentRow(`${prefix}${i + 1}`, { Batch: batch, Gender: i + 2 === 4999 ? 'X' : 'Male' }),
    );
    const response = await upload(
      admin,
      'big.csv',
      csvFile([STUDENT_HEADERS, ...(rows as string[][])]),
      true,
    );
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual([
      { row: 4999, column: 'Gender', message: 'must be one of Male, Female, Other' },
    ]);
    expect(await countStudents(batch)).toBe(0);
  });

  it('maps headers by name in any order, ignores extra columns, skips empty rows, takes cached formula values', async () => {
    const { batch, prefix } = fresh();
    const headers = [...STUDENT_HEADERS].reverse();
    headers.push('Remarks');
    const reversed = (reg: string, o: Record<string, ExcelJS.CellValue> = {}) => [
      ...studentRow(reg, { Batch: batch, ...o }).reverse(),
      'note',
    ];
    const file = await xlsxFile([
      headers,
      reversed(`${prefix}1`, { 'Student Name': { formula: 'UPPER("asha")', result: 'ASHA' } }),
      [],
      reversed(`${prefix}2`, { 'Student Phone': 9876543210 }),
      reversed(`${prefix}3`, { 'Student Name': { formula: 'A1' } as ExcelJS.CellValue }),
      reversed(`${prefix}4`, { 'Parent Phone': new Date('2024-01-01T00:00:00Z') }),
    ]);
    const report = json<ImportReport>(await upload(admin, 'odd.xlsx', file));
    expect(report.ignoredColumns).toEqual(['Remarks']);
    expect(report.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'new'],
      [4, 'new'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(report.rows[0]!.values.studentName).toBe('ASHA');
    expect(report.rows[1]!.values.studentNumber).toBe('9876543210');
    expect(report.errors).toEqual([
      {
        row: 5,
        column: 'Student Name',
        message: 'is a formula without a saved value; save the workbook in Excel first',
      },
      { row: 6, column: 'Parent Phone', message: 'is a date; type the value as text' },
    ]);
    const csv = csvFile([
      STUDENT_HEADERS,
      studentRow(`${prefix}5`, { Batch: batch, 'Student Name': '=HYPERLINK("x")' }) as string[],
    ]);
    expect(json<ImportReport>(await upload(admin, 'f.csv', csv)).errors[0]).toMatchObject({
      column: 'Student Name',
      message: 'must not start with =, +, - or @ (a spreadsheet would take it as a formula)',
    });
  });

  it('normalises what is unambiguous: M/F, phones with +91, 0, spaces and dashes', async () => {
    const { batch, prefix } = fresh();
    const csv = csvFile([
      STUDENT_HEADERS,
      studentRow(`${prefix}1`, {
        Batch: batch,
        Gender: 'F',
        'Student Phone': '+91 98765 43210',
        'Parent Phone': '098765-43211',
      }) as string[],
      studentRow(`${prefix}2`, {
        Batch: batch,
        Gender: 'boy',
        'Student Phone': '9.87654E+09',
      }) as string[],
    ]);
    const report = json<ImportReport>(await upload(admin, 'office.csv', csv));
    expect(report.rows[0]!.values).toMatchObject({
      gender: 'Female',
      studentNumber: '9876543210',
      parentNumber: '9876543211',
    });
    expect(report.rows[1]!.values.gender).toBe('Male');
    expect(report.errors).toEqual([
      { row: 3, column: 'Student Phone', message: 'must be a phone number of 7 to 20 digits' },
    ]);
  });

  it('refuses hostile files with a clear 400 and stores nothing', async () => {
    const { batch, prefix } = fresh();
    const expectRefused = async (fileName: string, content: Buffer, message: RegExp) => {
      const response = await upload(admin, fileName, content, true);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(message);
    };
    await expectRefused('photo.xlsx', Buffer.from('\x89PNG\r\n\x1a\nnot a sheet'), /not an \.xlsx/);
    await expectRefused('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]), /\(\.xls\)/);
    await expectRefused('bomb.xlsx', zipBomb(80 * 1024 * 1024), /unpacks to far more/);
    await expectRefused('liar.xlsx', zipBomb(80 * 1024 * 1024, 1000), /unpacks to far more/);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    await expectRefused('huge.csv', big, /over 5 MB/);
    const many = Array.from({ length: 10_001 }, (_, i) =>
      studentRow(`${prefix}${i}`, { Batch: batch }),
    );
    await expectRefused(
      'many.csv',
      csvFile([STUDENT_HEADERS, ...(many as string[][])]),
      /more than 10,000 rows/,
    );
    await expectRefused(
      'cols.csv',
      csvFile([
        ['Name', 'Batch'],
        ['A', batch],
      ]),
      /lacks the columns/,
    );
    await expectRefused('binary.csv', Buffer.from([0x41, 0, 0x02, 0xff, 0x41]), /"CSV UTF-8/);
    const empty = multipart('x.csv', Buffer.from(''), 'other');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      payload: empty.payload,
      headers: { ...empty.headers, cookie: admin.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(await countStudents(batch)).toBe(0);
  });

  it('is for Admins only, and each Admin imports into their own department', async () => {
    const { batch, prefix } = fresh();
    const file = csvFile([STUDENT_HEADERS, studentRow(`${prefix}1`, { Batch: batch }) as string[]]);
    expect((await upload(undefined, 'a.csv', file)).statusCode).toBe(401);
    expect((await upload(hod, 'a.csv', file)).statusCode).toBe(403);
    const ece = await upload(eceAdmin, 'a.csv', file, true);
    expect(ece.statusCode).toBe(422);
    expect(json(ece).errors[0]).toMatchObject({ column: 'Department' });
    const noDepartment = csvFile([
      STUDENT_HEADERS,
      studentRow(`${prefix}1`, { Batch: '2050-2054', Department: '' }) as string[],
    ]);
    const stored = await upload(eceAdmin, 'a.csv', noDepartment, true);
    expect(stored.statusCode).toBe(201);
    expect(json<ImportReport>(stored).rows[0]!.values).toMatchObject({
      department: 'ECE',
      batch: 'ECE2050-2054',
    });
  });
});
