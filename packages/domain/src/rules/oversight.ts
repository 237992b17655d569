import type { OversightToday, TodayStaff } from '../schemas/oversight';
import type { SlotSubject, TodayClass, TodayExpected } from '../schemas/week-today';
import { classKeyText, NO_STAFF_ASSIGNED } from './week';

/** The Today view's summary line, on the screen and in its exports. */
export function todaySummary(today: Pick<OversightToday, 'marked' | 'expected' | 'periods'>) {
  return today.expected === 0 && today.periods.length === 0
    ? 'No period has started yet today.'
    : `${today.marked} of ${today.expected} periods marked`;
}

/** 'CSE2024-2028 (2/3)': a class as the screens and reports print it. */
export function classLabel(item: { batch: string; year: number; semester: number }): string {
  return `${item.batch} (${item.year}/${item.semester})`;
}

/** How long since a period started: '25 min', '1 h 05 min'. */
export function sinceStart(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** 'CS301 Compilers (Anand)', several joined by ' / '. */
export function slotSubjectsText(subjects: readonly SlotSubject[]): string {
  return subjects
    .map((s) => `${s.subjectCode} ${s.subjectName} (${s.staffName ?? NO_STAFF_ASSIGNED})`)
    .join(' / ');
}

/** What a timetabled period of today says, in words (colour only repeats it). */
export function expectedText(slot: TodayExpected): string {
  const planned = slotSubjectsText(slot.subjects);
  if (slot.state === 'marked') return `marked: ${planned}`;
  if (slot.state === 'extra') return `extra class: ${slotSubjectsText(slot.markedBy)}`;
  if (slot.state === 'substitute')
    return `marked by a substitute: ${slotSubjectsText(slot.markedBy)}, instead of ${planned}`;
  return `not marked: ${planned}, ${sinceStart(slot.minutesSinceStart)} since it started`;
}

export const TODAY_STATE_LABELS: Record<TodayExpected['state'], string> = {
  marked: 'Marked',
  substitute: 'Marked by a substitute',
  extra: 'Extra class',
  missing: 'NOT MARKED',
};

/** One row per timetabled period of the week board, for the PDF and the workbook alike. */
export function expectedRows(today: Pick<OversightToday, 'week'>): string[][] {
  return (today.week?.expected ?? []).map((slot) => [
    classLabel(slot),
    `P${slot.period}`,
    slot.starts,
    TODAY_STATE_LABELS[slot.state],
    slotSubjectsText(slot.subjects),
    slotSubjectsText(slot.markedBy),
    slot.state === 'missing' ? sinceStart(slot.minutesSinceStart) : '',
  ]);
}
export const EXPECTED_HEADER = [
  'Class',
  'Period',
  'Starts',
  'State',
  'Timetabled (staff)',
  'Marked by',
  'Not marked for',
];

/** Today's classes that expect every started period: those without a timetable in force. */
export function everyPeriodClasses(today: Pick<OversightToday, 'week'>): TodayClass[] {
  return (today.week?.classes ?? []).filter((c) => c.expects === 'every-period');
}

/**
 * The per-subject board of the classes that expect every started period (all of them without
 * `week`), each subject's class found by its key, never by its label.
 */
export function fallbackStaff(today: Pick<OversightToday, 'staff' | 'week'>): TodayStaff[] {
  if (!today.week) return today.staff;
  if (today.week.dayOff) return [];
  const keys = new Set(everyPeriodClasses(today).map((c) => c.key));
  return today.staff
    .map((s) => ({ ...s, subjects: s.subjects.filter((x) => keys.has(classKeyText(x))) }))
    .filter((s) => s.subjects.length > 0);
}

/** The started timetabled periods grouped by class (its key), classes in order of first period. */
export function expectedByClass(
  expected: readonly TodayExpected[],
): { key: string; slots: TodayExpected[] }[] {
  const classes = new Map<string, TodayExpected[]>();
  for (const slot of expected) {
    const key = classKeyText(slot);
    classes.set(key, [...(classes.get(key) ?? []), slot]);
  }
  return [...classes].map(([key, slots]) => ({ key, slots }));
}

/** Whether Today has anything to report: a day off, or assigned subjects (started or not). */
export function todayHasReport(today: Pick<OversightToday, 'staff' | 'week'>): boolean {
  return Boolean(today.week?.dayOff) || today.staff.length > 0 || expectedRows(today).length > 0;
}
