import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedAssignment, seedStudent, seedSubject } from '../factories/seed';

describeEachDatabase('staff-subject assignments', (kind) => {
  let t: TestApp;
  let hod: SignedInStaff;
  let admin: SignedInStaff;
  let teacher: SignedInStaff;
  let colleague: SignedInStaff;
  let eceHod: SignedInStaff;
  let eceTeacher: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    hod = await signUp(t.app, 'HOD', 'CSE', { staffName: 'Dr. Rao' });
    admin = await signUp(t.app, 'Admin', 'CSE');
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE', { staffName: 'Ms. Iyer' });
    colleague = await signUp(t.app, 'Subject_Staff', 'CSE');
    eceHod = await signUp(t.app, 'HOD', 'ECE');
    eceTeacher = await signUp(t.app, 'Subject_Staff', 'ECE');
  });
  afterAll(async () => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, who?: SignedInStaff, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/staff-subject${url}`,
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const assign = (who: SignedInStaff | undefined, staffId: number, subjectId: number) =>
    call('POST', '/assign', who, { staffId, subjectId, status: true, assignedBy: 'x' });
  const setStatus = (who: SignedInStaff | undefined, subjectId: number, status: unknown) =>
    call('PUT', '/update-status', who, { staffId: teacher.staff.staffID, subjectId, status });
  const remove = (who: SignedInStaff | undefined, staffId: number, subjectId: number) =>
    call('DELETE', `/delete?staffId=${staffId}&subjectId=${subjectId}`, who);
  /** A CSE subject already assigned to the teacher, unlocked. */
  const assigned = async () => {
    const subjectId = await seedSubject(t.database.db);
    await seedAssignment(t.database.db, teacher.staff.staffID, subjectId, hod.staff.staffID);
    return subjectId;
  };
  const row = (subjectId: number) =>
    t.database.db
      .selectFrom('assignments')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
  const later = (minutes: number) => {
    t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));
    return t.clock.now().toISOString();
  };

  it('assigns with server-set status, assigner and dates, and audits it', async () => {
    const subjectId = await seedSubject(t.database.db, { subjectCode: 'CS401', isElective: true });
    const now = later(1);
    const answer = await call('POST', '/assign', hod, {
      staffId: teacher.staff.staffID,
      subjectId,
      status: false,
      assignedBy: 'Mallory',
      assignedDate: '2020-01-01T00:00:00.000Z',
    });
    expect(answer.statusCode).toBe(201);
    const { message, assignment } = json(answer);
    expect(message).toBe('Subject assigned successfully');
    expect(assignment).toEqual({
      id: expect.any(Number),
      // Another's language choice (issue 53) is theirs: an assignment does not show it.
      staff: { ...teacher.staff, language: undefined },
      subject: expect.objectContaining({
        subjectID: subjectId,
        subjectCode: 'CS401',
        isElective: true,
      }),
      status: true,
      assignedBy: 'Dr. Rao',
      assignedDate: now,
      statusUpdatedDate: now,
    });
    expect((await row(subjectId))?.assigned_by_id).toBe(hod.staff.staffID);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(assignment.id))
      .execute();
    expect(audit).toMatchObject([{ action: 'create', staff_id: hod.staff.staffID }]);
  });

  it('refuses assigning without a session and for Admin or Subject_Staff', async () => {
    const subjectId = await seedSubject(t.database.db);
    expect((await assign(undefined, teacher.staff.staffID, subjectId)).statusCode).toBe(401);
    expect((await assign(admin, teacher.staff.staffID, subjectId)).statusCode).toBe(403);
    expect((await assign(teacher, teacher.staff.staffID, subjectId)).statusCode).toBe(403);
    expect(await row(subjectId)).toBeUndefined();
  });

  it('validates the body and answers 400 naming the field', async () => {
    const missing = await call('POST', '/assign', hod, { subjectId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toContain('staffId');
    const bad = await call('POST', '/assign', hod, { staffId: 1, subjectId: 'abc' });
    expect(json(bad).message).toContain('subjectId');
  });

  it('assigns only Subject Staff and subjects of the HOD department', async () => {
    const subjectId = await seedSubject(t.database.db);
    const eceSubject = await seedSubject(t.database.db, { department: 'ECE' });
    const cases: [SignedInStaff, number, number, number, string][] = [
      [hod, eceTeacher.staff.staffID, subjectId, 404, 'Staff not found.'],
      [hod, 999999, subjectId, 404, 'Staff not found.'],
      [hod, admin.staff.staffID, subjectId, 400, 'Only Subject Staff can be assigned subjects.'],
      [hod, hod.staff.staffID, subjectId, 400, 'Only Subject Staff can be assigned subjects.'],
      [hod, teacher.staff.staffID, eceSubject, 404, 'Subject not found.'],
      [hod, teacher.staff.staffID, 999999, 404, 'Subject not found.'],
      [eceHod, eceTeacher.staff.staffID, subjectId, 404, 'Subject not found.'],
    ];
    for (const [who, staffId, subject, status, message] of cases) {
      const answer = await assign(who, staffId, subject);
      expect(answer.statusCode, message).toBe(status);
      expect(json(answer).message).toBe(message);
    }
    expect(await row(subjectId)).toBeUndefined();
  });

  it('answers 409 naming the holder when the subject is already assigned', async () => {
    const subjectId = await seedSubject(t.database.db, { subjectCode: 'CS777' });
    expect((await assign(hod, teacher.staff.staffID, subjectId)).statusCode).toBe(201);
    for (const staff of [teacher, colleague]) {
      const again = await assign(hod, staff.staff.staffID, subjectId);
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe('Subject CS777 is already assigned to Ms. Iyer.');
    }
  });

  it('lets only one of two simultaneous assignments of a subject win', async () => {
    const subjectId = await seedSubject(t.database.db, { subjectCode: 'CS888' });
    const answers = await Promise.all(
      [teacher, colleague].map((staff) => assign(hod, staff.staff.staffID, subjectId)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const winner = json(answers.find((a) => a.statusCode === 201)!).assignment.staff.staffName;
    const loser = json(answers.find((a) => a.statusCode === 409)!);
    expect(loser.message).toBe(`Subject CS888 is already assigned to ${winner}.`);
  });

  it("lists the department's assignments to HOD and Admin, without ID card data", async () => {
    const subjectId = await assigned();
    const eceSubject = await seedSubject(t.database.db, { department: 'ECE' });
    await seedAssignment(t.database.db, eceTeacher.staff.staffID, eceSubject, eceHod.staff.staffID);
    for (const who of [hod, admin]) {
      const answer = await call('GET', '/all', who);
      expect(answer.statusCode).toBe(200);
      const list = json(answer) as any[];
      const mine = list.find((a) => a.subject.subjectID === subjectId);
      // Another's language choice (issue 53) is theirs: the list does not show it.
      const shown = Object.fromEntries(
        Object.entries(teacher.staff).filter(([key]) => key !== 'language'),
      );
      expect(mine).toMatchObject({
        status: true,
        staff: shown,
        assignedBy: 'Seeded HOD',
      });
      expect(Object.keys(mine.staff).sort()).toEqual([
        'department',
        'designation',
        'email',
        'phone',
        'staffCode',
        'staffID',
        'staffName',
      ]);
      expect(list.some((a) => a.subject.subjectID === eceSubject)).toBe(false);
      expect(answer.body).not.toMatch(/digest|idCard|id_card/i);
      expect(answer.body).not.toContain(teacher.idCardNumber);
    }
    const ece = json(await call('GET', '/all', eceHod)) as any[];
    expect(ece.map((a) => a.subject.subjectID)).toEqual([eceSubject]);
    expect((await call('GET', '/all', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/all')).statusCode).toBe(401);
  });

  it('locks and unlocks with a new statusUpdatedDate each time, and audits it', async () => {
    const subjectId = await assigned();
    const lockedAt = later(5);
    const lock = await setStatus(hod, subjectId, false);
    expect(lock.statusCode).toBe(200);
    expect(json(lock)).toEqual({
      message: 'Attendance locked',
      status: false,
      statusUpdatedDate: lockedAt,
    });
    const listed = (json(await call('GET', '/all', hod)) as any[]).find(
      (a) => a.subject.subjectID === subjectId,
    );
    expect(listed).toMatchObject({ status: false, statusUpdatedDate: lockedAt });
    const unlockedAt = later(5);
    const unlock = json(await setStatus(hod, subjectId, true));
    expect(unlock).toEqual({
      message: 'Attendance unlocked',
      status: true,
      statusUpdatedDate: unlockedAt,
    });
    expect(await row(subjectId)).toMatchObject({ status: 1, status_updated_date: unlockedAt });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String((await row(subjectId))?.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['lock', 'unlock']);
  });

  it('refuses locking across departments, for other designations and with a bad body', async () => {
    const subjectId = await assigned();
    const foreign = await setStatus(eceHod, subjectId, false);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Assignment not found.');
    expect((await setStatus(hod, 999999, false)).statusCode).toBe(404);
    expect((await setStatus(admin, subjectId, false)).statusCode).toBe(403);
    expect((await setStatus(teacher, subjectId, false)).statusCode).toBe(403);
    expect((await setStatus(undefined, subjectId, false)).statusCode).toBe(401);
    const bad = await setStatus(hod, subjectId, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('status');
    expect((await row(subjectId))?.status).toBe(1);
  });

  it('deletes only the assignment and keeps recorded attendance', async () => {
    const subjectId = await assigned();
    const studentId = await seedStudent(t.database.db);
    await t.database.db
      .insertInto('attendance')
      .values({
        student_id: studentId,
        subject_id: subjectId,
        staff_id: teacher.staff.staffID,
        register_number: 'REG-KEEP',
        faculty_code: teacher.staff.staffCode,
        subject_code: 'SUB',
        batch: 'CSE2024-2028',
        department: 'CSE',
        year: 2,
        semester: 3,
        date: '2026-03-09',
        period: 2,
        status: 'A',
        created_at: DEFAULT_NOW,
      })
      .execute();
    const answer = await remove(hod, teacher.staff.staffID, subjectId);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ message: 'Assignment deleted successfully' });
    expect(await row(subjectId)).toBeUndefined();
    const kept = await t.database.db
      .selectFrom('attendance')
      .select('id')
      .where('subject_id', '=', subjectId)
      .execute();
    expect(kept).toHaveLength(1);
    expect((await remove(hod, teacher.staff.staffID, subjectId)).statusCode).toBe(404);
  });

  it('refuses deleting across departments, for other designations and with a bad query', async () => {
    const subjectId = await assigned();
    const foreign = await remove(eceHod, teacher.staff.staffID, subjectId);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Assignment not found.');
    expect((await remove(hod, colleague.staff.staffID, subjectId)).statusCode).toBe(404);
    expect((await remove(admin, teacher.staff.staffID, subjectId)).statusCode).toBe(403);
    expect((await remove(teacher, teacher.staff.staffID, subjectId)).statusCode).toBe(403);
    expect((await remove(undefined, teacher.staff.staffID, subjectId)).statusCode).toBe(401);
    const bad = await call('DELETE', `/delete?subjectId=${subjectId}`, hod);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('staffId');
    expect(await row(subjectId)).toBeDefined();
  });
});
