import { describe, expect, it } from 'vitest';
import {
  attendedOfTotals,
  BUDGET_REASONS,
  budgetOf,
  budgetSentence,
  countsAsAttended,
  DEFAULT_COUNTING_POLICY,
  readCountingPolicy,
  remainingPeriods,
  subjectBudget,
  type RemainingInput,
  type TimetableVersion,
  type WeekCalendar,
} from '../src';

const COUNTS = { present: 30, onDuty: 4, medicalLeave: 3, onLeave: 2 };

describe('the counting policy', () => {
  it('counts P and OD as attended by default; A, ML and LEAVE as missed', () => {
    expect(
      ['P', 'OD', 'A', 'ML', 'LEAVE'].map((s) => countsAsAttended(s, DEFAULT_COUNTING_POLICY)),
    ).toEqual([true, true, false, false, false]);
    expect(attendedOfTotals(COUNTS, DEFAULT_COUNTING_POLICY)).toBe(34);
  });

  it('a department that counts P alone leaves On Duty out', () => {
    expect(countsAsAttended('OD', ['P'])).toBe(false);
    expect(attendedOfTotals(COUNTS, ['P'])).toBe(30);
  });

  it('a department may count Medical Leave and Leave; Absent never counts', () => {
    expect(attendedOfTotals(COUNTS, ['P', 'OD', 'ML', 'LEAVE'])).toBe(30 + 4 + 3 + 2);
    expect(countsAsAttended('A', ['P', 'OD', 'ML', 'LEAVE'])).toBe(false);
    expect(countsAsAttended('L', ['P', 'LEAVE'])).toBe(true);
  });

  it('reads a stored policy: Present always, in a fixed order, nothing stored is the default', () => {
    expect(readCountingPolicy(null)).toEqual(['P', 'OD']);
    expect(readCountingPolicy('ML,P')).toEqual(['P', 'ML']);
    expect(readCountingPolicy('LEAVE')).toEqual(['P', 'LEAVE']);
  });
});

describe('the budget, computed by hand at 75 %', () => {
  it('at or above the line: M = ⌊A + R − 0.75·(H + R)⌋', () => {
    // 34 + 20 − 0.75·60 = 54 − 45 = 9
    expect(budgetOf(40, 34, 20)).toEqual({ kind: 'can-miss', periods: 9, remaining: 20 });
    // 8 + 3 − 0.75·13 = 11 − 9.75 = 1.25 → 1
    expect(budgetOf(10, 8, 3)).toEqual({ kind: 'can-miss', periods: 1, remaining: 3 });
    // Nothing held yet: 12 − 9 = 3
    expect(budgetOf(0, 0, 12)).toEqual({ kind: 'can-miss', periods: 3, remaining: 12 });
  });

  it('below the line but reachable: K = ⌈(0.75·H − A) / 0.25⌉', () => {
    // (30 − 28) / 0.25 = 8, and 36 of 48 is 75 %
    expect(budgetOf(40, 28, 20)).toEqual({ kind: 'attend-next', periods: 8, remaining: 20 });
    // (3.75 − 3) / 0.25 = 3: 6 of 8
    expect(budgetOf(5, 3, 3)).toEqual({ kind: 'attend-next', periods: 3, remaining: 3 });
  });

  it('not reachable: the final percentage attending every remaining period', () => {
    // 20 + 10 = 30 of 50 = 60 %
    expect(budgetOf(40, 20, 10)).toEqual({
      kind: 'unreachable',
      finalPercentage: 60,
      remaining: 10,
    });
    // 2 + 2 of 5 + 2 = 57.14 %
    expect(budgetOf(5, 2, 2)).toEqual({
      kind: 'unreachable',
      finalPercentage: 57.14,
      remaining: 2,
    });
  });

  it('reads as the issue words it', () => {
    expect(budgetSentence(budgetOf(40, 34, 20), 'Maths')).toBe(
      'You can miss 9 more Maths periods this term and stay at 75 %.',
    );
    expect(budgetSentence(budgetOf(40, 28, 20), 'Maths')).toBe(
      'Attend the next 8 Maths periods to reach 75 %.',
    );
    expect(budgetSentence(budgetOf(40, 20, 10), 'Maths')).toBe(
      'Even attending every remaining Maths period, you will end at 60 %. See your HOD about condonation.',
    );
  });
});

describe('R: the periods still planned in the term', () => {
  const cls = { department: 'CSE', batch: 'CSE2024-2028', year: 2, semester: 3 };
  const calendar: WeekCalendar = {
    weeklyDaysOff: ['Sun'],
    days: [{ department: 'CSE', date: '2026-12-09', kind: 'holiday', name: 'Founders day' }],
    terms: [
      {
        department: 'CSE',
        batch: cls.batch,
        year: 2,
        semester: 3,
        firstDay: '2026-12-01',
        lastDay: '2026-12-14',
      },
    ],
  };
  const maths = 7;
  const versions: TimetableVersion[] = [
    {
      effectiveFrom: '2026-11-01',
      cells: [
        { day: 'Mon', period: 1, subjectIDs: [maths] },
        { day: 'Wed', period: 2, subjectIDs: [maths] },
        { day: 'Wed', period: 5, subjectIDs: [maths] },
        { day: 'Thu', period: 3, subjectIDs: [maths] },
        { day: 'Thu', period: 4, subjectIDs: [8] },
      ],
    },
    {
      effectiveFrom: '2026-12-10',
      cells: [
        { day: 'Fri', period: 1, subjectIDs: [maths] },
        { day: 'Sat', period: 3, subjectIDs: [maths, 9] },
        { day: 'Sun', period: 1, subjectIDs: [maths] },
      ],
    },
  ];
  // Monday 2026-12-07, 10:30 in Kolkata; P1 of Maths already held.
  const input: RemainingInput = {
    calendar,
    versions,
    cls,
    subjectID: maths,
    now: new Date('2026-12-07T05:00:00Z'),
    timeZone: 'Asia/Kolkata',
    heldToday: 1,
  };

  it('counts each version from its date, without holidays, weekly days off or what today held', () => {
    // Mon 7: 1 − 1 held; Wed 9: holiday; Thu 10: the new version has no Thursday;
    // Fri 11: 1; Sat 12: 1; Sun 13: weekly day off; Mon 14: none.
    expect(remainingPeriods(input)).toBe(2);
    expect(remainingPeriods({ ...input, heldToday: 0 })).toBe(3);
    // From Tuesday, the Monday does not count at all.
    expect(remainingPeriods({ ...input, now: new Date('2026-12-08T05:00:00Z') })).toBe(2);
    // After the term: nothing left.
    expect(remainingPeriods({ ...input, now: new Date('2026-12-20T05:00:00Z') })).toBe(0);
  });

  it('says why the budget is missing with no term or no timetable', () => {
    expect(subjectBudget(10, 9, { ...input, calendar: { ...calendar, terms: [] } })).toEqual({
      kind: 'missing',
      reason: BUDGET_REASONS.noTerm,
    });
    expect(subjectBudget(10, 9, { ...input, versions: [] })).toEqual({
      kind: 'missing',
      reason: BUDGET_REASONS.noTimetable,
    });
    // 9 + 2 − 0.75·12 = 2
    expect(subjectBudget(10, 9, input)).toEqual({ kind: 'can-miss', periods: 2, remaining: 2 });
  });
});
