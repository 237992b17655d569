import { describe, expect, it } from 'vitest';
import {
  dayOffReason,
  earliestMarkable,
  teachingDaysBack,
  expectedPeriods,
  parseWeeklyDaysOff,
  plannedPeriods,
  slotKindOf,
  submissionProblem,
  substitutionQuestion,
  termOf,
  timetableAt,
  timetableConflicts,
  weekdayOf,
  type WeekCalendar,
} from '../src';

const cls = { department: 'CSE', batch: 'CSE2024-2028', year: 2, semester: 3 };
const calendar: WeekCalendar = {
  weeklyDaysOff: ['Sun'],
  days: [
    { department: null, date: '2026-12-25', kind: 'holiday', name: 'Christmas' },
    { department: 'CSE', date: '2026-11-20', kind: 'holiday', name: 'Department day' },
    { department: null, date: '2026-11-29', kind: 'working', name: 'Working Sunday' },
  ],
  terms: [
    {
      department: null,
      batch: null,
      year: null,
      semester: 3,
      firstDay: '2026-07-01',
      lastDay: '2026-12-31',
    },
    {
      department: 'CSE',
      batch: 'CSE2024-2028',
      year: 2,
      semester: 3,
      firstDay: '2026-07-15',
      lastDay: '2026-12-20',
    },
  ],
};

describe('the academic calendar', () => {
  it('names the weekday of a date and reads WEEKLY_DAYS_OFF', () => {
    expect(weekdayOf('2026-11-22')).toBe('Sun');
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(parseWeeklyDaysOff('sat, Sun')).toEqual(['Sat', 'Sun']);
    expect(parseWeeklyDaysOff('')).toEqual([]);
    expect(parseWeeklyDaysOff('Funday')).toBeNull();
  });

  it('says why a day is off, in the words of the issue', () => {
    expect(dayOffReason(calendar, 'CSE', '2026-12-25')).toBe('2026-12-25 is a holiday: Christmas.');
    expect(dayOffReason(calendar, 'CSE', '2026-11-22')).toBe(
      '2026-11-22 is a Sunday, a weekly day off.',
    );
    expect(dayOffReason(calendar, 'CSE', '2026-11-29')).toBeNull();
    expect(dayOffReason(calendar, 'CSE', '2026-11-20')).toBe(
      '2026-11-20 is a holiday: Department day.',
    );
    expect(dayOffReason(calendar, 'ECE', '2026-11-20')).toBeNull();
  });

  it("takes the class's own term before the campus default", () => {
    expect(termOf(calendar, cls)).toEqual({ firstDay: '2026-07-15', lastDay: '2026-12-20' });
    expect(termOf(calendar, { ...cls, department: 'ECE' })?.firstDay).toBe('2026-07-01');
    expect(termOf(calendar, { ...cls, semester: 4 })).toBeNull();
  });

  it('counts the backfill in teaching days', () => {
    // Monday 23 Nov: Sunday 22 and the department's Friday 20 are skipped.
    expect(earliestMarkable(calendar, cls, '2026-11-23', 2)).toBe('2026-11-19');
    expect(
      earliestMarkable({ ...calendar, days: [], weeklyDaysOff: [] }, cls, '2026-11-23', 2),
    ).toBe('2026-11-21');
    // The term starts on 15 Jul: nothing before it counts, and before the term nothing is open.
    expect(earliestMarkable(calendar, cls, '2026-07-16', 5)).toBe('2026-07-15');
    expect(earliestMarkable(calendar, cls, '2026-07-10', 2)).toBe('2026-07-15');
  });

  it('counts teaching days back to a floor, as the server and the marking form both do', () => {
    const weekdays = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    // Monday 23 Nov, three teaching days back: Fri 20, Thu 19, Wed 18.
    expect(teachingDaysBack('2026-11-23', 3, weekdays, '2026-01-01')).toBe('2026-11-18');
    expect(teachingDaysBack('2026-11-23', 3, weekdays, '2026-11-20')).toBe('2026-11-20');
    expect(teachingDaysBack('2026-11-23', 0, weekdays, '2026-11-20')).toBe('2026-11-23');
  });

  it('refuses a submission on a day off or outside the term, through submissionProblem', () => {
    const rules = { timeZone: 'UTC', backfillDays: 3, timetable: [{ number: 1, starts: '09:00' }] };
    const now = new Date('2026-11-23T12:00:00Z');
    const record = (date: string) => [{ subjectID: 1, date, period: 1, registerNumber: 'R1' }];
    const week = { calendar, cls };
    expect(submissionProblem(record('2026-11-22'), now, rules, week)).toBe(
      '2026-11-22 is a Sunday, a weekly day off.',
    );
    expect(submissionProblem(record('2026-11-18'), now, rules, week)).toBeNull();
    expect(submissionProblem(record('2026-11-17'), now, rules, week)).toBe(
      'Attendance can be marked for today and the 3 days before it only.',
    );
    const early = { ...calendar, terms: [{ ...calendar.terms[1]!, lastDay: '2026-11-21' }] };
    expect(submissionProblem(record('2026-11-23'), now, rules, { calendar: early, cls })).toBe(
      "2026-11-23 is outside the class's term (2026-07-15 to 2026-11-21).",
    );
  });
});

describe('the class timetable', () => {
  const versions = [
    { effectiveFrom: '2026-07-15', cells: [{ day: 'Mon' as const, period: 1, subjectIDs: [10] }] },
    {
      effectiveFrom: '2026-11-30',
      cells: [
        { day: 'Mon' as const, period: 2, subjectIDs: [11, 12] },
        { day: 'Tue' as const, period: 1, subjectIDs: [10] },
      ],
    },
  ];

  it('judges each date by the version in force then', () => {
    expect(timetableAt(versions, '2026-07-14')).toBeNull();
    expect(timetableAt(versions, '2026-11-23')?.effectiveFrom).toBe('2026-07-15');
    expect(expectedPeriods(calendar, versions, cls, '2026-11-23').cells).toEqual([
      { period: 1, subjectIDs: [10] },
    ]);
    expect(expectedPeriods(calendar, versions, cls, '2026-11-30').cells).toEqual([
      { period: 2, subjectIDs: [11, 12] },
    ]);
    expect(expectedPeriods(calendar, versions, cls, '2026-12-25')).toEqual({
      dayOff: '2026-12-25 is a holiday: Christmas.',
      timetabled: true,
      cells: [],
    });
    expect(expectedPeriods(calendar, [], cls, '2026-11-23').timetabled).toBe(false);
  });

  it('tells a timetabled period from a substitution, an extra class and no timetable', () => {
    const monday = expectedPeriods(calendar, versions, cls, '2026-11-30');
    expect(slotKindOf(monday, 11, 2)).toEqual({ kind: 'timetabled' });
    expect(slotKindOf(monday, 10, 2)).toEqual({ kind: 'substitution', owners: [11, 12] });
    expect(slotKindOf(monday, 10, 3)).toEqual({ kind: 'extra' });
    expect(slotKindOf(expectedPeriods(calendar, [], cls, '2026-11-30'), 10, 3)).toEqual({
      kind: 'unscheduled',
    });
    expect(
      substitutionQuestion(3, [{ subjectName: 'Maths', staffName: 'Anand' }], 'Data Structures'),
    ).toBe('P3 is Maths (Anand) in the timetable; mark it as Data Structures?');
  });

  it('plans periods on teaching days only', () => {
    // Mondays 16 and 23 Nov under the first version: one period each.
    expect(plannedPeriods(calendar, versions, cls, 10, '2026-11-16', '2026-11-29')).toBe(2);
    // From 30 Nov: Tuesdays 1, 8, 15; the term ends 20 Dec.
    expect(plannedPeriods(calendar, versions, cls, 10, '2026-11-30', '2026-12-31')).toBe(3);
  });

  it('refuses conflicts naming the cell, and warns of a subject nobody teaches', () => {
    const subjects = [
      { subjectID: 10, subjectCode: 'MA101', staffID: 1, staffName: 'Anand' },
      { subjectID: 11, subjectCode: 'CS201', staffID: 2, staffName: 'Bala' },
      { subjectID: 12, subjectCode: 'CS202', staffID: null, staffName: null },
    ];
    const result = timetableConflicts({
      subjects,
      periods: [1, 2, 3, 4, 5, 6, 7, 8],
      busy: [{ staffID: 1, day: 'Tue', period: 3, classLabel: 'CSE2023-2027 year 2 semester 3' }],
      cells: [
        { day: 'Tue', period: 3, subjectIDs: [10] },
        { day: 'Wed', period: 9, subjectIDs: [11] },
        { day: 'Thu', period: 1, subjectIDs: [99] },
        { day: 'Fri', period: 1, subjectIDs: [11, 12] },
      ],
    });
    expect(result.conflicts.map((c) => c.message)).toEqual([
      'Tue P3: Anand already teaches CSE2023-2027 year 2 semester 3 then.',
      'Wed P9: period 9 is not a period of the campus day.',
      'Thu P1: subject 99 is not a subject of this class and department.',
    ]);
    expect(result.warnings.map((c) => c.message)).toEqual([
      'Fri P1: CS202 is not assigned to any staff.',
    ]);
  });
});
