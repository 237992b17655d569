import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedAllocation, seedStudent, seedSubject } from '../factories/seed';
import { csvFile, multipart } from '../factories/spreadsheets';

describeEachDatabase('batch allocation', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let eceAdmin: SignedInStaff;
  let hod: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    eceAdmin = await signUp(t.app, 'Admin', 'ECE');
    hod = await signUp(t.app, 'HOD', 'CSE');
  });
  afterAll(async () => t.close());

  const allocate = (who: SignedInStaff, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/allocations/batch',
      payload,
      headers: { cookie: who.cookie },
    });
  const pairs = async (studentIds: number[]) =>
    (
      await t.database.db
        .selectFrom('allocations')
        .select(['student_id', 'subject_id'])
        .where('student_id', 'in', studentIds)
        .execute()
    ).length;

  it('allocates core and common subjects to every active student, skipping what they have', async () => {
    const batch = 'CSE2060-2064';
    const students = await Promise.all(
      [1, 2, 3].map((n) => seedStudent(t.database.db, { batch, registerNumber: `BA${n}` })),
    );
    const inactive = await seedStudent(t.database.db, {
      batch,
      registerNumber: 'BA9',
      active: false,
    });
    const core = await seedSubject(t.database.db, { batch, subjectCode: 'CS601' });
    const common = await seedSubject(t.database.db, {
      batch,
      subjectCode: 'MA601',
      department: 'all',
      ownerDepartment: 'ECE',
    });
    await seedAllocation(t.database.db, students[0]!, core, admin.staff.staffID);

    const response = await allocate(admin, { batch, subjectIDs: [core, common] });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      message: `Subjects allocated to batch ${batch}`,
      students: 3,
      added: 5,
      skipped: 1,
    });
    expect(await pairs(students)).toBe(6);
    expect(await pairs([inactive])).toBe(0);
    const again = json(await allocate(admin, { batch, subjectIDs: `${core},${common}` }));
    expect(again).toMatchObject({ students: 3, added: 0, skipped: 6 });
  });

  it('refuses a subject of another class or department, another batch and other roles', async () => {
    const batch = 'CSE2061-2065';
    const student = await seedStudent(t.database.db, { batch, registerNumber: 'BB1' });
    const otherSemester = await seedSubject(t.database.db, {
      batch,
      subjectCode: 'CS7',
      semester: 4,
    });
    const ece = await seedSubject(t.database.db, {
      batch,
      subjectCode: 'EC7',
      department: 'ECE',
      ownerDepartment: 'ECE',
    });
    const wrongClass = await allocate(admin, { batch, subjectIDs: [otherSemester] });
    expect(wrongClass.statusCode).toBe(400);
    expect(json(wrongClass).code).toBe('SUBJECT_NOT_ELIGIBLE');
    const foreign = await allocate(admin, { batch, subjectIDs: [ece] });
    expect(json(foreign)).toMatchObject({ message: `Subject ${ece} does not exist.` });
    const ownBatchOfOthers = await allocate(eceAdmin, { batch, subjectIDs: [ece] });
    expect(ownBatchOfOthers.statusCode).toBe(404);
    expect((await allocate(hod, { batch, subjectIDs: [otherSemester] })).statusCode).toBe(403);
    expect((await allocate(admin, { batch, subjectIDs: [] })).statusCode).toBe(400);
    expect(await pairs([student])).toBe(0);
  });

  it('allocates electives from a sheet of register numbers and subject codes, all or nothing', async () => {
    const batch = 'CSE2062-2066';
    const meera = await seedStudent(t.database.db, { batch, registerNumber: 'EL1' });
    const naveen = await seedStudent(t.database.db, { batch, registerNumber: 'EL2' });
    await seedStudent(t.database.db, { batch, registerNumber: 'EL3', active: false });
    const web = await seedSubject(t.database.db, { batch, subjectCode: 'CSE61', isElective: true });
    const ai = await seedSubject(t.database.db, { batch, subjectCode: 'CSE62', isElective: true });
    await seedSubject(t.database.db, { batch, subjectCode: 'CSE69', semester: 4 });
    await seedAllocation(t.database.db, naveen, ai, admin.staff.staffID);
    const upload = (rows: string[][], commit: boolean) => {
      const body = multipart(
        'electives.csv',
        csvFile([['Register Number', 'Subject Code'], ...rows]),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/allocations/import?commit=${commit}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: admin.cookie },
      });
    };
    const bad = await upload(
      [
        ['EL1', 'CSE61'],
        ['el2', 'cse62'],
        ['EL3', 'CSE61'],
        ['EL1', 'CSE69'],
        ['EL1', 'CSE61'],
      ],
      true,
    );
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual([
      { row: 4, column: 'Register Number', message: 'is not an active student of your department' },
      {
        row: 5,
        column: 'Subject Code',
        message: `is not a subject of batch ${batch}, year 2, semester 3`,
      },
      {
        row: 6,
        column: 'Subject Code',
        message: 'appears twice in the file for this student (also row 2)',
      },
    ]);
    expect(await pairs([meera])).toBe(0);
    const good = await upload(
      [
        ['EL1', 'CSE61'],
        ['el2', 'cse62'],
        ['EL2', 'CSE61'],
      ],
      true,
    );
    expect(good.statusCode).toBe(201);
    expect(json(good)).toMatchObject({ created: 2, skipped: 1, errors: [] });
    expect(await pairs([meera, naveen])).toBe(3);
    expect(web).toBeGreaterThan(0);
  });
});
