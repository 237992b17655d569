import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMETABLE,
  markableRange,
  markingWindowState,
  submissionProblem,
  windowRefusal,
  type MarkingRules,
} from '../src';

// 2026-11-23 04:00 UTC is 09:30 in Asia/Kolkata: period 1 has started, period 2 (09:50) not.
const now = new Date('2026-11-23T04:00:00Z');
const rules: MarkingRules = {
  timeZone: 'Asia/Kolkata',
  backfillDays: 3,
  timetable: DEFAULT_TIMETABLE,
};
const slot = (date: string, period: number, registerNumber = 'R1') => ({
  subjectID: 7,
  date,
  period,
  registerNumber,
});

describe('submission checks shared by the server and the web app', () => {
  it('offers today and the backfill days, in the campus zone', () => {
    expect(markableRange(now, 'Asia/Kolkata', 3)).toEqual({
      today: '2026-11-23',
      earliest: '2026-11-20',
    });
    // 20:00 UTC on the 22nd is already the 23rd in Kolkata, still the 22nd in UTC.
    expect(markableRange(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata', 0)).toEqual({
      today: '2026-11-23',
      earliest: '2026-11-23',
    });
    // A century of backfill crosses leap years and costs two dates, not 36,501.
    expect(markableRange(now, 'Asia/Kolkata', 36500).earliest).toBe('1926-12-18');
  });

  it('accepts a started period of a markable day', () => {
    expect(
      submissionProblem([slot('2026-11-23', 1), slot('2026-11-23', 1, 'R2')], now, rules),
    ).toBeNull();
    expect(submissionProblem([slot('2026-11-20', 8)], now, rules)).toBeNull();
  });

  it.each([
    [[slot('2026-11-24', 1)], 'Attendance cannot be marked for a future date.'],
    [[slot('2026-11-19', 1)], 'Attendance can be marked for today and the 3 days before it only.'],
    [[slot('0001-01-01', 1)], 'Attendance can be marked for today and the 3 days before it only.'],
    [[slot('2026-11-23', 2)], 'Period 2 has not started yet.'],
    [[slot('2026-11-23', 9)], 'Period must be a number from 1 to 8.'],
    [
      [slot('2026-11-23', 1), slot('2026-11-22', 1, 'R2')],
      'All records of one submission must share one subject, date and period.',
    ],
    [
      [slot('2026-11-23', 1), slot('2026-11-23', 1)],
      'Each student may appear only once in a submission.',
    ],
  ])('refuses %j: %s', (records, message) => {
    expect(submissionProblem(records, now, rules)).toBe(message);
  });

  it('words the backfill of one day and of none', () => {
    expect(submissionProblem([slot('2026-11-21', 1)], now, { ...rules, backfillDays: 1 })).toBe(
      'Attendance can be marked for today and the day before it only.',
    );
    expect(submissionProblem([slot('2026-11-22', 1)], now, { ...rules, backfillDays: 0 })).toBe(
      'Attendance can be marked for today only.',
    );
  });

  it('has one text for the window refusal', () => {
    const window = { startMinutes: 10 * 60, endMinutes: 19 * 60 };
    const state = markingWindowState(now, 'Asia/Kolkata', window);
    expect(windowRefusal(state, window)).toBe(
      'Attendance marking has not opened yet. It opens at 10:00 (in 0h 30m 00s).',
    );
    const open = markingWindowState(now, 'Asia/Kolkata', { startMinutes: 9 * 60, endMinutes: 600 });
    expect(windowRefusal(open, window)).toBeNull();
  });
});
