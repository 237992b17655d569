import type { Kysely } from 'kysely';
import {
  compareNames,
  campusToday,
  DEFAULT_TIMETABLE,
  expectedPeriods,
  hasPeriodStarted,
  plannedPeriods,
  shiftDate,
  teachingDates,
  termOf,
  type CompletionAnswer,
  type CompletionQuery,
  type CompletionRow,
  type HeldAnswer,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { BadRequestError } from '../../lib/errors';
import { MAX_CALENDAR_DAYS } from './calendar.service';
import { TimetableRepo } from './timetable.repo';
import { WeekClassResolver } from './week-class';
import { WeekLoader } from './week-loader';

/** What the timetable planned against what was marked: completion per staff, held per subject. */
export class WeekReportService {
  private readonly repo: TimetableRepo;
  private readonly weeks: WeekLoader;
  private readonly classes: WeekClassResolver;

  constructor(
    db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new TimetableRepo(db);
    this.weeks = new WeekLoader(db, config);
    this.classes = new WeekClassResolver(db);
  }

  /**
   * RosarioSIS's "Teacher Completion": each timetabled period of the department's classes in
   * the range (started ones only, today), marked the same day (on time), later (late) or not.
   */
  async completion(staff: AuthStaff, query: CompletionQuery, now: Date): Promise<CompletionAnswer> {
    const { timezone } = this.config;
    if (shiftDate(query.from, MAX_CALENDAR_DAYS) < query.to) {
      throw new BadRequestError(`from: at most ${MAX_CALENDAR_DAYS} days at once`);
    }
    const today = campusToday(now, timezone);
    const to = query.to < today ? query.to : today;
    const { timetables, calendar } = await this.weeks.weeks(staff.department);
    const ids = [
      ...new Set(
        timetables.flatMap((t) => t.versions.flatMap((v) => v.cells.flatMap((c) => c.subjectIDs))),
      ),
    ];
    const [subjects, marked] = await Promise.all([
      this.repo.subjectsWithStaff({ ids }),
      this.repo.markedSlots(ids, query.from, to),
    ]);
    const firstSaved = new Map(
      marked.map((m) => [`${m.subject_id}:${m.date}:${m.period}`, String(m.first_at)]),
    );
    const bySubject = new Map(subjects.map((s) => [s.id, s]));
    const rows = new Map<number, CompletionRow>();
    const periods = this.config.campus.periods ?? DEFAULT_TIMETABLE;
    for (const { cls, versions } of timetables) {
      for (const date of query.from <= to ? teachingDates(calendar, cls, query.from, to) : []) {
        for (const cell of expectedPeriods(calendar, versions, cls, date).cells) {
          if (!hasPeriodStarted(periods, cell.period, date, now, timezone)) continue;
          for (const id of cell.subjectIDs) {
            const subject = bySubject.get(id);
            if (!subject || subject.staff_id === null) continue;
            let row = rows.get(subject.staff_id);
            if (!row) {
              row = {
                staffID: subject.staff_id,
                staffName: subject.staff_name ?? '',
                staffCode: '',
                timetabled: 0,
                onTime: 0,
                late: 0,
                missed: 0,
              };
              rows.set(subject.staff_id, row);
            }
            row.timetabled += 1;
            const at = firstSaved.get(`${id}:${date}:${cell.period}`);
            if (!at) row.missed += 1;
            else if (campusToday(new Date(at), timezone) === date) row.onTime += 1;
            else row.late += 1;
          }
        }
      }
    }
    const codes = await this.repo.staffCodes([...rows.keys()]);
    for (const row of rows.values()) row.staffCode = codes.get(row.staffID) ?? '';
    return {
      from: query.from,
      to: query.to,
      rows: [...rows.values()].sort((a, b) =>
        compareNames(a.staffName, b.staffName, this.config.campus.locale),
      ),
    };
  }

  /** Periods held (marked, not voided) and planned by the timetable in the term so far. */
  async held(staff: AuthStaff, subjectID: number, now: Date): Promise<HeldAnswer> {
    const cls = await this.classes.resolve(staff, { subjectID });
    const today = campusToday(now, this.config.timezone);
    const { calendar, versions } = await this.weeks.week(cls);
    const term = termOf(calendar, cls);
    const from = term?.firstDay ?? '0000-01-01';
    const to = term && term.lastDay < today ? term.lastDay : today;
    const held = (await this.repo.markedSlots([subjectID], from, to)).length;
    if (!term || versions.length === 0)
      return { subjectID, term, held, planned: null, plannedTerm: null };
    const plan = (last: string) =>
      from <= last ? plannedPeriods(calendar, versions, cls, subjectID, from, last) : 0;
    return { subjectID, term, held, planned: plan(to), plannedTerm: plan(term.lastDay) };
  }
}
