import {
  CUMULATIVE_OD_THRESHOLD,
  LOW_ATTENDANCE_THRESHOLD,
  type AttendanceStatus,
} from '../constants';
import { countsAsAttended, DEFAULT_COUNTING_POLICY, type CountingPolicy } from './counting';

/**
 * Attendance percentage: count of P over the count of recorded sessions (date/period pairs),
 * rounded to 2 decimals. No recorded session gives 0.
 */
export function attendancePercentage(statuses: readonly string[]): number {
  return percentageOf(statuses.filter((s) => s === 'P').length, statuses.length);
}

/**
 * The one percentage rule: `present` of `sessions` recorded sessions, rounded to 2 decimals;
 * no recorded session gives 0. Every screen and report that shows a percentage goes through it,
 * including the oversight answers, whose counts the database adds up.
 */
export function percentageOf(present: number, sessions: number): number {
  if (sessions <= 0) return 0;
  return roundTo2((present / sessions) * 100);
}

/**
 * Statuses that count as attended for exam eligibility when a department has made no choice
 * (the counting policy's default, rules/counting.ts): Present and On Duty.
 */
export const ELIGIBILITY_PRESENT_STATUSES = DEFAULT_COUNTING_POLICY as readonly AttendanceStatus[];

/** Exam eligibility: 75 % or more eligible, 65 % to under 75 % condonation, below 65 % not. */
export type EligibilityBand = 'eligible' | 'condonation' | 'not-eligible';

export function eligibilityBand(percentage: number): EligibilityBand {
  if (percentage >= LOW_ATTENDANCE_THRESHOLD) return 'eligible';
  if (percentage >= CUMULATIVE_OD_THRESHOLD) return 'condonation';
  return 'not-eligible';
}

export const ELIGIBILITY_BAND_LABELS: Record<EligibilityBand, string> = {
  eligible: 'Eligible',
  condonation: 'Condonation (65-75 %)',
  'not-eligible': 'Not eligible (below 65 %)',
};

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
 * The cumulative PDF rule: when P alone is below 65%, the other statuses the department counts
 * as attended (its policy: On Duty unless it chose otherwise) also count as present; the final
 * status is Present at 65% or above, otherwise Absent.
 */
export function cumulativeOutcome(
  statuses: readonly string[],
  policy: CountingPolicy,
): CumulativeOutcome {
  const plain = attendancePercentage(statuses);
  let percentage = plain;
  if (plain < CUMULATIVE_OD_THRESHOLD && statuses.length > 0) {
    const attended = statuses.filter((s) => countsAsAttended(s, policy)).length;
    percentage = percentageOf(attended, statuses.length);
  }
  return {
    percentage,
    finalStatus: percentage >= CUMULATIVE_OD_THRESHOLD ? 'Present' : 'Absent',
  };
}

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Condonation (issue 52): the percentage with the student's approved medical leave counted as
 * attended too, since universities condone a shortage with medical certificates. Leave that the
 * policy already counts is not counted twice.
 */
export function withMedicalLeave(
  attended: number,
  medicalLeave: number,
  held: number,
  policy: CountingPolicy,
): number {
  return percentageOf(attended + (countsAsAttended('ML', policy) ? 0 : medicalLeave), held);
}
