import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CAPTCHA,
  createTestApp,
  DEFAULT_NOW,
  describeEachDatabase,
  json,
  type TestApp,
} from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';
import { captchaToken, signIn, type SignedInStaff } from '../factories/staff';
import { seedSubject } from '../factories/seed';
import { snapshot } from '../snapshot';

/** Fields a client must not set, sent to each call that could be tempted to take them. */
const FORGED = { id: 999, studentID: 999, staffID: 999, subjectID: 999, createdAt: '2000-01-01' };

describeEachDatabase('mass assignment', (kind) => {
  let t: TestApp;
  let room: Classroom;
  let admin: SignedInStaff;
  const call = (who: SignedInStaff | null, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    admin = room.admin;
  });
  afterAll(async () => t.close());

  it('register: id, staff code and dates come from the server', async () => {
    const answer = await call(null, 'POST', '/api/auth/register', {
      ...FORGED,
      staffCode: 'ADMIN0001',
      idCardDigest: 'f'.repeat(64),
      status: 'approved',
      approvedBy: 1,
      staffName: 'New Teacher',
      department: 'CSE',
      designation: 'Subject_Staff',
      email: 'mass.register@college.test',
      phone: '9876543210',
      idCardNumber: 'MASS-ID-1',
      captchaToken: await captchaToken(t.app),
      captchaAnswer: CAPTCHA,
    });
    expect(answer.statusCode).toBe(201);
    const row = await db()
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', 'mass.register@college.test')
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe(999);
    expect(row.staff_code).toBe(`STF${String(row.id).padStart(4, '0')}`);
    expect(row.id_card_digest).not.toBe('f'.repeat(64));
    expect(row.created_at).toBe(DEFAULT_NOW);
    expect(row.status).toBe('pending');
    expect(row.approved_by).toBeNull();
  });

  it('login: a designation or department in the body changes nothing', async () => {
    const answer = await call(null, 'POST', '/api/auth/login', {
      email: room.teacher.staff.email,
      idCardNumber: room.teacher.idCardNumber,
      captchaToken: await captchaToken(t.app),
      captchaAnswer: CAPTCHA,
      designation: 'Admin',
      department: 'ECE',
      staffID: admin.staff.staffID,
    });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).staff).toMatchObject({ designation: 'Subject_Staff', department: 'CSE' });
    const again = await signIn(t.app, room.teacher.staff.email, room.teacher.idCardNumber);
    const adminCall = await t.app.inject({
      url: '/api/admin/students',
      headers: { cookie: again.cookie },
    });
    expect(adminCall.statusCode).toBe(403);
  });

  const student = {
    registerNumber: 'MA001',
    studentName: 'Mass Assignment',
    batch: 'CSE2030-2034',
    year: 1,
    semester: 1,
    department: 'CSE',
    gender: 'Other',
    type: 'Regular',
    studentNumber: '9876543210',
    parentNumber: '9876543211',
  };

  it('add student: id and active are ignored; another department is refused', async () => {
    const created = await call(admin, 'POST', '/api/admin/students', {
      ...student,
      ...FORGED,
      active: false,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ active: true, department: 'CSE' });
    expect(json(created).studentID).not.toBe(999);
    const before = await snapshot(db());
    const foreign = await call(admin, 'POST', '/api/admin/students', {
      ...student,
      registerNumber: 'MA002',
      department: 'ECE',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await snapshot(db())).toEqual(before);
  });

  it('edit student: department, batch, year, semester, active and id are ignored', async () => {
    const { studentID } = json(
      await call(admin, 'POST', '/api/admin/students', { ...student, registerNumber: 'MA003' }),
    );
    const edited = await call(admin, 'PUT', `/api/admin/students/${studentID}`, {
      ...student,
      ...FORGED,
      registerNumber: 'MA003',
      studentName: 'Renamed',
      department: 'ECE',
      batch: 'ECE2020-2024',
      year: 4,
      semester: 8,
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({
      studentID,
      studentName: 'Renamed',
      department: 'CSE',
      batch: student.batch,
      year: 1,
      semester: 1,
      active: true,
    });
  });

  it('add and edit subject: owner department and id are the server’s; another department is refused', async () => {
    const body = {
      subjectCode: 'MA101',
      subjectName: 'Mass',
      batch: 'B',
      year: 1,
      semester: 1,
      department: 'CSE',
    };
    const created = await call(admin, 'POST', '/api/subjects/addSubject', {
      ...body,
      ...FORGED,
      ownerDepartment: 'ECE',
    });
    expect(created.statusCode).toBe(201);
    const { subjectID } = json(created).subject;
    expect(subjectID).not.toBe(999);
    expect(json(created).subject).toMatchObject({ ownerDepartment: 'CSE', department: 'CSE' });
    const edited = await call(admin, 'PUT', `/api/subjects/updateSubject/${subjectID}`, {
      ...body,
      ...FORGED,
      ownerDepartment: 'ECE',
    });
    expect(json(edited).subject).toMatchObject({ subjectID, ownerDepartment: 'CSE' });
    const before = await snapshot(db());
    for (const [method, url] of [
      ['POST', '/api/subjects/addSubject'],
      ['PUT', `/api/subjects/updateSubject/${subjectID}`],
    ] as const) {
      expect((await call(admin, method, url, { ...body, department: 'ECE' })).statusCode).toBe(403);
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it('allocate: the student’s details in the body are ignored, the allocator is the session', async () => {
    const { batch } = await db()
      .selectFrom('subjects')
      .select('batch')
      .where('id', '=', room.subjectId)
      .executeTakeFirstOrThrow();
    const answer = await call(admin, 'POST', '/api/admin/allocate', {
      registerNumber: room.registerNumbers[0],
      subjectIDs: String(await seedSubject(db(), { batch, subjectCode: 'MA201' })),
      studentName: 'Someone Else',
      batch: 'X',
      department: 'ECE',
      year: 4,
      semester: 8,
      allocatedBy: 1,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const studentRow = await db()
      .selectFrom('students')
      .selectAll()
      .where('register_number', '=', room.registerNumbers[0]!)
      .executeTakeFirstOrThrow();
    expect(studentRow).toMatchObject({ department: 'CSE', year: 2, semester: 3 });
    expect(studentRow.student_name).not.toBe('Someone Else');
    const allocators = await db()
      .selectFrom('allocations')
      .select('allocated_by')
      .distinct()
      .execute();
    expect(allocators.map((a) => a.allocated_by)).toEqual([admin.staff.staffID]);
  });

  it('assign and lock: status, assigner and dates come from the session and the clock', async () => {
    const subjectId = await seedSubject(db(), { subjectCode: 'MA301' });
    const assigned = await call(room.hod, 'POST', '/api/staff-subject/assign', {
      staffId: room.teacher.staff.staffID,
      subjectId,
      status: false,
      assignedBy: 'The Principal',
      assignedDate: '2000-01-01T00:00:00.000Z',
      assignedById: 1,
    });
    expect(assigned.statusCode).toBe(201);
    expect(json(assigned).assignment).toMatchObject({
      status: true,
      assignedBy: room.hod.staff.staffName,
      assignedDate: DEFAULT_NOW,
    });
    const locked = await call(room.hod, 'PUT', '/api/staff-subject/update-status', {
      staffId: room.teacher.staff.staffID,
      subjectId,
      status: false,
      statusUpdatedDate: '2000-01-01T00:00:00.000Z',
      assignedBy: 'The Principal',
    });
    expect(json(locked)).toMatchObject({ status: false, statusUpdatedDate: DEFAULT_NOW });
  });

  it('mark: faculty code, subject code, batch, department, year and semester come from the records', async () => {
    // Period 3 has started (10:55) at the test clock's 11:30.
    const answer = await call(
      room.teacher,
      'POST',
      '/api/attendance/mark',
      records(room, { period: 3 }).map((r) => ({ ...FORGED, ...r, staffID: admin.staff.staffID })),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const rows = await db().selectFrom('attendance').selectAll().where('period', '=', 3).execute();
    for (const row of rows) {
      expect(row).toMatchObject({
        staff_id: room.teacher.staff.staffID,
        faculty_code: room.teacher.staff.staffCode,
        subject_code: room.subjectCode,
        department: 'CSE',
        year: 2,
        semester: 3,
        created_at: DEFAULT_NOW,
      });
      expect(row.id).not.toBe(999);
    }
  });
});
