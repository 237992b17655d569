import type { Kysely } from 'kysely';
import {
  campusToday,
  CALENDAR_DAY_KINDS,
  notTeachingReason,
  shiftDate,
  termOf,
  type CalendarAnswer,
  type CalendarDayBody,
  type CalendarDayDto,
  type ClassKey,
  type DaysOffAnswer,
  type TermBody,
  type TermDto,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { CalendarRepo } from './calendar.repo';
import { WeekClassResolver } from './week-class';
import { WeekLoader, type WeekSettings } from './week-loader';

export type { WeekSettings } from './week-loader';

/** The longest range the date picker may ask about at once. */
export const MAX_CALENDAR_DAYS = 400;

/**
 * The academic calendar: campus-wide terms, holidays and working days from the campus config
 * file, department ones from the department's Admin, and WEEKLY_DAYS_OFF.
 */
export class CalendarService {
  private readonly repo: CalendarRepo;
  private readonly classes: WeekClassResolver;
  private readonly weeks: WeekLoader;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: WeekSettings,
  ) {
    this.repo = new CalendarRepo(db);
    this.classes = new WeekClassResolver(db);
    this.weeks = new WeekLoader(db, config);
  }

  /** The calendar that concerns a department (campus entries included); null: every department. */
  calendar(department: string | null): Promise<CalendarAnswer> {
    return this.weeks.calendar(department);
  }

  async setTerm(staff: AuthStaff, body: TermBody, now: Date): Promise<TermDto> {
    const cls = await this.classes.ofDepartment(staff, body);
    const row = {
      department: cls.department,
      batch: cls.batch,
      year: cls.year,
      semester: cls.semester,
      first_day: body.firstDay,
      last_day: body.lastDay,
    };
    const id = await this.repo.setTerm(row, staff.id, now.toISOString());
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'week.term',
      entity: 'week_term',
      entityId: id,
      details: { ...body },
    });
    return { id, ...body, department: staff.department };
  }

  async deleteTerm(staff: AuthStaff, id: number, now: Date): Promise<{ message: string }> {
    if (!(await this.repo.deleteTerm(id, staff.department))) {
      throw new NotFoundError('No such term in your department.');
    }
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'week.term.delete',
      entity: 'week_term',
      entityId: id,
    });
    return { message: 'Term removed.' };
  }

  async addDay(staff: AuthStaff, body: CalendarDayBody, now: Date): Promise<CalendarDayDto> {
    if (!CALENDAR_DAY_KINDS.includes(body.kind)) throw new BadRequestError('kind: is not valid');
    const id = await this.repo.addDay(
      { department: staff.department, date: body.date, kind: body.kind, name: body.name },
      staff.id,
      now.toISOString(),
    );
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'week.day',
      entity: 'week_day',
      entityId: id,
      details: { ...body },
    });
    return { id, department: staff.department, ...body };
  }

  async deleteDay(staff: AuthStaff, id: number, now: Date): Promise<{ message: string }> {
    if (!(await this.repo.deleteDay(id, staff.department))) {
      throw new NotFoundError('No such day in your department.');
    }
    await writeAudit(this.db, now, {
      staffId: staff.id,
      action: 'week.day.delete',
      entity: 'week_day',
      entityId: id,
    });
    return { message: 'Day removed.' };
  }

  /** Each date of the range a class cannot be marked on, with the reason; and its term. */
  async daysOff(cls: ClassKey, from: string, to: string): Promise<DaysOffAnswer> {
    if (shiftDate(from, MAX_CALENDAR_DAYS) < to) {
      throw new BadRequestError(`from: at most ${MAX_CALENDAR_DAYS} days at once`);
    }
    const calendar = await this.calendar(cls.department);
    const days: DaysOffAnswer['days'] = [];
    for (let date = from; date <= to; date = shiftDate(date, 1)) {
      const reason = notTeachingReason(calendar, cls, date);
      if (reason) days.push({ date, reason });
    }
    return { term: termOf(calendar, cls), days };
  }

  today(now: Date): string {
    return campusToday(now, this.config.timezone);
  }
}
