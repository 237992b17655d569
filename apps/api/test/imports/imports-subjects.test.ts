import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBJECT_IMPORT_COLUMNS, type ImportReport } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedSubject } from '../factories/seed';
import { csvFile, multipart, xlsxFile } from '../factories/spreadsheets';

const HEADERS = SUBJECT_IMPORT_COLUMNS.map((column) => column.header);

describeEachDatabase('subject import', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let teacher: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
  });
  afterAll(async () => t.close());

  const upload = (who: SignedInStaff, fileName: string, content: Buffer, commit = false) => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/subjects/import?commit=${commit}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  };
  const subjectsOf = (batch: string) =>
    t.database.db
      .selectFrom('subjects')
      .select(['subject_code', 'department', 'owner_department', 'is_common', 'is_elective'])
      .where('batch', '=', batch)
      .orderBy('subject_code')
      .execute();

  it('offers a template with the exact headers', async () => {
    const response = await t.app.inject({
      url: '/api/subjects/import/template.xlsx',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('subjects-import-template.xlsx');
  });

  it('previews, commits own and common subjects, and skips them on a second upload', async () => {
    const batch = 'CSE2031-2035';
    const rows = [
      HEADERS,
      ['CS101', 'Programming in C', batch, 1, 1, 'CSE', 'No', 'No'],
      ['MA101', 'Engineering Mathematics', batch, 1, 1, 'all', '', ''],
      ['CS1E1', 'Web Design', batch, 1, 1, '', 'no', 'Yes'],
    ];
    const file = await xlsxFile(rows);
    const preview = json<ImportReport>(await upload(admin, 'subjects.xlsx', file));
    expect(preview).toMatchObject({ valid: 3, skipped: 0, created: 0, errors: [] });
    expect(await subjectsOf(batch)).toEqual([]);

    const commit = await upload(admin, 'subjects.xlsx', file, true);
    expect(commit.statusCode).toBe(201);
    expect(await subjectsOf(batch)).toEqual([
      {
        subject_code: 'CS101',
        department: 'CSE',
        owner_department: 'CSE',
        is_common: 0,
        is_elective: 0,
      },
      {
        subject_code: 'CS1E1',
        department: 'CSE',
        owner_department: 'CSE',
        is_common: 0,
        is_elective: 1,
      },
      {
        subject_code: 'MA101',
        department: 'all',
        owner_department: 'CSE',
        is_common: 1,
        is_elective: 0,
      },
    ]);
    const again = json<ImportReport>(await upload(admin, 'subjects.xlsx', file, true));
    expect(again).toMatchObject({ created: 0, skipped: 3, errors: [] });
  });

  it('reports duplicates, conflicts, another department and bad values per row', async () => {
    const batch = 'CSE2032-2036';
    await seedSubject(t.database.db, {
      batch,
      subjectCode: 'CS201',
      subjectName: 'Data Structures',
      year: 2,
      semester: 3,
    });
    const file = csvFile([
      HEADERS,
      ['CS201', 'Algorithms', batch, 2, 3, 'CSE', 'No', 'No'],
      ['CS202', 'Databases', batch, 2, 3, 'CSE', 'No', 'No'],
      ['CS202', 'Databases', batch, 2, 3, 'CSE', 'No', 'No'],
      ['EC201', 'Signals', batch, 2, 3, 'ECE', 'No', 'No'],
      ['CS203', 'Networks', batch, 2, 9, 'CSE', 'No', 'maybe'],
    ]);
    const response = await upload(admin, 'subjects.csv', file, true);
    expect(response.statusCode).toBe(422);
    expect(json<ImportReport>(response).errors).toEqual([
      {
        row: 2,
        column: 'Subject Code',
        message: `already exists for batch ${batch} with other details`,
      },
      {
        row: 4,
        column: 'Subject Code',
        message: `appears twice in the file for batch ${batch} (also row 3)`,
      },
      { row: 5, column: 'Department', message: "must be your own department (CSE) or 'all'" },
      { row: 6, column: 'Semester', message: 'must be at most 8' },
      { row: 6, column: 'Elective', message: 'must be true or false' },
    ]);
    expect((await subjectsOf(batch)).map((s) => s.subject_code)).toEqual(['CS201']);
  });

  it('is refused to staff who are not Admins', async () => {
    const response = await upload(teacher, 's.csv', csvFile([HEADERS]));
    expect(response.statusCode).toBe(403);
  });
});
