import type { CalendarDayDto, ClassKey, TermDto, Weekday } from '../schemas/week';
import { WEEKDAY_NAMES, WEEKDAYS } from '../schemas/week';
import type { TimetableCell } from '../schemas/week-timetable';
import { shiftDate } from './dates';

/** The campus's and departments' calendar: weekly days off, dated days and terms. */
export interface WeekCalendar {
  weeklyDaysOff: readonly Weekday[];
  days: readonly Pick<CalendarDayDto, 'department' | 'date' | 'kind' | 'name'>[];
  terms: readonly Omit<TermDto, 'id'>[];
}

export interface Term {
  firstDay: string;
  lastDay: string;
}

/** One version of a class timetable: in force from effectiveFrom until the next one. */
export interface TimetableVersion {
  effectiveFrom: string;
  cells: readonly TimetableCell[];
}

/** The weekday of a calendar date 'YYYY-MM-DD'. */
/**
 * A class as text, for maps and sets: batch, year and semester (one department's class). The one
 * builder of a class's key; `classKeyAcross` puts the department first, for classes of several
 * departments in one map.
 */
export function classKeyText(cls: Pick<ClassKey, 'batch' | 'year' | 'semester'>): string {
  return `${cls.batch}\u0000${cls.year}\u0000${cls.semester}`;
}

export function classKeyAcross(cls: ClassKey): string {
  return `${cls.department}\u0000${classKeyText(cls)}`;
}

export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** 'Sat,Sun' → ['Sat','Sun']; '' → []; null when a name is not a weekday. */
export function parseWeeklyDaysOff(text: string): Weekday[] | null {
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.slice(0, 1).toUpperCase() + part.slice(1, 3).toLowerCase());
  if (names.some((name) => !(WEEKDAYS as readonly string[]).includes(name))) return null;
  return WEEKDAYS.filter((day) => names.includes(day));
}

const concerns = (entry: { department: string | null }, department: string) =>
  entry.department === null || entry.department === department;

/**
 * Why `date` is not a teaching day of `department`, or null: a holiday (campus or department)
 * first, then a weekly day off unless a working-day exception names the date.
 */
export function dayOffReason(
  calendar: WeekCalendar,
  department: string,
  date: string,
): string | null {
  const dated = calendar.days.filter((d) => d.date === date && concerns(d, department));
  const holiday = dated.find((d) => d.kind === 'holiday');
  if (holiday) return `${date} is a holiday: ${holiday.name}.`;
  const day = weekdayOf(date);
  if (calendar.weeklyDaysOff.includes(day) && !dated.some((d) => d.kind === 'working')) {
    return `${date} is a ${WEEKDAY_NAMES[day]}, a weekly day off.`;
  }
  return null;
}

/** The term of a class: its department's own, else the campus default of its semester, else none. */
export function termOf(calendar: WeekCalendar, cls: ClassKey): Term | null {
  const own = calendar.terms.find(
    (t) =>
      t.department === cls.department &&
      t.batch === cls.batch &&
      t.semester === cls.semester &&
      (t.year === null || t.year === cls.year),
  );
  const campus = calendar.terms.find((t) => t.department === null && t.semester === cls.semester);
  const term = own ?? campus;
  return term ? { firstDay: term.firstDay, lastDay: term.lastDay } : null;
}

export function outsideTermReason(term: Term | null, date: string): string | null {
  if (!term || (date >= term.firstDay && date <= term.lastDay)) return null;
  return `${date} is outside the class's term (${term.firstDay} to ${term.lastDay}).`;
}

/** Why a class does not meet on `date` (day off, or outside its term), or null: a teaching day. */
export function notTeachingReason(
  calendar: WeekCalendar,
  cls: ClassKey,
  date: string,
): string | null {
  return (
    dayOffReason(calendar, cls.department, date) ?? outsideTermReason(termOf(calendar, cls), date)
  );
}

/**
 * The date `days` teaching days before `today`, or `floor` when the count would pass it: the one
 * count of the backfill, which the server runs on the class's calendar and the web app on the
 * days off it was sent.
 */
export function teachingDaysBack(
  today: string,
  days: number,
  isTeachingDay: (date: string) => boolean,
  floor: string,
): string {
  let date = today;
  for (let counted = 0; counted < days;) {
    date = shiftDate(date, -1);
    if (date < floor) return floor;
    if (isTeachingDay(date)) counted += 1;
  }
  return date;
}

/**
 * The earliest date that may still be marked when `backfillDays` teaching days before today
 * may be: days off and days outside the term are not counted.
 */
export function earliestMarkable(
  calendar: WeekCalendar,
  cls: ClassKey,
  today: string,
  backfillDays: number,
): string {
  const term = termOf(calendar, cls);
  const plain = calendar.weeklyDaysOff.length === 0 && calendar.days.length === 0;
  if (plain && !term) return shiftDate(today, -backfillDays);
  // A year of days off in a row cannot happen; the bound keeps a misconfiguration finite, and
  // nothing before the term is a teaching day (drills allowing a century stop there).
  const bound = shiftDate(today, -(backfillDays + 400));
  const floor = term && term.firstDay > bound ? term.firstDay : bound;
  return teachingDaysBack(
    today,
    backfillDays,
    (date) => notTeachingReason(calendar, cls, date) === null,
    floor,
  );
}

/** The version of a class's timetable in force on `date` (versions in any order), or null. */
export function timetableAt(
  versions: readonly TimetableVersion[],
  date: string,
): TimetableVersion | null {
  let best: TimetableVersion | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= date && (!best || version.effectiveFrom > best.effectiveFrom)) {
      best = version;
    }
  }
  return best;
}

/** What was expected of a class on a date: the one answer marking, Today, shortage and reports use. */
export interface ExpectedDay {
  /** Why the class does not meet (day off, outside the term), or null. */
  dayOff: string | null;
  /** False: no timetable in force; the caller falls back to "every period of every subject". */
  timetabled: boolean;
  /** The timetabled cells of that weekday, by period (empty on a day off). */
  cells: { period: number; subjectIDs: number[] }[];
}

export function expectedPeriods(
  calendar: WeekCalendar,
  versions: readonly TimetableVersion[],
  cls: ClassKey,
  date: string,
): ExpectedDay {
  const dayOff = notTeachingReason(calendar, cls, date);
  const version = timetableAt(versions, date);
  if (dayOff || !version) return { dayOff, timetabled: version !== null, cells: [] };
  const day = weekdayOf(date);
  const cells = version.cells
    .filter((cell) => cell.day === day)
    .map((cell) => ({ period: cell.period, subjectIDs: [...cell.subjectIDs] }))
    .sort((a, b) => a.period - b.period);
  return { dayOff: null, timetabled: true, cells };
}

export type SlotKindOf =
  { kind: 'timetabled' | 'extra' | 'unscheduled' } | { kind: 'substitution'; owners: number[] };

/** How marking `subjectID` at a class's date and period stands against its timetable. */
export function slotKindOf(expected: ExpectedDay, subjectID: number, period: number): SlotKindOf {
  if (!expected.timetabled) return { kind: 'unscheduled' };
  const cell = expected.cells.find((c) => c.period === period);
  if (!cell) return { kind: 'extra' };
  if (cell.subjectIDs.includes(subjectID)) return { kind: 'timetabled' };
  return { kind: 'substitution', owners: cell.subjectIDs };
}

/** How a timetabled subject without a teacher names its staff ('Maths (no staff assigned)'). */
export const NO_STAFF_ASSIGNED = 'no staff assigned';

/** 'P3 is Maths (Anand) in the timetable; mark it as Data Structures?' */
export function substitutionQuestion(
  period: number,
  owners: readonly { subjectName: string; staffName: string | null }[],
  subjectName: string,
): string {
  const whose = owners
    .map((o) => `${o.subjectName} (${o.staffName ?? NO_STAFF_ASSIGNED})`)
    .join(', ');
  return `P${period} is ${whose} in the timetable; mark it as ${subjectName}?`;
}

/** The teaching dates of a class from `from` to `to`, both included. */
export function teachingDates(
  calendar: WeekCalendar,
  cls: ClassKey,
  from: string,
  to: string,
): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    if (notTeachingReason(calendar, cls, date) === null) dates.push(date);
  }
  return dates;
}

/** How many periods the timetable plans for a subject from `from` to `to` (teaching days only). */
export function plannedPeriods(
  calendar: WeekCalendar,
  versions: readonly TimetableVersion[],
  cls: ClassKey,
  subjectID: number,
  from: string,
  to: string,
): number {
  let planned = 0;
  for (const date of teachingDates(calendar, cls, from, to)) {
    const day = expectedPeriods(calendar, versions, cls, date);
    planned += day.cells.filter((c) => c.subjectIDs.includes(subjectID)).length;
  }
  return planned;
}
