import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from './helpers';
import { signUp, type SignedInStaff } from './factories/staff';
import { seedAllocation, seedStudent, seedSubject } from './factories/seed';

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
});
