import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMETABLE,
  campusConfigSchema,
  hasPeriodStarted,
  startedPeriods,
  timetableProblem,
} from '../src';

// 2026-11-23 04:00 UTC is 09:30 in Asia/Kolkata.
const at0930Kolkata = new Date('2026-11-23T04:00:00Z');
const zone = 'Asia/Kolkata';

describe('timetable', () => {
  it('the default has eight rising periods', () => {
    expect(DEFAULT_TIMETABLE.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(timetableProblem(DEFAULT_TIMETABLE)).toBeNull();
  });

  it('lists the periods of today that have started in the campus zone', () => {
    expect(startedPeriods(DEFAULT_TIMETABLE, at0930Kolkata, zone)).toEqual([1]);
    expect(startedPeriods(DEFAULT_TIMETABLE, new Date('2026-11-23T03:29:59Z'), zone)).toEqual([]);
    expect(startedPeriods(DEFAULT_TIMETABLE, new Date('2026-11-23T12:00:00Z'), zone)).toHaveLength(
      8,
    );
  });

  it('a period of an earlier date has started, of a later date has not', () => {
    expect(hasPeriodStarted(DEFAULT_TIMETABLE, 8, '2026-11-22', at0930Kolkata, zone)).toBe(true);
    expect(hasPeriodStarted(DEFAULT_TIMETABLE, 1, '2026-11-23', at0930Kolkata, zone)).toBe(true);
    expect(hasPeriodStarted(DEFAULT_TIMETABLE, 2, '2026-11-23', at0930Kolkata, zone)).toBe(false);
    expect(hasPeriodStarted(DEFAULT_TIMETABLE, 1, '2026-11-24', at0930Kolkata, zone)).toBe(false);
  });

  it('refuses duplicate, out-of-range and falling periods in a campus config', () => {
    const base = {
      name: 'C',
      address: 'A',
      shortLabel: 'C',
      departments: [{ code: 'CSE', name: 'CS' }],
    };
    const parse = (periods: unknown) => campusConfigSchema.safeParse({ ...base, periods }).success;
    expect(
      parse([
        { number: 1, starts: '08:30' },
        { number: 2, starts: '09:20' },
      ]),
    ).toBe(true);
    expect(
      parse([
        { number: 1, starts: '08:30' },
        { number: 1, starts: '09:20' },
      ]),
    ).toBe(false);
    expect(parse([{ number: 9, starts: '08:30' }])).toBe(false);
    expect(
      parse([
        { number: 1, starts: '10:00' },
        { number: 2, starts: '09:00' },
      ]),
    ).toBe(false);
    expect(parse([{ number: 1, starts: '9:00' }])).toBe(false);
  });
});
