import { FIRST_PERIOD, LAST_PERIOD } from '../constants';
import { zonedMoment } from './marking-window';

/** One period of the daily timetable: its number and its start, 'HH:MM' in the campus zone. */
export interface PeriodStart {
  number: number;
  starts: string;
}

/** Eight periods of 50 minutes with a morning break and lunch, used when the campus sets none. */
export const DEFAULT_TIMETABLE: readonly PeriodStart[] = [
  { number: 1, starts: '09:00' },
  { number: 2, starts: '09:50' },
  { number: 3, starts: '10:55' },
  { number: 4, starts: '11:45' },
  { number: 5, starts: '13:30' },
  { number: 6, starts: '14:20' },
  { number: 7, starts: '15:15' },
  { number: 8, starts: '16:05' },
];

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after local midnight of an 'HH:MM' clock time. */
export function clockMinutes(clock: string): number {
  const match = CLOCK_PATTERN.exec(clock);
  if (!match) throw new Error(`'${clock}' is not an HH:MM time`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Why a timetable cannot be used, or null when it can: numbers within the periods, each once,
 * start times that rise with the period number.
 */
export function timetableProblem(timetable: readonly PeriodStart[]): string | null {
  const seen = new Set<number>();
  let previous = -1;
  for (const period of [...timetable].sort((a, b) => a.number - b.number)) {
    if (period.number < FIRST_PERIOD || period.number > LAST_PERIOD) {
      return `period ${period.number} is outside ${FIRST_PERIOD} to ${LAST_PERIOD}`;
    }
    if (seen.has(period.number)) return `period ${period.number} is listed twice`;
    seen.add(period.number);
    if (!CLOCK_PATTERN.test(period.starts))
      return `period ${period.number} starts at '${period.starts}', not HH:MM`;
    const minutes = clockMinutes(period.starts);
    if (minutes <= previous) return `period ${period.number} does not start after the one before`;
    previous = minutes;
  }
  return null;
}

/** Whether a period of the campus date `date` has started at `now` (earlier dates: always). */
export function hasPeriodStarted(
  timetable: readonly PeriodStart[],
  period: number,
  date: string,
  now: Date,
  timeZone: string,
): boolean {
  const moment = zonedMoment(now, timeZone);
  if (date < moment.date) return true;
  if (date > moment.date) return false;
  const entry = timetable.find((p) => p.number === period);
  if (!entry) return false;
  return clockMinutes(entry.starts) * 60 <= moment.secondOfDay;
}

/** The period numbers of today (campus zone) that have started at `now`, in order. */
export function startedPeriods(
  timetable: readonly PeriodStart[],
  now: Date,
  timeZone: string,
): number[] {
  const { secondOfDay } = zonedMoment(now, timeZone);
  return timetable
    .filter((p) => clockMinutes(p.starts) * 60 <= secondOfDay)
    .map((p) => p.number)
    .sort((a, b) => a - b);
}
