import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';

const NOT_FOUND = 'Subject not found.';

describeEachDatabase('subjects', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let hod: SignedInStaff;
  let teacher: SignedInStaff;
  let eceAdmin: SignedInStaff;
  let code = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    hod = await signUp(t.app, 'HOD', 'CSE');
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
    eceAdmin = await signUp(t.app, 'Admin', 'ECE');
  });
  afterAll(async () => t.close());

  const fresh = (over: Record<string, unknown> = {}) => ({
    subjectCode: `CS3${(code += 1)}`,
    subjectName: 'Data Structures',
    batch: 'CSE2024-2028',
    year: 2,
    semester: 3,
    department: 'CSE',
    isCommon: false,
    isElective: false,
    ...over,
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedInStaff,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/subjects${url}`,
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const add = (who: SignedInStaff | undefined, payload: object) =>
    call('POST', '/addSubject', who, payload);
  const subjectRow = (id: number) =>
    t.database.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst();
  const auditRows = (entityId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'subject')
      .where('entity_id', '=', String(entityId))
      .execute();

  it('adds a subject with the canonical department code and audits it', async () => {
    const body = fresh({ department: 'cse', isElective: true });
    const answer = await add(admin, body);
    expect(answer.statusCode).toBe(201);
    const { message, subject } = json(answer);
    expect(message).toBe('Subject added successfully');
    expect(subject).toEqual({
      subjectID: expect.any(Number),
      subjectCode: body.subjectCode,
      subjectName: 'Data Structures',
      batch: 'CSE2024-2028',
      year: 2,
      semester: 3,
      department: 'CSE',
      isCommon: false,
      isElective: true,
      ownerDepartment: 'CSE',
    });
    const audit = await auditRows(subject.subjectID);
    expect(audit).toMatchObject([{ action: 'create', staff_id: admin.staff.staffID }]);
  });

  it("stores a common subject as department 'all', owned by the admin's department", async () => {
    const common = json(await add(admin, fresh({ isCommon: true, department: 'ECE' }))).subject;
    expect(common).toMatchObject({ department: 'all', isCommon: true, ownerDepartment: 'CSE' });
    const byDepartment = json(await add(admin, fresh({ department: 'ALL', isCommon: false })));
    expect(byDepartment.subject).toMatchObject({ department: 'all', isCommon: true });
  });

  it('refuses adding without a session, for other designations and for another department', async () => {
    expect((await add(undefined, fresh())).statusCode).toBe(401);
    expect((await add(hod, fresh())).statusCode).toBe(403);
    expect((await add(teacher, fresh())).statusCode).toBe(403);
    const other = fresh({ department: 'ECE' });
    expect((await add(admin, other)).statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom('subjects')
      .select('id')
      .where('subject_code', '=', other.subjectCode)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 400 naming the field', async () => {
    const cases: [object, string][] = [
      [fresh({ year: 5 }), 'year'],
      [fresh({ semester: 9 }), 'semester'],
      [fresh({ subjectCode: undefined }), 'subjectCode'],
      [fresh({ subjectName: '   ' }), 'subjectName'],
      [fresh({ department: undefined }), 'department'],
      [fresh({ department: '' }), 'department'],
      [fresh({ isElective: 'maybe' }), 'isElective'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(admin, body);
      expect(answer.statusCode, field).toBe(400);
      expect(json(answer).message).toContain(field);
    }
  });

  it('answers 409 on a duplicate code, batch and department', async () => {
    const body = fresh();
    expect((await add(admin, body)).statusCode).toBe(201);
    const again = await add(admin, { ...body, subjectName: 'Other name' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toContain(body.subjectCode);
    expect((await add(admin, { ...body, batch: 'CSE2025-2029' })).statusCode).toBe(201);
    // Common subjects share one key space, whichever department created them.
    const common = fresh({ isCommon: true });
    expect((await add(admin, common)).statusCode).toBe(201);
    expect((await add(eceAdmin, { ...common, department: 'ECE' })).statusCode).toBe(409);
  });

  it('lists own and common subjects, sorted, to Admin and HOD only', async () => {
    const db = t.database.db;
    const batch = 'LIST2030-2034';
    const late = await seedSubject(db, { batch, year: 3, semester: 5, subjectCode: 'A1' });
    const early = await seedSubject(db, { batch, year: 1, semester: 2, subjectCode: 'Z9' });
    const eceCommon = await seedSubject(db, {
      batch,
      year: 4,
      department: 'all',
      ownerDepartment: 'ECE',
    });
    const eceOwn = await seedSubject(db, { batch, department: 'ECE' });
    for (const who of [admin, hod]) {
      const answer = await call('GET', '/getSubject', who);
      expect(answer.statusCode).toBe(200);
      const ids = (json(answer) as any[]).filter((s) => s.batch === batch).map((s) => s.subjectID);
      expect(ids).toEqual([early, late, eceCommon]);
      expect(ids).not.toContain(eceOwn);
    }
    const eceIds = json(await call('GET', '/getSubject', eceAdmin)).map((s: any) => s.subjectID);
    expect(eceIds).toEqual(expect.arrayContaining([eceCommon, eceOwn]));
    expect(eceIds).not.toContain(late);
    expect((await call('GET', '/getSubject', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/getSubject')).statusCode).toBe(401);
  });

  it('updates a subject, takes isElective as 1/0, and audits the changes', async () => {
    const id = json(await add(admin, fresh())).subject.subjectID;
    const body = fresh({ subjectName: 'Algorithms', year: 3, semester: 5, isElective: 1 });
    const answer = await call('PUT', `/updateSubject/${id}`, admin, body);
    expect(answer.statusCode).toBe(200);
    expect(json(answer).message).toBe('Subject updated successfully');
    expect(json(answer).subject).toMatchObject({
      subjectID: id,
      subjectName: 'Algorithms',
      year: 3,
      isElective: true,
    });
    const off = await call('PUT', `/updateSubject/${id}`, admin, { ...body, isElective: 0 });
    expect(json(off).subject.isElective).toBe(false);
    expect((await subjectRow(id))?.is_elective).toBe(0);
    const update = (await auditRows(id)).find((row) => row.action === 'update');
    expect(JSON.parse(update?.details ?? '{}').changes.subjectName).toEqual({
      from: 'Data Structures',
      to: 'Algorithms',
    });
  });

  it("turns a subject common with department 'all' and back with the own code only", async () => {
    const body = fresh();
    const id = json(await add(admin, body)).subject.subjectID;
    const url = `/updateSubject/${id}`;
    const common = json(await call('PUT', url, admin, { ...body, department: 'all' })).subject;
    expect(common).toMatchObject({ department: 'all', isCommon: true, ownerDepartment: 'CSE' });
    const back = json(await call('PUT', url, admin, { ...body, department: 'cse' })).subject;
    expect(back).toMatchObject({ department: 'CSE', isCommon: false });
    expect((await call('PUT', url, admin, { ...body, department: 'ECE' })).statusCode).toBe(403);
    // Without a department, isCommon decides.
    const noDepartment = { ...body, department: undefined, isCommon: true };
    expect(json(await call('PUT', url, admin, noDepartment)).subject.department).toBe('all');
  });

  it('keeps other departments out of editing and answers 400, 404 and 409', async () => {
    const body = fresh();
    const id = json(await add(admin, body)).subject.subjectID;
    const url = `/updateSubject/${id}`;
    const foreign = await call('PUT', url, eceAdmin, {
      ...body,
      department: 'ECE',
      subjectName: 'X',
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ message: NOT_FOUND, code: 'NOT_FOUND' });
    expect((await subjectRow(id))?.subject_name).toBe('Data Structures');
    const commonId = await seedSubject(t.database.db, {
      department: 'all',
      ownerDepartment: 'CSE',
    });
    expect(
      (await call('PUT', `/updateSubject/${commonId}`, eceAdmin, fresh({ department: 'all' })))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', '/updateSubject/999999', admin, body)).statusCode).toBe(404);
    const badId = await call('PUT', '/updateSubject/abc', admin, body);
    expect(badId.statusCode).toBe(400);
    expect(json(badId).message).toContain('subjectID');
    const badYear = await call('PUT', url, admin, { ...body, year: 5 });
    expect(json(badYear).message).toContain('year');
    expect((await call('PUT', url, hod, body)).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    const taken = fresh();
    await add(admin, taken);
    const duplicate = await call('PUT', url, admin, { ...body, subjectCode: taken.subjectCode });
    expect(duplicate.statusCode).toBe(409);
  });

  it('deletes a subject with its allocations and assignment, and audits it', async () => {
    const db = t.database.db;
    const id = await seedSubject(db);
    await seedAllocation(db, await seedStudent(db), id, admin.staff.staffID);
    await seedAssignment(db, teacher.staff.staffID, id, hod.staff.staffID);
    const answer = await call('DELETE', `/deleteSubject/${id}`, admin);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ message: 'Subject deleted successfully' });
    expect(await subjectRow(id)).toBeUndefined();
    const left = await db
      .selectFrom('allocations')
      .select('id')
      .where('subject_id', '=', id)
      .execute();
    expect(left).toHaveLength(0);
    expect(await auditRows(id)).toMatchObject([{ action: 'delete' }]);
    expect((await call('DELETE', `/deleteSubject/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses deleting a subject with attendance and keeps everything', async () => {
    const db = t.database.db;
    const id = await seedSubject(db);
    const studentId = await seedStudent(db);
    await seedAllocation(db, studentId, id, admin.staff.staffID);
    await seedAssignment(db, teacher.staff.staffID, id, hod.staff.staffID);
    await db
      .insertInto('attendance')
      .values({
        student_id: studentId,
        subject_id: id,
        staff_id: teacher.staff.staffID,
        register_number: 'REG-ATT',
        faculty_code: teacher.staff.staffCode,
        subject_code: 'SUB',
        batch: 'CSE2024-2028',
        department: 'CSE',
        year: 2,
        semester: 3,
        date: '2026-03-09',
        period: 1,
        status: 'P',
        created_at: DEFAULT_NOW,
      })
      .execute();
    const answer = await call('DELETE', `/deleteSubject/${id}`, admin);
    expect(answer.statusCode).toBe(409);
    expect(json(answer).message).toBe(
      'This subject has recorded attendance and cannot be deleted.',
    );
    expect(await subjectRow(id)).toBeDefined();
    const count = async (table: 'allocations' | 'assignments') =>
      (await db.selectFrom(table).select('id').where('subject_id', '=', id).execute()).length;
    expect(await count('allocations')).toBe(1);
    expect(await count('assignments')).toBe(1);
  });

  it('refuses deleting for another department, other designations and without a session', async () => {
    const id = await seedSubject(t.database.db);
    const foreign = await call('DELETE', `/deleteSubject/${id}`, eceAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(NOT_FOUND);
    expect((await call('DELETE', `/deleteSubject/${id}`, hod)).statusCode).toBe(403);
    expect((await call('DELETE', `/deleteSubject/${id}`, teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `/deleteSubject/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/deleteSubject/999999', admin)).statusCode).toBe(404);
    expect(await subjectRow(id)).toBeDefined();
  });
});
