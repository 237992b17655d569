import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';

describeEachDatabase('allocations', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let eceAdmin: SignedInStaff;
  let hod: SignedInStaff;
  let teacher: SignedInStaff;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    eceAdmin = await signUp(t.app, 'Admin', 'ECE');
    hod = await signUp(t.app, 'HOD', 'CSE');
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE', { staffName: 'Meera Iyer' });
  });
  afterAll(async () => t.close());

  const allocate = (who: SignedInStaff | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/allocate',
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const list = (who?: SignedInStaff) =>
    t.app.inject({ url: '/api/admin/allocations', headers: who ? { cookie: who.cookie } : {} });
  const allocatedIds = async (studentId: number) =>
    (
      await t.database.db
        .selectFrom('allocations')
        .select('subject_id')
        .where('student_id', '=', studentId)
        .execute()
    )
      .map((row) => row.subject_id)
      .sort((a, b) => a - b);

  /** A fresh CSE batch (year 2, semester 3) with one student and an own and a common subject. */
  async function scene() {
    serial += 1;
    const batch = `CSE20${10 + serial}-20${14 + serial}`;
    const registerNumber = `AL${String(serial).padStart(4, '0')}`;
    const studentId = await seedStudent(t.database.db, {
      batch,
      registerNumber,
      studentName: `Ravi ${serial}`,
    });
    const own = await seedSubject(t.database.db, { batch, subjectCode: `CS${serial}01` });
    const common = await seedSubject(t.database.db, {
      batch,
      subjectCode: `MA${serial}01`,
      department: 'all',
      ownerDepartment: 'ECE',
    });
    return { batch, registerNumber, studentId, own, common, studentName: `Ravi ${serial}` };
  }

  it('allocates own and common subjects, with the assigned staff, and audits it', async () => {
    const s = await scene();
    await seedAssignment(t.database.db, teacher.staff.staffID, s.own, hod.staff.staffID);
    const answer = await allocate(admin, {
      studentName: 'ignored',
      registerNumber: s.registerNumber.toLowerCase(),
      batch: s.batch,
      department: 'CSE',
      year: 2,
      semester: 3,
      subjectIDs: `${s.own}, ${s.common}`,
    });
    expect(answer.statusCode).toBe(201);
    expect(json(answer)).toEqual({
      message: `Subjects allocated successfully for ${s.studentName}`,
      added: 2,
      allocatedSubjects: [
        {
          subjectID: s.own,
          subjectCode: `CS${serial}01`,
          subjectName: expect.any(String),
          isCommon: false,
          isElective: false,
          assignedStaff: { staffID: teacher.staff.staffID, staffName: 'Meera Iyer' },
        },
        expect.objectContaining({ subjectID: s.common, isCommon: true, assignedStaff: null }),
      ],
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'allocate')
      .where('entity_id', '=', String(s.studentId))
      .execute();
    expect(audit).toMatchObject([
      { staff_id: admin.staff.staffID, entity: 'student', at: DEFAULT_NOW },
    ]);
  });

  it('adds to what the student has, without duplicates, and never removes', async () => {
    const s = await scene();
    const extra = await seedSubject(t.database.db, { batch: s.batch, isElective: true });
    await allocate(admin, { registerNumber: s.registerNumber, subjectIDs: String(s.own) });
    const answer = await allocate(admin, {
      registerNumber: s.registerNumber,
      subjectIDs: `${extra},${extra},${s.common}`,
    });
    expect(answer.statusCode).toBe(201);
    expect(json(answer).added).toBe(2);
    expect(
      json(answer)
        .allocatedSubjects.map((x: any) => x.subjectID)
        .sort(),
    ).toEqual([s.own, s.common, extra].sort());
    const again = await allocate(admin, { registerNumber: s.registerNumber, subjectIDs: [s.own] });
    expect(again.statusCode).toBe(201);
    expect(json(again).added).toBe(0);
    expect(await allocatedIds(s.studentId)).toEqual([s.own, s.common, extra].sort((a, b) => a - b));
  });

  it('refuses a subject of another batch, year, semester or department, naming it', async () => {
    const s = await scene();
    const misfits = [
      {
        id: await seedSubject(t.database.db, { batch: 'CSE2099-2103', subjectCode: 'XB1' }),
        code: 'XB1',
      },
      {
        id: await seedSubject(t.database.db, { batch: s.batch, year: 3, subjectCode: 'XY1' }),
        code: 'XY1',
      },
      {
        id: await seedSubject(t.database.db, { batch: s.batch, semester: 4, subjectCode: 'XS1' }),
        code: 'XS1',
      },
      {
        id: await seedSubject(t.database.db, {
          batch: s.batch,
          subjectCode: 'EC777',
          department: 'ECE',
        }),
        code: null,
      },
    ];
    for (const { id, code } of misfits) {
      const answer = await allocate(admin, {
        registerNumber: s.registerNumber,
        subjectIDs: `${s.own},${id}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toContain(`Subject ${code ? `${code} (ID ${id})` : id} `);
      // Another department's subject is named by id only.
      if (!code) expect(json(answer).message).not.toContain('EC777');
    }
    const unknown = await allocate(admin, {
      registerNumber: s.registerNumber,
      subjectIDs: '999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Subject 999999 does not exist.');
    // All or nothing: the eligible subject sent beside a misfit was not allocated.
    expect(await allocatedIds(s.studentId)).toEqual([]);
  });

  it('answers 404 for an inactive, unknown or other-department student', async () => {
    const s = await scene();
    const inactive = await seedStudent(t.database.db, {
      batch: s.batch,
      registerNumber: `IN${serial}`,
      active: false,
    });
    for (const [who, registerNumber] of [
      [admin, `IN${serial}`],
      [admin, 'NOSUCH1'],
      [eceAdmin, s.registerNumber],
    ] as const) {
      const answer = await allocate(who, { registerNumber, subjectIDs: String(s.common) });
      expect(answer.statusCode).toBe(404);
      expect(json(answer).message).toBe('Student not found.');
      expect(answer.body).not.toContain(s.studentName);
    }
    expect(await allocatedIds(inactive)).toEqual([]);
    expect(await allocatedIds(s.studentId)).toEqual([]);
  });

  it('answers 400 naming the field for an invalid body', async () => {
    const cases: [object, string][] = [
      [{ registerNumber: 'AL0001', subjectIDs: '' }, 'subjectIDs'],
      [{ registerNumber: 'AL0001', subjectIDs: ' , ' }, 'subjectIDs'],
      [{ registerNumber: 'AL0001', subjectIDs: 'a,b' }, 'subjectIDs'],
      [{ registerNumber: 'AL0001' }, 'subjectIDs'],
      [{ subjectIDs: '1' }, 'registerNumber'],
    ];
    for (const [payload, field] of cases) {
      const answer = await allocate(admin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(answer).message).toMatch(new RegExp(`^${field}`));
    }
  });

  it('refuses both routes without a session and for HOD and Subject_Staff', async () => {
    const payload = { registerNumber: 'AL0001', subjectIDs: '1' };
    expect((await allocate(undefined, payload)).statusCode).toBe(401);
    expect((await list()).statusCode).toBe(401);
    for (const who of [hod, teacher]) {
      expect((await allocate(who, payload)).statusCode).toBe(403);
      expect((await list(who)).statusCode).toBe(403);
    }
  });

  it('lists active students of the own department that have subjects, by register number', async () => {
    const s = await scene();
    const later = await seedStudent(t.database.db, {
      batch: s.batch,
      registerNumber: `ZZ${serial}`,
    });
    const earlier = await seedStudent(t.database.db, {
      batch: s.batch,
      registerNumber: `AA${serial}`,
    });
    const none = await seedStudent(t.database.db, {
      batch: s.batch,
      registerNumber: `NO${serial}`,
    });
    const gone = await seedStudent(t.database.db, { batch: s.batch, active: false });
    const ece = await seedStudent(t.database.db, { batch: s.batch, department: 'ECE' });
    for (const id of [later, earlier, gone, ece]) {
      await seedAllocation(t.database.db, id, s.common, admin.staff.staffID);
    }
    await seedAllocation(t.database.db, earlier, s.own, admin.staff.staffID);
    await seedAssignment(t.database.db, teacher.staff.staffID, s.common, hod.staff.staffID, false);

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    const rows = (json(answer) as any[]).filter((x) => x.batch === s.batch);
    expect(rows.map((x) => x.studentID)).toEqual([earlier, later]);
    expect(rows.map((x) => x.studentID)).not.toContain(none);
    expect(rows[0]).toEqual({
      studentID: earlier,
      studentName: expect.any(String),
      registerNumber: `AA${serial}`,
      batch: s.batch,
      department: 'CSE',
      year: 2,
      semester: 3,
      allocatedSubjects: [
        expect.objectContaining({ subjectID: s.own, isCommon: false, assignedStaff: null }),
        expect.objectContaining({
          subjectID: s.common,
          isCommon: true,
          // A locked assignment still names its staff.
          assignedStaff: { staffID: teacher.staff.staffID, staffName: 'Meera Iyer' },
        }),
      ],
    });
    const eceRows = json(await list(eceAdmin)) as any[];
    expect(eceRows.map((x) => x.studentID)).toEqual([ece]);
  });
});
