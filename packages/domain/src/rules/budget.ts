import { LOW_ATTENDANCE_THRESHOLD } from '../constants';
import type { ClassKey } from '../schemas/week';
import { campusToday } from './marking-window';
import { percentageOf } from './percentage';
import {
  expectedPeriods,
  plannedPeriods,
  termOf,
  type TimetableVersion,
  type WeekCalendar,
} from './week';

/** How many more periods a student may miss, or must attend, to stay at or reach the line. */
export type Budget =
  | { kind: 'can-miss'; periods: number; remaining: number }
  | { kind: 'attend-next'; periods: number; remaining: number }
  | { kind: 'unreachable'; finalPercentage: number; remaining: number }
  | { kind: 'missing'; reason: string };

export const BUDGET_REASONS = {
  noTerm: 'No term is set for your class yet, so the periods still to come are not known.',
  noTimetable: 'Your class has no timetable yet, so the periods still to come are not known.',
} as const;

/**
 * The budget at threshold `percent` (75 by default), in whole numbers so no rounding of 0.75
 * moves a period: with H held, A attended and R still planned, t = percent / 100,
 * - at or above t now: miss M = ⌊A + R − t·(H + R)⌋ more and stay at t;
 * - below t but A + R ≥ t·(H + R): attend the next K = ⌈(t·H − A) / (1 − t)⌉;
 * - otherwise: the final percentage X = (A + R) / (H + R) even attending every one.
 */
export function budgetOf(
  held: number,
  attended: number,
  remaining: number,
  percent: number = LOW_ATTENDANCE_THRESHOLD,
): Budget {
  const reachable = 100 * (attended + remaining) >= percent * (held + remaining);
  if (reachable && 100 * attended >= percent * held) {
    const periods = Math.floor((100 * (attended + remaining) - percent * (held + remaining)) / 100);
    return { kind: 'can-miss', periods, remaining };
  }
  if (reachable) {
    const periods = Math.ceil((percent * held - 100 * attended) / (100 - percent));
    return { kind: 'attend-next', periods, remaining };
  }
  return {
    kind: 'unreachable',
    finalPercentage: percentageOf(attended + remaining, held + remaining),
    remaining,
  };
}

export interface RemainingInput {
  calendar: WeekCalendar;
  versions: readonly TimetableVersion[];
  cls: ClassKey;
  subjectID: number;
  now: Date;
  timeZone: string;
  /** This subject's periods already recorded for the student today (they are in H). */
  heldToday: number;
}

/**
 * R: the subject's periods the timetable still plans in the class's term from `now` (each
 * version from its effective date; holidays and weekly days off excluded), less today's periods
 * already held. A reason instead when there is no term or no timetable.
 */
export function remainingPeriods(input: RemainingInput): number | { reason: string } {
  const { calendar, versions, cls, subjectID } = input;
  const term = termOf(calendar, cls);
  if (!term) return { reason: BUDGET_REASONS.noTerm };
  if (versions.length === 0) return { reason: BUDGET_REASONS.noTimetable };
  const today = campusToday(input.now, input.timeZone);
  const from = today > term.firstDay ? today : term.firstDay;
  if (from > term.lastDay) return 0;
  const planned = plannedPeriods(calendar, versions, cls, subjectID, from, term.lastDay);
  if (from !== today) return planned;
  const plannedToday = expectedPeriods(calendar, versions, cls, today).cells.filter((c) =>
    c.subjectIDs.includes(subjectID),
  ).length;
  return planned - Math.min(input.heldToday, plannedToday);
}

/** The budget of one subject, or why it is missing. */
export function subjectBudget(
  held: number,
  attended: number,
  input: RemainingInput,
  percent: number = LOW_ATTENDANCE_THRESHOLD,
): Budget {
  const remaining = remainingPeriods(input);
  if (typeof remaining !== 'number') return { kind: 'missing', reason: remaining.reason };
  return budgetOf(held, attended, remaining, percent);
}

/** The sentence a student or parent reads under a subject. */
export function budgetSentence(
  budget: Budget,
  subjectName: string,
  percent = LOW_ATTENDANCE_THRESHOLD,
) {
  switch (budget.kind) {
    case 'can-miss':
      return `You can miss ${budget.periods} more ${subjectName} period${budget.periods === 1 ? '' : 's'} this term and stay at ${percent} %.`;
    case 'attend-next':
      return `Attend the next ${budget.periods} ${subjectName} period${budget.periods === 1 ? '' : 's'} to reach ${percent} %.`;
    case 'unreachable':
      return `Even attending every remaining ${subjectName} period, you will end at ${budget.finalPercentage} %. See your HOD about condonation.`;
    case 'missing':
      return budget.reason;
  }
}
