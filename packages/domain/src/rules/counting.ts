import type { AttendanceStatus } from '../constants';

/**
 * The statuses a department may count as attended (issue 50): Present always, and any of On
 * Duty, Medical Leave and Leave. Absent never counts.
 */
export const COUNTABLE_STATUSES = ['P', 'OD', 'ML', 'LEAVE'] as const;
export type CountableStatus = (typeof COUNTABLE_STATUSES)[number];

/** Which statuses count as attended: the department's policy, chosen by its Admin. */
export type CountingPolicy = readonly CountableStatus[];

/** No choice made: Present and On Duty count; Medical Leave and Leave are periods missed. */
export const DEFAULT_COUNTING_POLICY: CountingPolicy = ['P', 'OD'];

/**
 * The one rule of what counts as attended: the shortage list, the cumulative report, the
 * student's home and budget all ask it, with the department's policy. Pure: the caller reads the
 * policy (a leave or On Duty request, issue 52, asks it the same way).
 */
export function countsAsAttended(
  status: AttendanceStatus | string,
  policy: CountingPolicy,
): boolean {
  // The cumulative report's short L is Leave.
  const name = status === 'L' ? 'LEAVE' : status;
  return (policy as readonly string[]).includes(name);
}

/**
 * The statuses the policy counts, asked of countsAsAttended: what a query that adds up records
 * or kept totals in SQL counts (the shortage list), so that it follows the same rule.
 */
export function countedStatuses(policy: CountingPolicy): CountableStatus[] {
  return COUNTABLE_STATUSES.filter((s) => countsAsAttended(s, policy));
}

/** Per status, how many of a student's records in a subject (the kept totals hold these). */
export interface StatusCounts {
  present: number;
  onDuty: number;
  medicalLeave: number;
  onLeave: number;
}

const COUNT_OF: Record<CountableStatus, keyof StatusCounts> = {
  P: 'present',
  OD: 'onDuty',
  ML: 'medicalLeave',
  LEAVE: 'onLeave',
};

/** Attended periods from the counts of each status, by the policy. */
export function attendedOfTotals(counts: StatusCounts, policy: CountingPolicy): number {
  return countedStatuses(policy).reduce((sum, s) => sum + counts[COUNT_OF[s]], 0);
}

/** A stored policy ('P,OD,ML'), in the order of COUNTABLE_STATUSES; nothing stored: the default. */
export function readCountingPolicy(text: string | null | undefined): CountingPolicy {
  if (!text) return DEFAULT_COUNTING_POLICY;
  const named = text.split(',').map((s) => s.trim());
  const policy = COUNTABLE_STATUSES.filter((s) => s === 'P' || named.includes(s));
  return policy;
}
