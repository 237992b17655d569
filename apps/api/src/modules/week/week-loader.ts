import type { Kysely } from 'kysely';
import type { CalendarAnswer, CalendarDayDto, ClassKey, TermDto } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { CalendarRepo } from './calendar.repo';
import { TimetableRepo, type ClassVersions } from './timetable.repo';

/** What the week needs of the settings: plain data, so a report worker gets it too. */
export type WeekSettings = Pick<Config, 'campus' | 'timezone' | 'weeklyDaysOff'>;

/** A class's week: its department's calendar (terms, dated days, weekly days off) and timetable. */
export interface ClassWeek {
  cls: ClassKey;
  calendar: CalendarAnswer;
  /** Every version of the class's timetable with its cells, oldest first (none: no timetable). */
  versions: ClassVersions['versions'];
}

/** Which timetables to read: one class, a department's, or those naming any of the subjects. */
export type TimetableFilter = { cls?: Partial<ClassKey>; subjectIds?: number[] };

/**
 * The one reader of the week: marking (through WeekCache, which remembers its answers), Today,
 * the teacher's day and week, the completion and held reports, the shortage list, requests
 * and the timetable screens all read calendars and timetables here.
 */
export class WeekLoader {
  constructor(
    protected readonly db: Kysely<DB>,
    protected readonly settings: WeekSettings,
  ) {}

  /** The calendar that concerns a department (campus entries included); null: every department. */
  async calendar(department: string | null): Promise<CalendarAnswer> {
    const repo = new CalendarRepo(this.db);
    const campus = this.settings.campus.calendar;
    const [terms, days] = await Promise.all([repo.terms(department), repo.days(department)]);
    const campusTerms: TermDto[] = (campus?.terms ?? []).map((t) => ({
      id: null,
      department: null,
      batch: null,
      year: null,
      ...t,
    }));
    const campusDays: CalendarDayDto[] = [
      ...(campus?.holidays ?? []).map((d) => ({
        ...d,
        id: null,
        department: null,
        kind: 'holiday' as const,
      })),
      ...(campus?.workingDays ?? []).map((d) => ({
        ...d,
        id: null,
        department: null,
        kind: 'working' as const,
      })),
    ];
    return {
      weeklyDaysOff: this.settings.weeklyDaysOff,
      terms: [
        ...campusTerms,
        ...terms.map((t) => ({
          id: t.id,
          department: t.department,
          batch: t.batch,
          year: t.year,
          semester: t.semester,
          firstDay: t.first_day,
          lastDay: t.last_day,
        })),
      ],
      days: [
        ...campusDays,
        ...days.map((d) => ({
          id: d.id,
          department: d.department,
          date: d.date,
          kind: d.kind === 'working' ? ('working' as const) : ('holiday' as const),
          name: d.name,
        })),
      ].sort((a, b) => a.date.localeCompare(b.date)),
    };
  }

  /** One class's timetable versions with their cells, oldest first. */
  async timetable(cls: ClassKey): Promise<ClassVersions['versions']> {
    const [found] = await new TimetableRepo(this.db).versions({ cls });
    return found?.versions ?? [];
  }

  /** The timetables of the classes the filter names (classes with none are left out). */
  timetables(filter: TimetableFilter): Promise<ClassVersions[]> {
    return new TimetableRepo(this.db).versions(filter);
  }

  /** One class's week. */
  async week(cls: ClassKey): Promise<ClassWeek> {
    const [calendar, versions] = await Promise.all([
      this.calendar(cls.department),
      this.timetable(cls),
    ]);
    return { cls, calendar, versions };
  }

  /** A department's calendar and the timetables of its classes (or of those the filter names). */
  async weeks(
    department: string,
    filter: TimetableFilter = { cls: { department } },
  ): Promise<{ calendar: CalendarAnswer; timetables: ClassVersions[] }> {
    const [calendar, timetables] = await Promise.all([
      this.calendar(department),
      this.timetables(filter),
    ]);
    return { calendar, timetables };
  }
}
