import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORMULA_TEXT_MESSAGE, type ImportReport } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { register, signUp, type SignedInStaff } from '../factories/staff';
import { seedStudent, seedSubject } from '../factories/seed';
import { csvFile, multipart, STUDENT_HEADERS, studentRow } from '../factories/spreadsheets';

/** Names a spreadsheet would run (OWASP CSV injection), each refused by every door. */
const FORMULAS = ["=cmd|' /C calc'!A0", '+1+cmd|x', '-2+3+cmd|x', '@SUM(1+1)', '\t=1+1'];

describeEachDatabase('one rule for what a name may hold', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const student = (studentName: string) => {
    serial += 1;
    return {
      registerNumber: `NF${serial}`,
      studentName,
      batch: 'CSE2030-2034',
      year: 1,
      semester: 1,
      department: 'CSE',
      gender: 'Female',
      type: 'Regular',
      studentNumber: '9876543210',
      parentNumber: '9876543211',
    };
  };
  const subject = (subjectName: string) => {
    serial += 1;
    const batch = 'CSE2030-2034';
    return {
      subjectCode: `NF${serial}`,
      subjectName,
      batch,
      year: 1,
      semester: 1,
      department: 'CSE',
    };
  };
  const upload = (kind: string, rows: string[][]) => {
    const body = multipart(`${kind}.csv`, csvFile(rows));
    return t.app.inject({
      method: 'POST',
      url: `/api/${kind}/import?commit=true`,
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
  };

  it('refuses a formula-like name through every door that stores one', async () => {
    const studentId = await seedStudent(t.database.db, { department: 'CSE' });
    const subjectId = await seedSubject(t.database.db, { department: 'CSE' });
    for (const name of FORMULAS) {
      const doors = {
        'Add Student': await send('POST', '/api/admin/students', student(name)),
        'student edit': await send('PUT', `/api/admin/students/${studentId}`, student(name)),
        'Add Subject': await send('POST', '/api/subjects/addSubject', subject(name)),
        'subject edit': await send('PUT', `/api/subjects/updateSubject/${subjectId}`, {
          ...subject(name),
          isElective: 0,
        }),
        registration: (await register(t.app, 'Subject_Staff', 'CSE', { staffName: name })).response,
      };
      for (const [door, response] of Object.entries(doors)) {
        expect(response.statusCode, `${door}: ${name}`).toBe(400);
        expect(response.body, `${door}: ${name}`).toContain('formula');
      }
      const students = await upload('students', [
        STUDENT_HEADERS,
        studentRow(`NFI${serial}`, { 'Student Name': name }) as string[],
      ]);
      const subjects = await upload('subjects', [
        ['Subject Code', 'Subject Name', 'Batch', 'Year', 'Semester'],
        [`NFS${serial}`, name, 'CSE2030-2034', '1', '1'],
      ]);
      const allocations = await upload('allocations', [
        ['Register Number', 'Subject Code'],
        ['NF1', name],
      ]);
      expect(json<ImportReport>(students).errors).toEqual([
        { row: 2, column: 'Student Name', message: FORMULA_TEXT_MESSAGE },
      ]);
      expect(json<ImportReport>(subjects).errors).toEqual([
        { row: 2, column: 'Subject Name', message: FORMULA_TEXT_MESSAGE },
      ]);
      // An allocation stores no name: a code that names no subject is refused as such.
      expect(allocations.statusCode).toBe(422);
    }
  });

  it('keeps a lone dash, and drops a leading tab or carriage return with the other white space', async () => {
    const dash = await send('POST', '/api/subjects/addSubject', subject('-'));
    expect(dash.statusCode, dash.body).toBe(201);
    const tabbed = await send('POST', '/api/admin/students', student('\t\rAsha Devi'));
    expect(tabbed.statusCode).toBe(201);
    const stored = await t.database.db
      .selectFrom('students')
      .select('student_name')
      .where('register_number', '=', `NF${serial}`)
      .executeTakeFirstOrThrow();
    expect(stored.student_name).toBe('Asha Devi');
    const inside = await send('POST', '/api/admin/students', student('Asha\tDevi'));
    expect(inside.statusCode).toBe(400);
  });
});
