import type { Kysely } from 'kysely';
import {
  expectedPeriods,
  notTeachingReason,
  slotKindOf,
  substitutionQuestion,
  submissionProblem,
  type AttendanceRecordBody,
  type MarkingRules,
  type SlotKindOf,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { TimetableRepo } from '../week/timetable.repo';
import { WeekCache } from '../week/week-cache';

/** A submission against the college's week, before anything is written. */
export class MarkingWeek {
  private readonly week: WeekCache;

  constructor(
    private readonly db: Kysely<DB>,
    config: Config,
  ) {
    this.week = new WeekCache(db, config);
  }

  /**
   * The date checks with the class's calendar (days off, term, teaching-day backfill), then how
   * the period stands against the timetable: another subject's period needs the confirm.
   */
  async slotOf(
    records: AttendanceRecordBody[],
    now: Date,
    rules: MarkingRules,
    confirmSubstitution: boolean,
  ): Promise<SlotKindOf> {
    const first = records[0] as AttendanceRecordBody;
    const cls = await this.week.classOf(first.subjectID);
    const calendar = cls ? await this.week.calendar(cls.department) : null;
    const week = cls && calendar ? { calendar, cls } : undefined;
    const problem = submissionProblem(records, now, rules, week);
    if (problem) {
      const dayOff = week && problem === notTeachingReason(week.calendar, week.cls, first.date);
      throw new BadRequestError(problem, dayOff ? 'DAY_OFF' : undefined);
    }
    if (!week) return { kind: 'unscheduled' };
    const versions = await this.week.timetable(week.cls);
    const expected = expectedPeriods(week.calendar, versions, week.cls, first.date);
    const slot = slotKindOf(expected, first.subjectID, first.period);
    if (slot.kind === 'substitution' && !confirmSubstitution) {
      const subjects = await new TimetableRepo(this.db).subjectsWithStaff({
        ids: [...slot.owners, first.subjectID],
      });
      const name = (s: (typeof subjects)[number]) => ({
        subjectName: s.subject_name,
        staffName: s.staff_name,
      });
      const owners = subjects.filter((s) => slot.owners.includes(s.id)).map(name);
      const own = subjects.find((s) => s.id === first.subjectID);
      throw new ConflictError(
        substitutionQuestion(first.period, owners, own?.subject_name ?? ''),
        'SUBSTITUTION_CONFIRM',
      );
    }
    return slot;
  }
}
