import type { Kysely } from 'kysely';
import {
  campusToday,
  DEFAULT_TIMETABLE,
  dayOffReason,
  expectedPeriods,
  timetableAt,
  type MyDayAnswer,
  type MyPeriodDto,
  type StaffWeekAnswer,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { CalendarService } from './calendar.service';
import { classKeyText, TimetableRepo } from './timetable.repo';

/** A teacher's own timetabled periods: "My classes today" and the week (for the exports). */
export class MyWeekService {
  private readonly repo: TimetableRepo;
  private readonly calendars: CalendarService;

  constructor(
    db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new TimetableRepo(db);
    this.calendars = new CalendarService(db, config);
  }

  private startOf(period: number): string {
    const periods = this.config.campus.periods ?? DEFAULT_TIMETABLE;
    return periods.find((p) => p.number === period)?.starts ?? '';
  }

  /** The staff member's subjects and the timetables naming them. */
  private async own(staff: Pick<AuthStaff, 'id'>) {
    const subjects = await this.repo.subjectsWithStaff({ staffId: staff.id });
    const timetables = await this.repo.versions({ subjectIds: subjects.map((s) => s.id) });
    return { subjects, timetables, bySubject: new Map(subjects.map((s) => [s.id, s])) };
  }

  private slot(
    subject: Awaited<ReturnType<TimetableRepo['subjectsWithStaff']>>[number],
    period: number,
    department: string,
  ) {
    return {
      period,
      starts: this.startOf(period),
      subjectID: subject.id,
      subjectCode: subject.subject_code,
      subjectName: subject.subject_name,
      batch: subject.batch,
      year: subject.year,
      semester: subject.semester,
      department,
    };
  }

  async myDay(staff: AuthStaff, date: string | undefined, now: Date): Promise<MyDayAnswer> {
    const day = date ?? campusToday(now, this.config.timezone);
    const calendar = await this.calendars.calendar(null);
    const dayOff = dayOffReason(calendar, staff.department, day);
    if (dayOff) return { date: day, dayOff, periods: [] };
    const { subjects, timetables, bySubject } = await this.own(staff);
    const periods: MyPeriodDto[] = [];
    for (const { cls, versions } of timetables) {
      const expected = expectedPeriods(calendar, versions, cls, day);
      for (const cell of expected.cells) {
        for (const id of cell.subjectIDs) {
          const subject = bySubject.get(id);
          if (!subject) continue;
          periods.push({
            ...this.slot(subject, cell.period, cls.department),
            marked: false,
            open: subject.status === 1,
          });
        }
      }
    }
    const marked = await this.repo.markedSlots(
      subjects.map((s) => s.id),
      day,
      day,
    );
    const done = new Set(marked.map((m) => `${m.subject_id}:${m.period}`));
    for (const p of periods) p.marked = done.has(`${p.subjectID}:${p.period}`);
    periods.sort((a, b) => a.period - b.period || a.subjectCode.localeCompare(b.subjectCode));
    return { date: day, dayOff: null, periods };
  }

  /** A staff member's week for the HOD of their department: another department's is refused. */
  async staffWeek(hod: AuthStaff, staffID: number, now: Date): Promise<StaffWeekAnswer> {
    const member = await this.repo.staffMember(staffID);
    if (!member) throw new NotFoundError('Staff member not found.');
    if (member.department !== hod.department) {
      throw new ForbiddenError('This staff member is not of your department.');
    }
    return this.myWeek({ id: member.id, staffName: member.staff_name }, now);
  }

  /** The week in force today, one slot per day, period and subject. */
  async myWeek(staff: Pick<AuthStaff, 'id' | 'staffName'>, now: Date): Promise<StaffWeekAnswer> {
    const date = campusToday(now, this.config.timezone);
    const { timetables, bySubject } = await this.own(staff);
    const slots: StaffWeekAnswer['slots'] = [];
    const seen = new Set<string>();
    for (const { cls, versions } of timetables) {
      if (seen.has(classKeyText(cls))) continue;
      seen.add(classKeyText(cls));
      for (const cell of timetableAt(versions, date)?.cells ?? []) {
        for (const id of cell.subjectIDs) {
          const subject = bySubject.get(id);
          if (subject)
            slots.push({ ...this.slot(subject, cell.period, cls.department), day: cell.day });
        }
      }
    }
    const order = (d: string) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(d);
    slots.sort((a, b) => order(a.day) - order(b.day) || a.period - b.period);
    return {
      staffName: staff.staffName,
      date,
      periods: [...(this.config.campus.periods ?? DEFAULT_TIMETABLE)],
      slots,
    };
  }
}
