import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';

describeEachDatabase('attendance reads', (kind) => {
  let t: TestApp;
  let room: Classroom;
  let ece: Classroom;
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    ece = await createClassroom(t.app, t.database.db, { department: 'ECE' });
    const submit = async (r: Classroom, date: string, period: number, status: string) => {
      const list = records(r, { date, period });
      list[0]!.status = status;
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: r.teacher.cookie },
        payload: list,
      });
      expect(answer.statusCode).toBe(201);
    };
    await submit(room, '2026-03-09', 1, 'A');
    await submit(room, '2026-03-10', 2, 'OD');
    await submit(room, '2026-03-10', 1, 'P');
    await submit(ece, '2026-03-10', 1, 'P');
  });
  afterAll(async () => t.close());

  it("lists the teacher's own subjects with their lock status, and no one else's", async () => {
    const mine = await get(
      room.teacher.cookie,
      `/api/attendance/subjects/${room.teacher.staff.staffID}`,
    );
    expect(mine.statusCode).toBe(200);
    expect(json(mine)).toEqual([
      expect.objectContaining({
        subjectCode: room.subjectCode,
        subject: { subjectName: expect.any(String), subjectID: room.subjectId, isElective: false },
        department: 'CSE',
        year: 2,
        semester: 3,
        assignedBy: 'Seeded HOD',
        status: true,
      }),
    ]);
    const theirs = await get(
      room.teacher.cookie,
      `/api/attendance/subjects/${ece.teacher.staff.staffID}`,
    );
    expect(theirs.statusCode).toBe(403);
    expect(
      (await get(room.admin.cookie, `/api/attendance/subjects/${room.admin.staff.staffID}`))
        .statusCode,
    ).toBe(403);
    expect((await get('', `/api/attendance/subjects/1`)).statusCode).toBe(401);
  });

  it('gives the class list of active allocated students by register number, to those who may see it', async () => {
    await seedStudent(t.database.db, { registerNumber: 'R0INACTIVE', active: false });
    const url = `/api/attendance/students?subjectId=${room.subjectId}&batch=x&department=CSE&year=2&semester=3`;
    const list = await get(room.teacher.cookie, url);
    expect(list.statusCode).toBe(200);
    expect(json(list).map((s: { registerNumber: string }) => s.registerNumber)).toEqual(
      room.registerNumbers,
    );
    expect((await get(ece.teacher.cookie, url)).statusCode).toBe(403);
    expect((await get(room.admin.cookie, url)).statusCode).toBe(200);
    expect((await get(ece.admin.cookie, url)).statusCode).toBe(404);
    expect(
      (await get(room.teacher.cookie, '/api/attendance/students?subjectId=999999')).statusCode,
    ).toBe(404);
    const bad = await get(room.teacher.cookie, '/api/attendance/students?subjectId=abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('subjectId: must be a whole number');
  });

  it('orders the marking class list as every other list: 21CS9 before 21CS10', async () => {
    const subjectId = await seedSubject(t.database.db, { batch: 'CSE2024-2028-ORDER' });
    for (const registerNumber of ['ORD21CS10', 'ORD21CS9', 'ORD21CS100', 'ORD21CS1']) {
      const studentId = await seedStudent(t.database.db, {
        registerNumber,
        batch: 'CSE2024-2028-ORDER',
      });
      await seedAllocation(t.database.db, studentId, subjectId, room.admin.staff.staffID);
    }
    await seedAssignment(
      t.database.db,
      room.teacher.staff.staffID,
      subjectId,
      room.hod.staff.staffID,
    );
    const list = await get(room.teacher.cookie, `/api/attendance/students?subjectId=${subjectId}`);
    expect(list.statusCode).toBe(200);
    expect(json(list).map((s: { registerNumber: string }) => s.registerNumber)).toEqual([
      'ORD21CS1',
      'ORD21CS9',
      'ORD21CS10',
      'ORD21CS100',
    ]);
  });

  it('views the records of a subject in date and period order, narrowed by dates', async () => {
    const url = `/api/attendance/view?subjectID=${room.subjectId}&batch=x&department=CSE&semester=3&year=2`;
    const all = await get(room.teacher.cookie, url);
    expect(all.statusCode).toBe(200);
    const rows = json(all);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({
      date: '2026-03-09',
      period: 1,
      status: 'A',
      registerNumber: room.registerNumbers[0],
      studentName: expect.any(String),
      facultyName: room.teacher.staff.staffName,
      subjectCode: room.subjectCode,
      subjectName: expect.any(String),
      department: 'CSE',
    });
    expect(rows.map((r: { date: string; period: number }) => `${r.date}/${r.period}`)).toEqual([
      ...Array(3).fill('2026-03-09/1'),
      ...Array(3).fill('2026-03-10/1'),
      ...Array(3).fill('2026-03-10/2'),
    ]);
    const narrowed = json(
      await get(room.teacher.cookie, `${url}&startDate=2026-03-10&endDate=2026-03-10`),
    );
    expect(narrowed).toHaveLength(6);
    expect((await get(ece.teacher.cookie, url)).statusCode).toBe(403);
    expect((await get(room.hod.cookie, url)).statusCode).toBe(200);
    expect((await get(ece.hod.cookie, url)).statusCode).toBe(404);
  });

  it("nests one day of the caller's department by department, year, semester, batch and subject", async () => {
    const answer = await get(room.hod.cookie, '/api/attendance/cumulative?date=2026-03-10');
    expect(answer.statusCode).toBe(200);
    const { data } = json(answer);
    expect(Object.keys(data)).toEqual(['CSE']);
    const batches = data.CSE['2']['3'];
    const leaf = Object.values(batches).flatMap((bySubject: any) => Object.entries(bySubject));
    const mine = leaf.find(([code]) => code === room.subjectCode)?.[1] as any;
    expect(mine.subjectName).toEqual(expect.any(String));
    expect(mine.students).toHaveLength(6);
    expect(mine.students[0]).toEqual({
      studentName: expect.any(String),
      registerNumber: room.registerNumbers[0],
      period: 1,
      status: 'P',
      date: '2026-03-10',
    });
    const admin = json(await get(room.admin.cookie, '/api/attendance/cumulative?date=2026-03-10'));
    expect(Object.keys(admin.data)).toEqual(['CSE']);
    const eceView = json(await get(ece.hod.cookie, '/api/attendance/cumulative?date=2026-03-10'));
    expect(Object.keys(eceView.data)).toEqual(['ECE']);
    const empty = json(await get(room.hod.cookie, '/api/attendance/cumulative?date=2026-01-01'));
    expect(empty).toEqual({ data: {} });
    expect(
      (await get(room.teacher.cookie, '/api/attendance/cumulative?date=2026-03-10')).statusCode,
    ).toBe(403);
    const missing = await get(room.hod.cookie, '/api/attendance/cumulative');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('date: is required');
  });
});
