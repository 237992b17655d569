import { expect, it } from 'vitest';
import type { ImportReport } from '@attendance/domain';
import { describeEachDatabase, json } from '../helpers';
import { appWithAdmin, importUpload, type ImportQuery } from '../factories/import-suite';
import { OFFICE_HEADERS, officeRow, officeWorkbook } from '../factories/office-sheets';

const COLLEGE = 'Annamalai College of Engineering, Chidambaram';

describeEachDatabase('import of an office sheet (issue 22)', (kind) => {
  const suite = appWithAdmin(kind);
  const upload = (
    what: 'students' | 'subjects',
    fileName: string,
    content: Buffer,
    query: ImportQuery = {},
  ) => importUpload(suite, what, fileName, content, query);
  const studentsOf = (batch: string) =>
    suite.t.database.db
      .selectFrom('students')
      .selectAll()
      .where('batch', '=', batch)
      .orderBy('register_number')
      .execute();
  const lastAudit = async () => {
    const rows = await suite.t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'import')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    return JSON.parse(rows[0]?.details ?? '{}');
  };

  it('reads a class sheet under a merged two-row title, with office headers and no class columns', async () => {
    const file = await officeWorkbook({
      titles: [COLLEGE, 'B.E. Computer Science 2024–2028 — Student List'],
      headers: OFFICE_HEADERS,
      rows: [officeRow(1, 2415201001, 'Anitha R'), officeRow(2, 2415201002, 'Bala K')],
    });
    const first = await upload('students', 'CSE III Year Sem 5.xlsx', file);
    expect(first.statusCode).toBe(200);
    const report = json<ImportReport>(first);
    const mapping = report.mapping!;
    expect(mapping.headerRow).toBe(3);
    expect(mapping.skippedRows).toEqual([
      { row: 1, text: COLLEGE },
      { row: 2, text: 'B.E. Computer Science 2024–2028 — Student List' },
    ]);
    expect(mapping.columns.map((c) => c.field)).toEqual([
      null,
      'registerNumber',
      'studentName',
      null,
      'gender',
      'type',
      'studentNumber',
      'parentNumber',
      null,
      null,
    ]);
    expect(mapping.source).toBe('headers');
    expect(report.ignoredColumns).toEqual(['S.No.', 'DOB', 'Blood Group', 'Address']);
    // The required fields no column holds come first; nothing is checked until they are given.
    expect(mapping.missing).toEqual(['Batch', 'Year', 'Semester']);
    expect(mapping.message).toBe(
      'No column holds Batch, Year and Semester: choose the columns below, or give them once for the whole file.',
    );
    expect(report.rows).toEqual([]);
    expect(mapping.sharedFields).toEqual(['batch', 'year', 'semester', 'department']);
    expect(mapping.proposedShared).toEqual({ batch: '2024-2028', year: 3, semester: 5 });

    const shared = { batch: '2024-2028', year: 3, semester: 5 };
    const preview = json<ImportReport>(await upload('students', 'cse.xlsx', file, shared));
    expect(preview).toMatchObject({ valid: 2, errors: [] });
    expect(preview.mapping!.missing).toEqual([]);
    expect(preview.rows[0]!.values).toMatchObject({
      registerNumber: '2415201001',
      gender: 'Male',
      type: 'Regular',
      studentNumber: '9876543201',
      parentNumber: '9876543301',
      batch: 'CSE2024-2028',
    });
    expect(preview.rows[1]!.values).toMatchObject({ gender: 'Female', type: 'Regular' });
    // What was made the form's is said once per column, not hidden.
    expect(preview.normalised).toEqual([
      { column: 'Sex', rows: 2, note: 'read as Male, Female or Other (M/F, Boy/Girl)' },
      {
        column: "Father's Mobile",
        rows: 2,
        note: 'made 10 digits (spaces, dashes, +91 or 0 dropped)',
      },
    ]);

    const commit = await upload('students', 'cse.xlsx', file, {
      ...shared,
      commit: true,
      fingerprint: preview.mapping!.fingerprint,
    });
    expect(commit.statusCode).toBe(201);
    const stored = await studentsOf('CSE2024-2028');
    expect(stored.map((s) => [s.register_number, s.gender, s.year, s.semester])).toEqual([
      ['2415201001', 'Male', 3, 5],
      ['2415201002', 'Female', 3, 5],
    ]);
    expect(stored[0]!.parent_number).toBe('9876543301');
    expect(await lastAudit()).toMatchObject({
      fileName: 'cse.xlsx',
      created: 2,
      mapping: {
        sheet: 'Students',
        headerRow: 3,
        columns: { 'Reg No': 'registerNumber', Sex: 'gender', "Father's Mobile": 'parentNumber' },
        ignored: ['S.No.', 'DOB', 'Blood Group', 'Address'],
        shared,
      },
    });
    // The same file again: every row already there, nothing stored twice.
    const again = await upload('students', 'cse.xlsx', file, { ...shared, commit: true });
    expect(json<ImportReport>(again)).toMatchObject({ created: 0, skipped: 2 });
  });

  it('finds the class on the second sheet, and reads the sheet asked for', async () => {
    const file = await officeWorkbook({
      before: [
        { name: 'Instructions', rows: [['Fill one sheet per class'], ['Do not merge cells']] },
      ],
      sheetName: 'II CSE A',
      titles: ['II Year CSE A — 2025-2029'],
      headers: ['Roll No', 'Student Name', 'Gender', 'Type', 'Contact No', 'Parent Contact'],
      rows: [
        ['25CS101', 'Charan', 'Boy', 'Regular', '98765 43210', '+91 98765 43211'],
        ['25CS102', 'Divya', 'GIRL', 'Lateral', '098765-43212', '9876543213'],
      ],
    });
    const report = json<ImportReport>(await upload('students', 'class.xlsx', file));
    expect(report.mapping!.sheets).toEqual([
      { name: 'Instructions', headerRow: null, rows: null },
      { name: 'II CSE A', headerRow: 2, rows: 2 },
    ]);
    expect(report.mapping!.sheet).toBe('II CSE A');
    expect(report.mapping!.proposedShared).toEqual({ batch: '2025-2029', year: 2 });
    const instructions = json<ImportReport>(
      await upload('students', 'class.xlsx', file, { sheet: 'Instructions' }),
    );
    expect(instructions.mapping!.sheet).toBe('Instructions');
    expect(instructions.mapping!.missing).toContain('Register Number');
    const unknown = await upload('students', 'class.xlsx', file, { sheet: 'Sheet9' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).code).toBe('UNKNOWN_SHEET');

    const shared = { sheet: 'II CSE A', batch: '2025-2029', year: 2, semester: 3 };
    const preview = json<ImportReport>(await upload('students', 'class.xlsx', file, shared));
    expect(preview).toMatchObject({ valid: 2, errors: [] });
    const commit = await upload('students', 'class.xlsx', file, {
      ...shared,
      commit: true,
      fingerprint: preview.mapping!.fingerprint,
    });
    expect(commit.statusCode).toBe(201);
    const stored = await studentsOf('CSE2025-2029');
    expect(stored.map((s) => [s.register_number, s.gender, s.type, s.student_number])).toEqual([
      ['25CS101', 'Male', 'Regular', '9876543210'],
      ['25CS102', 'Female', 'Lateral', '9876543212'],
    ]);
  });

  it('takes a mapping changed by the user only as previewed, and remembers it for the next file', async () => {
    const headers = ['Reg No', 'Name', 'Gender', 'Type', 'Phone 1', 'Phone 2', 'Remarks'];
    const fileOf = (from: number) =>
      officeWorkbook({
        titles: ['CSE 2026-2030 I Year'],
        headers,
        rows: [0, 1].map((i) => [
          `26CS${from + i}`,
          `Student ${from + i}`,
          'F',
          'Regular',
          `98765 4${from + i}`,
          `87654 3${from + i}`,
          'ok',
        ]),
      });
    const file = await fileOf(1001);
    const proposed = json<ImportReport>(await upload('students', 'one.xlsx', file));
    expect(proposed.mapping!.missing).toEqual([
      'Batch',
      'Year',
      'Semester',
      'Student Phone',
      'Parent Phone',
    ]);
    expect(proposed.mapping!.message).toMatch(
      /^No column holds Batch, Year, Semester, Student Phone and Parent Phone/,
    );

    const shared = { batch: '2026-2030', year: 1, semester: 1 };
    const columns = 'registerNumber,studentName,gender,type,studentNumber,parentNumber,';
    const chosen = json<ImportReport>(
      await upload('students', 'one.xlsx', file, { ...shared, columns }),
    );
    expect(chosen.mapping!.source).toBe('chosen');
    expect(chosen).toMatchObject({ valid: 2, errors: [], ignoredColumns: ['Remarks'] });

    // A commit with a mapping no preview showed, or other values than the preview's: refused.
    const unseen = await upload('students', 'one.xlsx', file, { ...shared, columns, commit: true });
    expect(unseen.statusCode).toBe(409);
    expect(json(unseen).code).toBe('MAPPING_NOT_PREVIEWED');
    const otherBatch = await upload('students', 'one.xlsx', file, {
      ...shared,
      batch: '2026-2031',
      columns,
      commit: true,
      fingerprint: chosen.mapping!.fingerprint,
    });
    expect(otherBatch.statusCode).toBe(409);
    expect(json(otherBatch)).toMatchObject({
      code: 'MAPPING_CHANGED',
      message: expect.stringMatching(/differ from the ones the preview showed/),
    });
    const swapped = 'registerNumber,studentName,gender,type,parentNumber,studentNumber,';
    const swappedCommit = await upload('students', 'one.xlsx', file, {
      ...shared,
      columns: swapped,
      commit: true,
      fingerprint: chosen.mapping!.fingerprint,
    });
    expect(json(swappedCommit).code).toBe('MAPPING_CHANGED');
    expect(await studentsOf('CSE2026-2030')).toEqual([]);

    const commit = await upload('students', 'one.xlsx', file, {
      ...shared,
      columns,
      commit: true,
      fingerprint: chosen.mapping!.fingerprint,
    });
    expect(commit.statusCode).toBe(201);
    expect(
      (await studentsOf('CSE2026-2030')).map((s) => [s.student_number, s.parent_number]),
    ).toEqual([
      ['9876541001', '8765431001'],
      ['9876541002', '8765431002'],
    ]);
    expect((await lastAudit()).mapping).toMatchObject({
      source: 'chosen',
      columns: { 'Phone 1': 'studentNumber', 'Phone 2': 'parentNumber' },
      ignored: ['Remarks'],
    });

    // The next file of the office, same headers: the mapping proposes itself, still changeable.
    const next = await fileOf(2001);
    const remembered = json<ImportReport>(await upload('students', 'two.xlsx', next, shared));
    expect(remembered.mapping!.source).toBe('remembered');
    expect(remembered.mapping!.columns.map((c) => c.field ?? '').join(',')).toBe(columns);
    expect(remembered).toMatchObject({ valid: 2, errors: [] });
    const stored = await upload('students', 'two.xlsx', next, { ...shared, commit: true });
    expect(stored.statusCode).toBe(201);
    expect(await studentsOf('CSE2026-2030')).toHaveLength(4);
  });

  it('refuses a mapping that cannot be: a field twice, an unknown field, the wrong number of columns', async () => {
    const file = await officeWorkbook({
      titles: [],
      headers: ['Reg No', 'Name', 'Mobile'],
      rows: [['26CS9', 'X', '9876543210']],
    });
    const refused = async (columns: string, message: RegExp) => {
      const response = await upload('students', 'bad.xlsx', file, { columns });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'BAD_MAPPING',
        message: expect.stringMatching(message),
      });
    };
    await refused(
      'registerNumber,registerNumber,',
      /"Reg No" and "Name"\) are mapped to Register Number/,
    );
    await refused('registerNumber,shoeSize,', /"shoeSize" is not a field/);
    await refused(
      'registerNumber,studentName',
      /names 2 columns but the header row of the file has 3/,
    );
    const lacking = await upload('students', 'bad.xlsx', file, { commit: true });
    expect(lacking.statusCode).toBe(400);
    expect(json(lacking)).toMatchObject({
      code: 'BAD_HEADER',
      message: expect.stringMatching(/lacks the columns "Batch"/),
    });
  });

  it('reads a subjects sheet of the office the same way', async () => {
    const file = await officeWorkbook({
      titles: [COLLEGE, 'Subjects of V Semester, Batch 2024-2028'],
      headers: ['S.No', 'Course Code', 'Title of the Paper', 'Credits', 'Elective (Y/N)'],
      rows: [
        [1, 'CS3501', 'Compiler Design', 4, 'N'],
        [2, 'CS3E51', 'Cloud Computing', 3, 'Y'],
      ],
    });
    const first = json<ImportReport>(await upload('subjects', 'subjects.xlsx', file));
    expect(first.mapping!.columns.map((c) => c.field)).toEqual([
      null,
      'subjectCode',
      'subjectName',
      null,
      'isElective',
    ]);
    expect(first.mapping!.missing).toEqual(['Batch', 'Year', 'Semester']);
    expect(first.mapping!.proposedShared).toEqual({ batch: 'CSE2024-2028', year: 3, semester: 5 });
    const shared = { batch: 'CSE2024-2028', year: 3, semester: 5 };
    const preview = json<ImportReport>(await upload('subjects', 'subjects.xlsx', file, shared));
    expect(preview).toMatchObject({ valid: 2, errors: [] });
    const commit = await upload('subjects', 'subjects.xlsx', file, {
      ...shared,
      commit: true,
      fingerprint: preview.mapping!.fingerprint,
    });
    expect(commit.statusCode).toBe(201);
    const stored = await suite.t.database.db
      .selectFrom('subjects')
      .select(['subject_code', 'subject_name', 'batch', 'semester', 'is_elective'])
      .where('batch', '=', 'CSE2024-2028')
      .orderBy('subject_code')
      .execute();
    expect(stored.map((s) => [s.subject_code, s.semester, Number(s.is_elective)])).toEqual([
      ['CS3501', 5, 0],
      ['CS3E51', 5, 1],
    ]);
    expect((await lastAudit()).mapping.columns).toEqual({
      'Course Code': 'subjectCode',
      'Title of the Paper': 'subjectName',
      'Elective (Y/N)': 'isElective',
    });
  });
});
