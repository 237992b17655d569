import { useMemo } from 'react';
import { markableRange, shiftDate, teachingDaysBack, type MarkingRules } from '@attendance/domain';
import { useDaysOff } from './api/week';

// A month of days off beyond the backfill is more than a term break between teaching days.
const LOOK_BACK_EXTRA = 31;

/**
 * The dates the marking form offers for a subject's class: today back to the earliest of the
 * backfill counted in teaching days (days off do not count), and the days off between with their
 * reason. The rules returned carry that reach as calendar days, so that the form's own check
 * before sending agrees with the server's.
 */
export function useMarkingDays(subjectID: number, rules: MarkingRules, now: Date) {
  const { today, earliest: calendarEarliest } = markableRange(
    now,
    rules.timeZone,
    rules.backfillDays,
  );
  const from = shiftDate(today, -(rules.backfillDays + LOOK_BACK_EXTRA));
  const daysOff = useDaysOff(subjectID, from, today);
  const days = daysOff.data?.days;
  return useMemo(() => {
    if (!days) return { today, earliest: calendarEarliest, daysOff: [], rules };
    const off = new Set(days.map((d) => d.date));
    const earliest = teachingDaysBack(today, rules.backfillDays, (date) => !off.has(date), from);
    const reach = Math.round((Date.parse(today) - Date.parse(earliest)) / 86_400_000);
    return {
      today,
      earliest,
      daysOff: days.filter((d) => d.date >= earliest),
      rules: { ...rules, backfillDays: Math.max(reach, rules.backfillDays) },
    };
  }, [days, today, calendarEarliest, from, rules]);
}
