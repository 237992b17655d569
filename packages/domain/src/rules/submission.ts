import { FIRST_PERIOD, LAST_PERIOD } from '../constants';
import {
  formatClock,
  formatCountdown,
  zonedMoment,
  type MarkingWindow,
  type MarkingWindowState,
} from './marking-window';
import { shiftDate } from './dates';
import { hasPeriodStarted, type PeriodStart } from './timetable';
import { earliestMarkable, notTeachingReason, type WeekCalendar } from './week';
import type { ClassKey } from '../schemas/week';

/** What a submission is checked against besides the clock; the server and the web app share it. */
export interface MarkingRules {
  timeZone: string;
  /** Campus days before today that may still be marked. */
  backfillDays: number;
  timetable: readonly PeriodStart[];
}

/** The slot fields of one submitted record. */
export interface SubmittedRecord {
  subjectID: number;
  date: string;
  period: number;
  registerNumber: string;
}

export const SUBMISSION_MESSAGES = {
  oneSlot: 'All records of one submission must share one subject, date and period.',
  duplicate: 'Each student may appear only once in a submission.',
  future: 'Attendance cannot be marked for a future date.',
  periodRange: `Period must be a number from ${FIRST_PERIOD} to ${LAST_PERIOD}.`,
} as const;

/** Days here are teaching days when the class's calendar is known (submissionProblem's week). */
export function tooOldMessage(backfillDays: number): string {
  if (backfillDays === 0) return 'Attendance can be marked for today only.';
  const days = backfillDays === 1 ? 'the day' : `the ${backfillDays} days`;
  return `Attendance can be marked for today and ${days} before it only.`;
}

export function periodNotStartedMessage(period: number): string {
  return `Period ${period} has not started yet.`;
}

/** The campus dates that may be marked at `now`: from `earliest` (the backfill days) to `today`. */
export interface MarkableRange {
  today: string;
  earliest: string;
}

/** Only the two ends: a campus allowing years of backfill must not list every day. */
export function markableRange(now: Date, timeZone: string, backfillDays: number): MarkableRange {
  const today = zonedMoment(now, timeZone).date;
  return { today, earliest: shiftDate(today, -backfillDays) };
}

/** The calendar of the submitted subject's class: days off, term, teaching-day backfill. */
export interface ClassCalendar {
  calendar: WeekCalendar;
  cls: ClassKey;
}

/**
 * The checks of a submission that need no database, made by the server (the rule) and by the
 * web app (to say so before sending): one slot, each student once, a period of the timetable
 * that has started, a date from the backfill days to today. With the class's calendar: a
 * teaching day of its term, and the backfill counted in teaching days. Null when it may go ahead.
 */
export function submissionProblem(
  records: readonly SubmittedRecord[],
  now: Date,
  rules: MarkingRules,
  week?: ClassCalendar,
): string | null {
  const first = records[0];
  if (!first) return null;
  const { subjectID, date, period } = first;
  if (records.some((r) => r.subjectID !== subjectID || r.date !== date || r.period !== period)) {
    return SUBMISSION_MESSAGES.oneSlot;
  }
  if (new Set(records.map((r) => r.registerNumber)).size !== records.length) {
    return SUBMISSION_MESSAGES.duplicate;
  }
  if (!Number.isInteger(period) || period < FIRST_PERIOD || period > LAST_PERIOD) {
    return SUBMISSION_MESSAGES.periodRange;
  }
  const { today, earliest } = markableRange(now, rules.timeZone, rules.backfillDays);
  if (date > today) return SUBMISSION_MESSAGES.future;
  if (week) {
    const reason = notTeachingReason(week.calendar, week.cls, date);
    if (reason) return reason;
    if (date < earliestMarkable(week.calendar, week.cls, today, rules.backfillDays)) {
      return tooOldMessage(rules.backfillDays);
    }
  } else if (date < earliest) return tooOldMessage(rules.backfillDays);
  if (!hasPeriodStarted(rules.timetable, period, date, now, rules.timeZone)) {
    return periodNotStartedMessage(period);
  }
  return null;
}

/** Why the marking window refuses a submission now, or null while it is open. */
export function windowRefusal(state: MarkingWindowState, window: MarkingWindow): string | null {
  const opens = formatClock(window.startMinutes);
  if (state.phase === 'before') {
    return `Attendance marking has not opened yet. It opens at ${opens} (in ${formatCountdown(state.secondsToOpen)}).`;
  }
  if (state.phase === 'closed') {
    const hours = `${opens} to ${formatClock(window.endMinutes)}`;
    return `Attendance marking is closed for today (open ${hours}). It opens again in ${formatCountdown(state.secondsToOpen)}.`;
  }
  return null;
}
