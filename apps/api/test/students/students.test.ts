import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEFAULT_NOW, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { seedStudent } from '../factories/seed';

const BASE = '/api/admin/students';

describeEachDatabase('students', (kind) => {
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
    teacher = await signUp(t.app, 'Subject_Staff', 'CSE');
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who?: SignedInStaff,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const student = (over: Record<string, unknown> = {}) => ({
    registerNumber: `21CS${String((serial += 1)).padStart(4, '0')}`,
    studentName: 'Asha Kumar',
    batch: 'CSE2021-2025',
    year: 3,
    semester: 5,
    department: 'CSE',
    gender: 'Female',
    type: 'Regular',
    studentNumber: '9876543210',
    parentNumber: '9123456780',
    ...over,
  });
  const row = (id: number) =>
    t.database.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const audit = (action: string, entity: string, entityId: string | number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .execute();
  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) search.set(key, String(value));
    }
    return `?${search}`;
  };

  it('lists only the own department, inactive included, sorted by register number', async () => {
    const batch = 'CSE2030-2034';
    await seedStudent(t.database.db, { registerNumber: 'L10', batch });
    await seedStudent(t.database.db, { registerNumber: 'L2', batch, active: false });
    await seedStudent(t.database.db, { registerNumber: 'L1', batch });
    await seedStudent(t.database.db, { registerNumber: 'L3', batch, department: 'ECE' });

    const answer = await call('GET', '', admin);
    expect(answer.statusCode).toBe(200);
    const listed = (json(answer) as any[]).filter((s) => s.batch === batch);
    expect(listed.map((s) => [s.registerNumber, s.active])).toEqual([
      ['L1', true],
      ['L2', false],
      ['L10', true],
    ]);
    expect(Object.keys(listed[0]).sort()).toEqual(
      [
        'studentID',
        'registerNumber',
        'studentName',
        'batch',
        'year',
        'semester',
        'department',
        'gender',
        'type',
        'studentNumber',
        'parentNumber',
        'active',
      ].sort(),
    );
    const ece = json(await call('GET', '', eceAdmin)) as any[];
    expect(ece.map((s) => s.registerNumber)).toContain('L3');
    expect(ece.every((s) => s.department === 'ECE')).toBe(true);
  });

  it('refuses every route without a session and for HOD and Subject_Staff', async () => {
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', ''],
      ['POST', '', student()],
      ['PUT', '/1', student()],
      ['PUT', `/update-batch${query({ batch: 'CSE2021-2025', year: 4, semester: 7 })}`],
      ['POST', `/inactives${query({ batch: 'CSE2021-2025', reason: 'left' })}`],
      ['POST', `/inactive-by-register${query({ registerNumber: 'X1', reason: 'left' })}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, hod, payload)).statusCode).toBe(403);
      expect((await call(method, url, teacher, payload)).statusCode).toBe(403);
    }
    // Refused before validation: a stranger learns nothing about the fields.
    expect((await call('POST', '', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '', hod, {})).statusCode).toBe(403);
  });

  it('adds an active student in the admin’s own department code and audits it', async () => {
    const body = student({ department: 'cse' });
    const answer = await call('POST', '', admin, body);
    expect(answer.statusCode).toBe(201);
    const created = json(answer);
    expect(created).toEqual({
      ...body,
      studentID: expect.any(Number),
      department: 'CSE',
      active: true,
    });
    expect(json(await call('GET', '', admin))).toContainEqual(created);
    const [entry] = await audit('create', 'student', created.studentID);
    expect(entry).toMatchObject({ staff_id: admin.staff.staffID, at: DEFAULT_NOW });
  });

  it('refuses adding a student to another department with 403', async () => {
    const body = student({ department: 'ECE' });
    const answer = await call('POST', '', admin, body);
    expect(answer.statusCode).toBe(403);
    expect(json(answer).message).toMatch(/own department/);
    expect(json(await call('GET', '', eceAdmin))).not.toContainEqual(
      expect.objectContaining({ registerNumber: body.registerNumber }),
    );
  });

  it('refuses a register number that exists, in any department and any case', async () => {
    const first = student();
    expect((await call('POST', '', admin, first)).statusCode).toBe(201);
    for (const [who, registerNumber] of [
      [admin, first.registerNumber],
      [admin, first.registerNumber.toLowerCase()],
      [eceAdmin, first.registerNumber],
    ] as const) {
      const again = await call(
        'POST',
        '',
        who,
        student({ registerNumber, department: who.staff.department }),
      );
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toBe(
        `A student with register number ${registerNumber} already exists.`,
      );
    }
  });

  it('answers 400 naming the field for each invalid student field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ registerNumber: undefined }, 'registerNumber'],
      [{ registerNumber: 'has space' }, 'registerNumber'],
      [{ studentName: '   ' }, 'studentName'],
      [{ batch: '' }, 'batch'],
      [{ year: 5 }, 'year'],
      [{ year: 0 }, 'year'],
      [{ semester: 9 }, 'semester'],
      [{ semester: 'two' }, 'semester'],
      [{ department: undefined }, 'department'],
      [{ gender: 'Unknown' }, 'gender'],
      [{ type: 'Day scholar' }, 'type'],
      [{ studentNumber: '12' }, 'studentNumber'],
      [{ parentNumber: 'call me' }, 'parentNumber'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('POST', '', admin, student(change));
      expect(answer.statusCode, field).toBe(400);
      expect(json(answer)).toMatchObject({ code: 'VALIDATION' });
      expect(json(answer).message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('edits an active student of the department but never its batch, year, semester or department', async () => {
    const created = json(await call('POST', '', admin, student()));
    const edited = {
      ...created,
      registerNumber: `${created.registerNumber}X`,
      studentName: 'Asha K.',
      gender: 'Other',
      type: 'Lateral',
      studentNumber: '9000011111',
      parentNumber: '9000022222',
      batch: 'CSE1999-2003',
      year: 1,
      semester: 1,
      department: 'ECE',
      active: false,
    };
    const answer = await call('PUT', `/${created.studentID}`, admin, edited);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({
      ...edited,
      batch: created.batch,
      year: created.year,
      semester: created.semester,
      department: 'CSE',
      active: true,
    });
    expect(json(await call('GET', '', admin))).toContainEqual(json(answer));
    const [entry] = await audit('update', 'student', created.studentID);
    expect(JSON.parse(entry!.details!).changed).toEqual([
      'registerNumber',
      'studentName',
      'gender',
      'type',
      'studentNumber',
      'parentNumber',
    ]);
  });

  it('answers 404 for a student of another department or an unknown id, without its data', async () => {
    const created = json(await call('POST', '', admin, student()));
    for (const [who, id] of [
      [eceAdmin, created.studentID],
      [admin, 999_999],
    ] as const) {
      const answer = await call('PUT', `/${id}`, who, { ...created, studentName: 'Changed' });
      expect(answer.statusCode).toBe(404);
      expect(json(answer).message).toBe('Student not found.');
      expect(answer.body).not.toContain(created.registerNumber);
    }
    expect((await row(created.studentID)).student_name).toBe('Asha Kumar');
    expect((await call('PUT', '/abc', admin, created)).statusCode).toBe(400);
  });

  it('refuses editing an inactive student, or taking another student’s register number', async () => {
    const inactiveId = await seedStudent(t.database.db, { active: false });
    const inactive = (json(await call('GET', '', admin)) as any[]).find(
      (s) => s.studentID === inactiveId,
    );
    const locked = await call('PUT', `/${inactiveId}`, admin, { ...inactive, studentName: 'New' });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).message).toMatch(/inactive/);

    const one = json(await call('POST', '', admin, student()));
    const two = json(await call('POST', '', admin, student()));
    const taken = await call('PUT', `/${two.studentID}`, admin, {
      ...two,
      registerNumber: one.registerNumber,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(
      `A student with register number ${one.registerNumber} already exists.`,
    );
    const ownNumber = await call('PUT', `/${two.studentID}`, admin, {
      ...two,
      studentName: 'Same',
    });
    expect(ownNumber.statusCode).toBe(200);
  });

  it('promotes only the active students of the batch in the own department and audits it', async () => {
    const batch = 'CSE2022-2026';
    const a = await seedStudent(t.database.db, { batch, year: 2, semester: 4 });
    const b = await seedStudent(t.database.db, { batch, year: 2, semester: 4 });
    const gone = await seedStudent(t.database.db, { batch, year: 2, semester: 4, active: false });
    const ece = await seedStudent(t.database.db, {
      batch,
      year: 2,
      semester: 4,
      department: 'ECE',
    });

    const answer = await call(
      'PUT',
      `/update-batch${query({ batch, year: 3, semester: 5 })}`,
      admin,
    );
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ message: 'Batch updated successfully', updated: 2 });
    for (const id of [a, b]) expect(await row(id)).toMatchObject({ year: 3, semester: 5 });
    for (const id of [gone, ece]) expect(await row(id)).toMatchObject({ year: 2, semester: 4 });
    expect(await audit('promote', 'batch', batch)).toHaveLength(1);
  });

  it('caps promotion at year 4 and semester 8, and needs a batch', async () => {
    const batch = 'CSE2019-2023';
    await seedStudent(t.database.db, { batch, year: 4, semester: 7 });
    const cases: [Record<string, string | number>, string][] = [
      [{ batch, year: 4, semester: 9 }, 'semester'],
      [{ batch, year: 5, semester: 8 }, 'year'],
      [{ batch, year: 0, semester: 8 }, 'year'],
      [{ batch, year: 4 }, 'semester'],
      [{ year: 4, semester: 8 }, 'batch'],
    ];
    for (const [params, field] of cases) {
      const answer = await call('PUT', `/update-batch${query(params)}`, admin);
      expect(answer.statusCode, JSON.stringify(params)).toBe(400);
      expect(json(answer).message).toMatch(new RegExp(`^${field}: `));
    }
    const top = await call('PUT', `/update-batch${query({ batch, year: 4, semester: 8 })}`, admin);
    expect(json(top)).toMatchObject({ updated: 1 });
  });

  it('answers 404 when the department has no active student in the batch', async () => {
    const batch = 'CSE2018-2022';
    await seedStudent(t.database.db, { batch, active: false });
    for (const who of [admin, eceAdmin]) {
      const answer = await call(
        'PUT',
        `/update-batch${query({ batch, year: 4, semester: 8 })}`,
        who,
      );
      expect(answer.statusCode).toBe(404);
      expect(json(answer).message).toMatch(/No active students/);
    }
  });

  it('marks a batch inactive with a reason, narrowed by year and semester, for good', async () => {
    const batch = 'CSE2023-2027';
    const sem3 = await seedStudent(t.database.db, { batch, year: 2, semester: 3 });
    const sem4 = await seedStudent(t.database.db, { batch, year: 2, semester: 4 });
    const ece = await seedStudent(t.database.db, {
      batch,
      year: 2,
      semester: 3,
      department: 'ECE',
    });

    const narrowed = `/inactives${query({ batch, year: 2, semester: 3, reason: 'Discontinued' })}`;
    const answer = await call('POST', narrowed, admin);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({
      message: `Students in batch ${batch} marked as inactive`,
      count: 1,
    });
    expect(await row(sem3)).toMatchObject({
      active: 0,
      inactive_reason: 'Discontinued',
      inactivated_at: DEFAULT_NOW,
    });
    expect(await row(sem4)).toMatchObject({ active: 1 });
    expect(await row(ece)).toMatchObject({ active: 1 });
    expect(await audit('inactivate', 'batch', batch)).toHaveLength(1);

    // Irreversible: nothing left to inactivate, and neither promotion nor edit revives anyone.
    expect((await call('POST', narrowed, admin)).statusCode).toBe(404);
    await call('PUT', `/update-batch${query({ batch, year: 3, semester: 5 })}`, admin);
    expect(await row(sem3)).toMatchObject({ active: 0, year: 2, semester: 3 });
    const whole = await call(
      'POST',
      `/inactives${query({ batch, reason: 'Batch closed' })}`,
      admin,
    );
    expect(json(whole)).toMatchObject({ count: 1 });
    expect(await row(sem3)).toMatchObject({ inactive_reason: 'Discontinued' });
  });

  it('refuses batch inactivation without a reason, or of another department', async () => {
    const batch = 'CSE2017-2021';
    const id = await seedStudent(t.database.db, { batch });
    for (const params of [{ batch }, { batch, reason: '  ' }]) {
      const answer = await call('POST', `/inactives${query(params)}`, admin);
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toMatch(/^reason: /);
    }
    const noBatch = await call('POST', `/inactives${query({ reason: 'left' })}`, admin);
    expect(json(noBatch).message).toMatch(/^batch: /);
    const other = await call('POST', `/inactives${query({ batch, reason: 'left' })}`, eceAdmin);
    expect(other.statusCode).toBe(404);
    expect(await row(id)).toMatchObject({ active: 1 });
  });

  it('marks one student inactive by register number, once, and only in the own department', async () => {
    const created = json(await call('POST', '', admin, student()));
    const url = (registerNumber: string, reason = 'Transferred out') =>
      `/inactive-by-register${query({ registerNumber, reason })}`;

    const other = await call('POST', url(created.registerNumber), eceAdmin);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(created.studentName);
    expect((await call('POST', url('NOPE404'), admin)).statusCode).toBe(404);
    const noReason = await call(
      'POST',
      `/inactive-by-register${query({ registerNumber: created.registerNumber })}`,
      admin,
    );
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).message).toMatch(/^reason: /);

    const answer = await call('POST', url(created.registerNumber.toLowerCase()), admin);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({
      message: `Student ${created.registerNumber} marked as inactive`,
    });
    expect(await row(created.studentID)).toMatchObject({
      active: 0,
      inactive_reason: 'Transferred out',
    });
    const [entry] = await audit('inactivate', 'student', created.studentID);
    expect(JSON.parse(entry!.details!)).toMatchObject({ reason: 'Transferred out' });

    const again = await call('POST', url(created.registerNumber, 'Other'), admin);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toMatch(/already inactive/);
    const listed = (json(await call('GET', '', admin)) as any[]).find(
      (s) => s.studentID === created.studentID,
    );
    expect(listed.active).toBe(false);
  });
});
