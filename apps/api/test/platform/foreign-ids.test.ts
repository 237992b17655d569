import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';
import type { SignedInStaff } from '../factories/staff';
import { snapshot } from '../snapshot';

type Probe = [
  who: keyof Actors,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
];
interface Actors {
  admin: SignedInStaff;
  hod: SignedInStaff;
  teacher: SignedInStaff;
}

/**
 * Every call that takes an id (in the path, the query or the body), aimed at records of another
 * department (ECE) and of another teacher of the same department: 403 or 404, never their data.
 */
describeEachDatabase('ids of another department and another staff', (kind) => {
  let t: TestApp;
  let mine: Classroom;
  let colleague: Classroom;
  let ece: Classroom;
  let eceStudentId: number;
  let eceBatch: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    mine = await createClassroom(t.app, t.database.db);
    colleague = await createClassroom(t.app, t.database.db);
    ece = await createClassroom(t.app, t.database.db, { department: 'ECE' });
    for (const room of [colleague, ece]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: room.teacher.cookie },
        payload: records(room, { status: 'OD' }),
      });
      expect(answer.statusCode).toBe(201);
    }
    const student = await t.database.db
      .selectFrom('students')
      .select(['id', 'batch'])
      .where('register_number', '=', ece.registerNumbers[0]!)
      .executeTakeFirstOrThrow();
    eceStudentId = student.id;
    eceBatch = student.batch;
  });
  afterAll(async () => t.close());

  const studentBody = () => ({
    registerNumber: ece.registerNumbers[0],
    studentName: 'Renamed',
    batch: eceBatch,
    year: 2,
    semester: 3,
    department: 'ECE',
    gender: 'Male',
    type: 'Regular',
    studentNumber: '9876543210',
    parentNumber: '9876543210',
  });
  const subjectBody = { subjectCode: 'HIJACK', subjectName: 'x', batch: 'B', year: 1, semester: 1 };

  const probes = (): Probe[] => [
    ['admin', 'PUT', `/api/admin/students/${eceStudentId}`, studentBody()],
    ['admin', 'PUT', `/api/subjects/updateSubject/${ece.subjectId}`, subjectBody],
    ['admin', 'DELETE', `/api/subjects/deleteSubject/${ece.subjectId}`],
    [
      'admin',
      'POST',
      '/api/admin/allocate',
      { registerNumber: ece.registerNumbers[0], subjectIDs: String(mine.subjectId) },
    ],
    [
      'admin',
      'POST',
      `/api/admin/students/inactive-by-register?registerNumber=${ece.registerNumbers[0]}&reason=x`,
    ],
    ['admin', 'PUT', `/api/admin/students/update-batch?batch=${eceBatch}&year=4&semester=8`],
    ['admin', 'POST', `/api/admin/students/inactives?batch=${eceBatch}&reason=x`],
    ['admin', 'GET', `/api/attendance/students?subjectId=${ece.subjectId}`],
    ['admin', 'GET', `/api/attendance/view?subjectID=${ece.subjectId}`],
    [
      'hod',
      'POST',
      '/api/staff-subject/assign',
      { staffId: ece.teacher.staff.staffID, subjectId: mine.subjectId },
    ],
    [
      'hod',
      'POST',
      '/api/staff-subject/assign',
      { staffId: mine.teacher.staff.staffID, subjectId: ece.subjectId },
    ],
    [
      'hod',
      'PUT',
      '/api/staff-subject/update-status',
      { staffId: ece.teacher.staff.staffID, subjectId: ece.subjectId, status: false },
    ],
    [
      'hod',
      'DELETE',
      `/api/staff-subject/delete?staffId=${ece.teacher.staff.staffID}&subjectId=${ece.subjectId}`,
    ],
    ['hod', 'GET', `/api/attendance/students?subjectId=${ece.subjectId}`],
    ['hod', 'GET', `/api/attendance/view?subjectID=${ece.subjectId}`],
    ['teacher', 'GET', `/api/attendance/subjects/${colleague.teacher.staff.staffID}`],
    ['teacher', 'GET', `/api/attendance/subjects/${ece.teacher.staff.staffID}`],
    ['teacher', 'GET', `/api/attendance/students?subjectId=${colleague.subjectId}`],
    ['teacher', 'GET', `/api/attendance/students?subjectId=${ece.subjectId}`],
    ['teacher', 'GET', `/api/attendance/view?subjectID=${colleague.subjectId}`],
    ['teacher', 'GET', `/api/attendance/view?subjectID=${ece.subjectId}`],
    ['teacher', 'POST', '/api/attendance/mark', records(colleague, { period: 2 })],
    ['teacher', 'POST', '/api/attendance/mark', records(ece, { period: 2 })],
  ];

  it('answers 403 or 404 to every one, shows none of their data and changes nothing', async () => {
    const before = await snapshot(t.database.db);
    const theirs = [
      ...ece.registerNumbers,
      ...colleague.registerNumbers,
      ece.teacher.staff.email,
      colleague.teacher.staff.email,
      ece.teacher.staff.staffName,
      colleague.teacher.staff.staffName,
      'OD',
    ];
    const actors: Actors = { admin: mine.admin, hod: mine.hod, teacher: mine.teacher };
    for (const [who, method, url, body] of probes()) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { cookie: actors[who].cookie },
        ...(body ? { payload: body } : {}),
      });
      const label = `${who} ${method} ${url}`;
      expect([403, 404], `${label} → ${answer.statusCode} ${answer.body}`).toContain(
        answer.statusCode,
      );
      expect(Object.keys(json(answer)).sort(), label).toEqual(['code', 'message']);
      for (const secret of theirs) expect(answer.body, label).not.toContain(secret);
    }
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it("answers another department's subject id in a body exactly as an id that does not exist", async () => {
    const allocate = (subjectIDs: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/allocate',
        headers: { cookie: mine.admin.cookie },
        payload: { registerNumber: mine.registerNumbers[0], subjectIDs },
      });
    const foreign = await allocate(String(ece.subjectId));
    const unknown = await allocate('987654');
    expect(foreign.statusCode).toBe(unknown.statusCode);
    expect(json(foreign).message).toBe(`Subject ${ece.subjectId} does not exist.`);
    expect(json(foreign).code).toBe(json(unknown).code);
  });

  it("keeps another department out of the caller's cumulative day", async () => {
    for (const who of [mine.admin, mine.hod]) {
      const answer = await t.app.inject({
        url: '/api/attendance/cumulative?date=2026-03-10',
        headers: { cookie: who.cookie },
      });
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(json(answer).data)).toEqual(['CSE']);
      for (const registerNumber of ece.registerNumbers)
        expect(answer.body).not.toContain(registerNumber);
    }
  });
});
