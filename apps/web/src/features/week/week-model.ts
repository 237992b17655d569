import {
  WEEKDAYS,
  type TimetableCell,
  type TimetableSubjectDto,
  type Weekday,
} from '@attendance/domain';
import type { useT } from '../../lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** The week being edited: 'Mon:3' -> the subject(s) taught then; a free period has no entry. */
export type WeekCells = ReadonlyMap<string, readonly number[]>;

export const cellKey = (day: Weekday, period: number) => `${day}:${period}`;

export function toWeekCells(cells: readonly TimetableCell[] | undefined): WeekCells {
  return new Map((cells ?? []).map((c) => [cellKey(c.day, c.period), c.subjectIDs]));
}

export function fromWeekCells(week: WeekCells): TimetableCell[] {
  return [...week.entries()].map(([key, subjectIDs]) => {
    const [day, period] = key.split(':');
    return { day: day as Weekday, period: Number(period), subjectIDs: [...subjectIDs] };
  });
}

export function withCell(week: WeekCells, key: string, subjectIDs: readonly number[]): WeekCells {
  const next = new Map(week);
  if (subjectIDs.length === 0) next.delete(key);
  else next.set(key, subjectIDs);
  return next;
}

/**
 * The grid's rows: every day that is not a weekly day off, and any day off that already holds
 * periods (a working Saturday's timetable stays visible).
 */
export function gridDays(weeklyDaysOff: readonly Weekday[], week: WeekCells): Weekday[] {
  const used = new Set([...week.keys()].map((key) => key.split(':')[0]));
  return WEEKDAYS.filter((day) => !weeklyDaysOff.includes(day) || used.has(day));
}

/** What a subject is called in a cell and in its menu: code, and who teaches it. */
export function subjectLabel(t: Translate, subject: TimetableSubjectDto): string {
  const staff = subject.staffName ?? t('week.week.noStaff');
  return `${subject.subjectCode} ${subject.subjectName} (${staff})`;
}

/** A pick in a cell's menu: one subject, or every elective of the class at once. */
export interface CellChoice {
  label: string;
  subjectIDs: number[];
}

export function cellChoices(t: Translate, subjects: readonly TimetableSubjectDto[]): CellChoice[] {
  const choices = subjects.map((s) => ({ label: subjectLabel(t, s), subjectIDs: [s.subjectID] }));
  const electives = subjects.filter((s) => s.isElective);
  if (electives.length > 1) {
    choices.push({
      label: t('week.week.electives', { codes: electives.map((s) => s.subjectCode).join(' / ') }),
      subjectIDs: electives.map((s) => s.subjectID),
    });
  }
  return choices;
}

/** The cell's words: the subject codes, or Free. */
export function cellText(
  t: Translate,
  subjectIDs: readonly number[] | undefined,
  subjects: readonly TimetableSubjectDto[],
): { short: string; long: string } {
  if (!subjectIDs?.length)
    return { short: t('week.week.freeShort'), long: t('week.week.freeLong') };
  const held = subjectIDs.map((id) => subjects.find((s) => s.subjectID === id) ?? null);
  return {
    short: held.map((s) => s?.subjectCode ?? '?').join(' / '),
    long: held
      .map((s) => (s ? subjectLabel(t, s) : t('week.week.gone')))
      .reduce((first, second) => t('week.week.and', { first, second })),
  };
}
