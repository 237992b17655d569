import type { Kysely } from 'kysely';
import {
  classKeyText,
  dayOffReason,
  notTeachingReason,
  shiftDate,
  termOf,
  type ClassKey,
  type Term,
  type WeekCalendar,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { WeekLoader, type WeekSettings } from './week-loader';

type ClassOf = Omit<ClassKey, 'department'>;

/**
 * "Is this a teaching day of this class?" for reads over many days and classes of one
 * department (the shortage list, consecutive absences): the domain's notTeachingReason, the
 * same rule marking, Today and the completion report use, asked once per class and date.
 */
export class TeachingDays {
  private readonly answers = new Map<string, boolean>();

  private constructor(
    readonly calendar: WeekCalendar,
    readonly department: string,
  ) {}

  static async of(db: Kysely<DB>, settings: WeekSettings, department: string) {
    return new TeachingDays(await new WeekLoader(db, settings).calendar(department), department);
  }

  /** No weekly day off, no holiday and no term: every day teaches, nothing to leave out. */
  get everyDay(): boolean {
    const { weeklyDaysOff, days, terms } = this.calendar;
    return (
      weeklyDaysOff.length === 0 && !days.some((d) => d.kind === 'holiday') && terms.length === 0
    );
  }

  classKey(cls: ClassOf): ClassKey {
    return {
      department: this.department,
      batch: cls.batch,
      year: cls.year,
      semester: cls.semester,
    };
  }

  teaches(cls: ClassOf, date: string): boolean {
    const key = `${classKeyText(cls)}\u0000${date}`;
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = notTeachingReason(this.calendar, this.classKey(cls), date) === null;
      this.answers.set(key, answer);
    }
    return answer;
  }

  termOf(cls: ClassOf): Term | null {
    return termOf(this.calendar, this.classKey(cls));
  }

  /** The department's days off (holidays, weekly days off) from `from` to `to`, both included. */
  daysOff(from: string, to: string): string[] {
    const dates: string[] = [];
    for (let date = from; date <= to; date = shiftDate(date, 1)) {
      if (dayOffReason(this.calendar, this.department, date) !== null) dates.push(date);
    }
    return dates;
  }
}
