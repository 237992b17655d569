import { describe, expect, it } from 'vitest';
import {
  attendancePercentage,
  cumulativeOutcome,
  formatPercentage,
  eligibilityBand,
  isLowAttendance,
  percentageOf,
} from '../src/rules/percentage';
import { DEFAULT_COUNTING_POLICY } from '../src/rules/counting';

/** A list of `count` copies of `status`. */
function times(count: number, status: string): string[] {
  return Array.from({ length: count }, () => status);
}

describe('attendancePercentage', () => {
  it('gives 66.67 for 2 present out of 3 sessions', () => {
    expect(attendancePercentage(['P', 'A', 'P'])).toBe(66.67);
  });

  it('gives 33.33 for 1 present out of 3 sessions', () => {
    expect(attendancePercentage(['A', 'P', 'A'])).toBe(33.33);
  });

  it('rounds to 2 decimals: 5 of 7 -> 71.43, 1 of 6 -> 16.67, 1 of 8 -> 12.5', () => {
    expect(attendancePercentage([...times(5, 'P'), ...times(2, 'A')])).toBe(71.43);
    expect(attendancePercentage(['P', ...times(5, 'A')])).toBe(16.67);
    expect(attendancePercentage(['P', ...times(7, 'A')])).toBe(12.5);
  });

  it('gives 0 when no session is recorded', () => {
    expect(attendancePercentage([])).toBe(0);
  });

  it('gives 100 when every session is P and 0 when none is', () => {
    expect(attendancePercentage(['P', 'P'])).toBe(100);
    expect(attendancePercentage(['A', 'A'])).toBe(0);
  });

  it('does not count OD, ML or LEAVE as present', () => {
    expect(attendancePercentage(['P', 'OD', 'ML', 'LEAVE'])).toBe(25);
    expect(attendancePercentage(['OD', 'ML', 'LEAVE'])).toBe(0);
  });

  it("counts only the exact code 'P' (not 'L' nor a lower-case 'p')", () => {
    expect(attendancePercentage(['P', 'L', 'p', 'A'])).toBe(25);
  });
});

describe('formatPercentage', () => {
  it.each([
    [66.67, '66.67'],
    [0, '0.00'],
    [100, '100.00'],
    [12.5, '12.50'],
    [75, '75.00'],
  ])('%d -> %s', (value, text) => {
    expect(formatPercentage(value)).toBe(text);
  });
});

describe('isLowAttendance', () => {
  it.each([
    [0, true],
    [66.67, true],
    [74.99, true],
    [75, false],
    [75.01, false],
    [100, false],
  ])('%d -> %s', (value, low) => {
    expect(isLowAttendance(value)).toBe(low);
  });
});

describe('cumulativeOutcome', () => {
  it('is Present at exactly 65% of P', () => {
    expect(
      cumulativeOutcome([...times(13, 'P'), ...times(7, 'A')], DEFAULT_COUNTING_POLICY),
    ).toEqual({
      percentage: 65,
      finalStatus: 'Present',
    });
  });

  it('keeps P only at exactly 65%: OD is not added on top', () => {
    expect(
      cumulativeOutcome(
        [...times(13, 'P'), ...times(2, 'OD'), ...times(5, 'A')],
        DEFAULT_COUNTING_POLICY,
      ),
    ).toEqual({
      percentage: 65,
      finalStatus: 'Present',
    });
  });

  it('does not add OD above 65% either', () => {
    expect(
      cumulativeOutcome([...times(16, 'P'), ...times(4, 'OD')], DEFAULT_COUNTING_POLICY),
    ).toEqual({
      percentage: 80,
      finalStatus: 'Present',
    });
  });

  it('counts OD as present below 65% and can reach Present', () => {
    expect(
      cumulativeOutcome(
        [...times(12, 'P'), ...times(2, 'OD'), ...times(6, 'A')],
        DEFAULT_COUNTING_POLICY,
      ),
    ).toEqual({
      percentage: 70,
      finalStatus: 'Present',
    });
  });

  it('is Present when P plus OD reach exactly 65%', () => {
    expect(
      cumulativeOutcome([...times(12, 'P'), 'OD', ...times(7, 'A')], DEFAULT_COUNTING_POLICY),
    ).toEqual({
      percentage: 65,
      finalStatus: 'Present',
    });
  });

  it('is Absent when P plus OD stay below 65%', () => {
    expect(cumulativeOutcome(['P', 'OD', 'A', 'A'], DEFAULT_COUNTING_POLICY)).toEqual({
      percentage: 50,
      finalStatus: 'Absent',
    });
  });

  it('is Absent at 60% of P with no OD', () => {
    expect(
      cumulativeOutcome([...times(12, 'P'), ...times(8, 'A')], DEFAULT_COUNTING_POLICY),
    ).toEqual({
      percentage: 60,
      finalStatus: 'Absent',
    });
  });

  it('rounds the OD-inclusive percentage to 2 decimals', () => {
    expect(cumulativeOutcome(['P', 'OD', 'A'], DEFAULT_COUNTING_POLICY)).toEqual({
      percentage: 66.67,
      finalStatus: 'Present',
    });
  });

  it("does not count 'L' as P nor as OD", () => {
    expect(cumulativeOutcome(['P', 'L', 'L', 'L'], DEFAULT_COUNTING_POLICY)).toEqual({
      percentage: 25,
      finalStatus: 'Absent',
    });
    expect(
      cumulativeOutcome([...times(12, 'P'), ...times(8, 'L')], DEFAULT_COUNTING_POLICY),
    ).toEqual({
      percentage: 60,
      finalStatus: 'Absent',
    });
  });

  it('does not count ML or LEAVE as present even below 65%', () => {
    expect(cumulativeOutcome(['P', 'ML', 'LEAVE', 'A'], DEFAULT_COUNTING_POLICY)).toEqual({
      percentage: 25,
      finalStatus: 'Absent',
    });
  });

  it('is Absent with 0% when no session is recorded', () => {
    expect(cumulativeOutcome([], DEFAULT_COUNTING_POLICY)).toEqual({
      percentage: 0,
      finalStatus: 'Absent',
    });
  });
});

describe('exam eligibility', () => {
  it('bands 75 % and above eligible, 65 % to under 75 % condonation, below 65 % not', () => {
    expect(eligibilityBand(75)).toBe('eligible');
    expect(eligibilityBand(74.99)).toBe('condonation');
    expect(eligibilityBand(65)).toBe('condonation');
    expect(eligibilityBand(64.99)).toBe('not-eligible');
  });

  it('counts from the database add up with the same rounding as the screens', () => {
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(0, 0)).toBe(0);
    expect(percentageOf(13, 20)).toBe(attendancePercentage([...times(13, 'P'), ...times(7, 'A')]));
  });
});

describe('cumulativeOutcome under a department policy', () => {
  it('counts Medical Leave too below 65 % when the department counts it, and OD not when not', () => {
    // P alone 12/20 = 60 %; with ML counted 15/20 = 75 %.
    const statuses = [...times(12, 'P'), ...times(3, 'ML'), ...times(2, 'OD'), ...times(3, 'A')];
    expect(cumulativeOutcome(statuses, ['P', 'ML'])).toEqual({
      percentage: 75,
      finalStatus: 'Present',
    });
    expect(cumulativeOutcome(statuses, ['P'])).toEqual({ percentage: 60, finalStatus: 'Absent' });
  });
});
