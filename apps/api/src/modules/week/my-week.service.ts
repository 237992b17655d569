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
import { classKeyText, TimetableRepo } from './timetable.repo';
import { WeekLoader } from './week-loader';

type Own = Awaited<ReturnType<TimetableRepo['subjectsWithStaff']>>[number];

/** A teacher's own timetabled periods: "My classes today" and the week (for the exports). */
export class MyWeekService {
  private readonly repo: TimetableRepo;
  private readonly weeks: WeekLoader;

  constructor(
    db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new TimetableRepo(db);
    this.weeks = new WeekLoader(db, config);
  }

  private startOf(period: number): string {
    const periods = this.config.campus.periods ?? DEFAULT_TIMETABLE;
    return periods.find((p) => p.number === period)?.starts ?? '';
  }

  /** The staff member's subjects and the timetables naming them. */
  private async own(staff: Pick<AuthStaff, 'id'>) {
    const subjects = await this.repo.subjectsWithStaff({ staffId: staff.id });
    const timetables = await this.weeks.timetables({ subjectIds: subjects.map((s) => s.id) });
    return { subjects, timetables, bySubject: new Map(subjects.map((s) => [s.id, s])) };
  }

  /** The staff member's slots of these cells: one per cell and subject of theirs. */
  private slots<C extends { period: number; subjectIDs: readonly number[] }>(
    cells: readonly C[],
    bySubject: Map<number, Own>,
    department: string,
  ) {
    return cells.flatMap((cell) =>
      cell.subjectIDs.flatMap((id) => {
        const subject = bySubject.get(id);
        if (!subject) return [];
        const slot = {
          period: cell.period,
          starts: this.startOf(cell.period),
          subjectID: subject.id,
          subjectCode: subject.subject_code,
          subjectName: subject.subject_name,
          batch: subject.batch,
          year: subject.year,
          semester: subject.semester,
          department,
        };
        return [{ cell, subject, slot }];
      }),
    );
  }

  async myDay(staff: AuthStaff, date: string | undefined, now: Date): Promise<MyDayAnswer> {
    const day = date ?? campusToday(now, this.config.timezone);
    const calendar = await this.weeks.calendar(null);
    const dayOff = dayOffReason(calendar, staff.department, day);
    if (dayOff) return { date: day, dayOff, periods: [] };
    const { subjects, timetables, bySubject } = await this.own(staff);
    const periods: MyPeriodDto[] = [];
    for (const { cls, versions } of timetables) {
      const { cells } = expectedPeriods(calendar, versions, cls, day);
      for (const { subject, slot } of this.slots(cells, bySubject, cls.department))
        periods.push({ ...slot, marked: false, open: subject.status === 1 });
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
      // The whole week in force today, days off included: the plan that expectedPeriods reads
      // one weekday of.
      const cells = timetableAt(versions, date)?.cells ?? [];
      for (const { cell, slot } of this.slots(cells, bySubject, cls.department))
        slots.push({ ...slot, day: cell.day });
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
