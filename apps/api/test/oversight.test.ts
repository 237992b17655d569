import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OversightAbsences,
  OversightShortage,
  OversightToday,
  TodayStaff,
} from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from './helpers';
import { signUp, type SignedInStaff } from './factories/staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from './factories/seed';

/**
 * A hand-built campus whose answers are worked out below by hand. The clock is 2026-03-10
 * 11:30 in Asia/Kolkata, so periods 1 (09:00), 2 (09:50) and 3 (10:55) have started.
 *
 * CSE class B1 (CSE2024-2028, year 2, semester 3): students st1, st2, st3 and the inactive st4,
 * subjects S1 (Anand) and S2 (Bala). Class B2 (CSE2023-2027, 3/5): subject S3 (Anand), nobody
 * marked. ECE: one subject and one student, all absent, never seen by CSE.
 * February 1-20 (i = 0..19): S1 in period 1, S2 in period 2.
 *   st1  S1: P for i < 15, else A  -> 15/20 = 75 %   (eligible: 75 is not below)
 *        S2: P for i < 13, else A  -> 13/20 = 65 %   (condonation: 65 is not below 65)
 *        overall 28/40 = 70 %, band condonation; December (semester 2) five A in S1.
 *   st2  S1: P for i < 12, else A  -> 12/20 = 60 %   (not eligible)
 *        S2: P                     -> 20/20 = 100 %; overall 32/40 = 80 %
 *   st3  S1: P for i < 14, OD at 14, else A -> 15/20 = 75 % (On Duty counts)
 *        S2: P for i < 15, else LEAVE       -> 15/20 = 75 % (Leave does not)
 *        plus ten voided A in S1 period 3, which count nowhere.
 *   st4  inactive, A everywhere.
 * Today: S1 period 1 (st1 A, others P), S2 period 2 (st1 A), S1 period 3 voided (all P).
 */
const DAYS = Array.from({ length: 20 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
const TODAY = '2026-03-10';

interface Seeded {
  t: TestApp;
  hod: SignedInStaff;
  admin: SignedInStaff;
  anand: SignedInStaff;
  bala: SignedInStaff;
  eceHod: SignedInStaff;
  ids: Record<string, number>;
}

async function seedCampus(t: TestApp): Promise<Seeded> {
  const { app } = t;
  const db = t.database.db;
  const hod = await signUp(app, 'HOD', 'CSE');
  const admin = await signUp(app, 'Admin', 'CSE');
  const anand = await signUp(app, 'Subject_Staff', 'CSE', { staffName: 'Anand' });
  const bala = await signUp(app, 'Subject_Staff', 'CSE', { staffName: 'Bala' });
  const eceHod = await signUp(app, 'HOD', 'ECE');
  const eceTeacher = await signUp(app, 'Subject_Staff', 'ECE', { staffName: 'Chitra' });
  const b1 = { batch: 'CSE2024-2028', year: 2, semester: 3, department: 'CSE' };
  const ids: Record<string, number> = {
    S1: await seedSubject(db, { ...b1, subjectCode: 'CS301', subjectName: 'Compilers' }),
    S2: await seedSubject(db, { ...b1, subjectCode: 'CS302', subjectName: 'Networks' }),
    S3: await seedSubject(db, {
      batch: 'CSE2023-2027',
      year: 3,
      semester: 5,
      subjectCode: 'CS501',
      subjectName: 'Graphics',
    }),
    E1: await seedSubject(db, {
      batch: 'ECE2024-2028',
      department: 'ECE',
      subjectCode: 'EC301',
      subjectName: 'Signals',
    }),
  };
  for (const [name, active] of [
    ['st1', true],
    ['st2', true],
    ['st3', true],
    ['st4', false],
  ] as const) {
    ids[name] = await seedStudent(db, {
      ...b1,
      registerNumber: `21CS${name}`,
      studentName: `Student ${name}`,
      active,
    });
    await seedAllocation(db, ids[name], ids.S1!, admin.staff.staffID);
    await seedAllocation(db, ids[name], ids.S2!, admin.staff.staffID);
  }
  ids.ece = await seedStudent(db, {
    batch: 'ECE2024-2028',
    department: 'ECE',
    registerNumber: '21EC001',
  });
  await seedAssignment(db, anand.staff.staffID, ids.S1!, hod.staff.staffID);
  await seedAssignment(db, bala.staff.staffID, ids.S2!, hod.staff.staffID);
  await seedAssignment(db, anand.staff.staffID, ids.S3!, hod.staff.staffID);
  await seedAssignment(db, eceTeacher.staff.staffID, ids.E1!, eceHod.staff.staffID);

  const rows: Record<string, unknown>[] = [];
  const mark = (
    student: string,
    subject: string,
    date: string,
    period: number,
    status: string,
    extra: { year?: number; semester?: number; voided?: boolean; department?: string } = {},
  ) =>
    rows.push({
      student_id: ids[student],
      subject_id: ids[subject],
      staff_id: subject === 'S2' ? bala.staff.staffID : anand.staff.staffID,
      register_number: student,
      faculty_code: 'STF',
      subject_code: subject,
      batch: 'B',
      department: extra.department ?? 'CSE',
      year: extra.year ?? 2,
      semester: extra.semester ?? 3,
      date,
      period,
      status,
      created_at: '2026-03-10T00:00:00.000Z',
      voided_at: extra.voided ? '2026-03-10T05:00:00.000Z' : null,
      voided_by: extra.voided ? hod.staff.staffID : null,
      void_reason: extra.voided ? 'wrong subject' : null,
    });
  DAYS.forEach((day, i) => {
    mark('st1', 'S1', day, 1, i < 15 ? 'P' : 'A');
    mark('st1', 'S2', day, 2, i < 13 ? 'P' : 'A');
    mark('st2', 'S1', day, 1, i < 12 ? 'P' : 'A');
    mark('st2', 'S2', day, 2, 'P');
    mark('st3', 'S1', day, 1, i < 14 ? 'P' : i === 14 ? 'OD' : 'A');
    mark('st3', 'S2', day, 2, i < 15 ? 'P' : 'LEAVE');
    if (i < 10) mark('st3', 'S1', day, 3, 'A', { voided: true });
    mark('st4', 'S1', day, 1, 'A');
    mark('ece', 'E1', day, 1, 'A', { department: 'ECE' });
  });
  for (const day of ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05'])
    mark('st1', 'S1', day, 1, 'A', { year: 1, semester: 2 });
  mark('st1', 'S1', TODAY, 1, 'A');
  mark('st2', 'S1', TODAY, 1, 'P');
  mark('st3', 'S1', TODAY, 1, 'P');
  mark('st1', 'S2', TODAY, 2, 'A');
  mark('st2', 'S2', TODAY, 2, 'P');
  mark('st3', 'S2', TODAY, 2, 'P');
  for (const s of ['st1', 'st2', 'st3']) mark(s, 'S1', TODAY, 3, 'P', { voided: true });
  mark('ece', 'E1', TODAY, 1, 'A', { department: 'ECE' });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('attendance')
      .values(rows.slice(i, i + 100) as never)
      .execute();
  return { t, hod, admin, anand, bala, eceHod, ids };
}

describeEachDatabase('oversight', (kind) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seedCampus(await createTestApp(kind));
  });
  afterAll(async () => s.t.close());

  const get = (who: SignedInStaff, url: string) =>
    s.t.app.inject({
      method: 'GET',
      url: `/api/oversight/${url}`,
      headers: { cookie: who.cookie },
    });

  describe('today', () => {
    it('shows each staff-subject per started period, marked with absentees or not', async () => {
      const answer = json<OversightToday>(await get(s.hod, 'today'));
      expect(answer.date).toBe(TODAY);
      expect(answer.periods).toEqual([1, 2, 3]);
      // Two classes x three periods; B1 has periods 1 and 2 (period 3 was voided).
      expect([answer.marked, answer.expected]).toEqual([2, 6]);
      expect(answer.staff.map((x) => x.staffName)).toEqual(['Anand', 'Bala']);
      const [anand, bala] = answer.staff as [TodayStaff, TodayStaff];
      // By batch, then code: CSE2023-2027 comes first.
      expect(anand.subjects.map((x) => [x.subjectCode, x.cells])).toEqual([
        [
          'CS501',
          [
            { period: 1, state: 'pending' },
            { period: 2, state: 'pending' },
            { period: 3, state: 'pending' },
          ],
        ],
        [
          'CS301',
          [
            { period: 1, state: 'marked', absentees: 1, students: 3 },
            { period: 2, state: 'other' },
            { period: 3, state: 'pending' },
          ],
        ],
      ]);
      expect(bala.subjects[0]?.cells).toEqual([
        { period: 1, state: 'other' },
        { period: 2, state: 'marked', absentees: 1, students: 3 },
        { period: 3, state: 'pending' },
      ]);
    });

    it('narrows by batch, year and semester; the Admin sees what the HOD sees', async () => {
      const b2 = json<OversightToday>(await get(s.admin, 'today?batch=CSE2023-2027'));
      expect([b2.marked, b2.expected]).toEqual([0, 3]);
      expect(b2.staff.flatMap((x) => x.subjects.map((y) => y.subjectCode))).toEqual(['CS501']);
      const sem3 = json<OversightToday>(await get(s.admin, 'today?year=2&semester=3'));
      expect([sem3.marked, sem3.expected]).toEqual([2, 3]);
    });

    it('gives a Subject_Staff their own classes only', async () => {
      const answer = json<OversightToday>(await get(s.bala, 'today'));
      expect(answer.staff.map((x) => x.staffName)).toEqual(['Bala']);
      expect([answer.marked, answer.expected]).toEqual([2, 3]);
    });

    it('lists nothing started before the first period, and never another department', async () => {
      s.t.clock.set('2026-03-10T03:00:00.000Z'); // 08:30 in Kolkata
      const early = json<OversightToday>(await get(s.hod, 'today'));
      expect([early.periods, early.marked, early.expected]).toEqual([[], 0, 0]);
      s.t.clock.set('2026-03-10T06:00:00.000Z');
      const ece = json<OversightToday>(await get(s.eceHod, 'today'));
      expect(ece.staff.map((x) => x.staffName)).toEqual(['Chitra']);
      expect([ece.marked, ece.expected]).toEqual([1, 3]);
    });
  });

  describe('shortage', () => {
    it('lists active students short in any subject, by overall %, with bands', async () => {
      const answer = json<OversightShortage>(await get(s.hod, 'shortage'));
      expect(answer).toMatchObject({
        startDate: null,
        endDate: TODAY,
        threshold: 75,
        presentStatuses: ['P', 'OD'],
      });
      // st1: S1 15 of 20 plus today's A = 15/21; S2 13/20 plus today's A = 13/21.
      // st2: S1 12/20 + today's P = 13/21; S2 21/21. st3 stays at or above 75 (OD counted).
      expect(
        answer.students.map((x) => [
          x.registerNumber,
          x.parentNumber,
          x.band,
          x.overall,
          x.subjects.map((y) => [y.subjectCode, y.present, y.sessions, y.percentage, y.band]),
        ]),
      ).toEqual([
        [
          '21CSst1',
          '9000000002',
          'not-eligible',
          { present: 28, sessions: 42, percentage: 66.67 },
          [
            ['CS301', 15, 21, 71.43, 'condonation'],
            ['CS302', 13, 21, 61.9, 'not-eligible'],
          ],
        ],
        [
          '21CSst2',
          '9000000002',
          'not-eligible',
          { present: 34, sessions: 42, percentage: 80.95 },
          [
            ['CS301', 13, 21, 61.9, 'not-eligible'],
            ['CS302', 21, 21, 100, 'eligible'],
          ],
        ],
      ]);
    });

    it('takes the 75 and 65 boundaries as not short and condonation', async () => {
      // February alone: st1 at exactly 75 % (S1) and 65 % (S2); st3 at 75 % in both.
      const answer = json<OversightShortage>(
        await get(s.hod, 'shortage?startDate=2026-02-01&endDate=2026-02-28'),
      );
      expect(answer.endDate).toBe('2026-02-28');
      expect(
        answer.students.map((x) => [
          x.registerNumber,
          x.band,
          x.overall.percentage,
          x.subjects.map((y) => [y.percentage, y.band]),
        ]),
      ).toEqual([
        [
          '21CSst1',
          'condonation',
          70,
          [
            [75, 'eligible'],
            [65, 'condonation'],
          ],
        ],
        [
          '21CSst2',
          'not-eligible',
          80,
          [
            [60, 'not-eligible'],
            [100, 'eligible'],
          ],
        ],
      ]);
    });

    it('counts a range across semesters when dates are given', async () => {
      // December's five A of semester 2 join st1's first ten February days of S1: 10/15.
      const answer = json<OversightShortage>(
        await get(s.hod, 'shortage?startDate=2025-12-01&endDate=2026-02-10'),
      );
      expect(answer.students.map((x) => [x.registerNumber, x.overall, x.band])).toEqual([
        ['21CSst1', { present: 20, sessions: 25, percentage: 80 }, 'condonation'],
      ]);
      expect(answer.students[0]?.subjects[0]).toMatchObject({
        present: 10,
        sessions: 15,
        percentage: 66.67,
        band: 'condonation',
      });
    });

    it('shows another department nothing of CSE', async () => {
      const answer = json<OversightShortage>(await get(s.eceHod, 'shortage'));
      expect(answer.students.map((x) => x.registerNumber)).toEqual(['21EC001']);
    });
  });

  describe('consecutive absences', () => {
    it('lists students absent in every marked period of the last N marked days', async () => {
      // st1: February 16-20 absent in both periods, and today (period 3 voided).
      const answer = json<OversightAbsences>(await get(s.hod, 'absences'));
      expect(answer).toMatchObject({ today: TODAY, days: 3 });
      expect(answer.students.map((x) => [x.registerNumber, x.parentNumber, x.dates])).toEqual([
        [
          '21CSst1',
          '9000000002',
          ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', TODAY],
        ],
      ]);
    });

    it('takes the number of days as a setting', async () => {
      const six = json<OversightAbsences>(await get(s.admin, 'absences?days=6'));
      expect(six.students.map((x) => x.registerNumber)).toEqual(['21CSst1']);
      const seven = json<OversightAbsences>(await get(s.admin, 'absences?days=7'));
      expect(seven.students).toEqual([]);
      const ece = json<OversightAbsences>(await get(s.eceHod, 'absences?days=21'));
      expect(ece.students.map((x) => [x.registerNumber, x.dates.length])).toEqual([
        ['21EC001', 21],
      ]);
    });
  });

  describe('who and what', () => {
    it('keeps the department views from Subject_Staff and strangers', async () => {
      expect((await get(s.anand, 'shortage')).statusCode).toBe(403);
      expect((await get(s.anand, 'absences')).statusCode).toBe(403);
      const stranger = await s.t.app.inject({ method: 'GET', url: '/api/oversight/today' });
      expect(stranger.statusCode).toBe(401);
    });

    it('answers bad filters with 400 naming the field', async () => {
      for (const url of [
        'absences?days=0',
        'absences?days=many',
        'shortage?startDate=2026-02-10&endDate=2026-02-01',
        'shortage?threshold=0',
        'shortage?startDate=2026-02-30',
        'today?year=9',
      ]) {
        const response = await get(s.hod, url);
        expect(response.statusCode, url).toBe(400);
        expect(json(response).message, url).toMatch(/days|startDate|threshold|year/);
      }
      expect((await get(s.hod, 'shortage?startDate=2026-04-01')).statusCode).toBe(400);
    });
  });
});
