import { CUMULATIVE_OD_THRESHOLD, LOW_ATTENDANCE_THRESHOLD } from '../constants';

/**
 * Attendance percentage: count of P over the count of recorded sessions (date/period pairs),
 * rounded to 2 decimals. No recorded session gives 0.
 */
export function attendancePercentage(statuses: readonly string[]): number {
  if (statuses.length === 0) return 0;
  const present = statuses.filter((s) => s === 'P').length;
  return roundTo2((present / statuses.length) * 100);
}

export function formatPercentage(value: number): string {
  return value.toFixed(2);
}

export function isLowAttendance(percentage: number): boolean {
  return percentage < LOW_ATTENDANCE_THRESHOLD;
}

export interface CumulativeOutcome {
  percentage: number;
  finalStatus: 'Present' | 'Absent';
}

/**
 * The cumulative PDF rule: when P alone is below 65%, On Duty also counts as present;
 * the final status is Present at 65% or above, otherwise Absent.
 */
export function cumulativeOutcome(statuses: readonly string[]): CumulativeOutcome {
  const plain = attendancePercentage(statuses);
  let percentage = plain;
  if (plain < CUMULATIVE_OD_THRESHOLD && statuses.length > 0) {
    const presentOrOnDuty = statuses.filter((s) => s === 'P' || s === 'OD').length;
    percentage = roundTo2((presentOrOnDuty / statuses.length) * 100);
  }
  return {
    percentage,
    finalStatus: percentage >= CUMULATIVE_OD_THRESHOLD ? 'Present' : 'Absent',
  };
}

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
