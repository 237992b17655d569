import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OversightAbsences,
  OversightShortage,
  OversightToday,
  TodayStaff,
} from '@attendance/domain';
import { createTestApp, describeEachDatabase, json } from '../helpers';
import type { SignedInStaff } from '../factories/staff';
import { seedCampus, TODAY, type Seeded } from '../factories/oversight-campus';

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
