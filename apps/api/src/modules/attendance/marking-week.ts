import type { Kysely } from 'kysely';
import {
  expectedPeriods,
  notTeachingReason,
  slotKindOf,
  substitutionQuestion,
  submissionProblem,
  type AttendanceRecordBody,
  type ClassKey,
  type MarkingRules,
  type SlotKindOf,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { SqliteConnection } from '../../db/sqlite-turns';
import type { DB } from '../../db/types';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { TimetableRepo } from '../week';
import { WeekCache } from '../week';

/** A submission's records and what its slot is judged by. */
export interface SlotQuestion {
  records: AttendanceRecordBody[];
  now: Date;
  rules: MarkingRules;
  confirmSubstitution: boolean;
}

/** The class and week stamp a remembered slot was found under. */
export interface RememberedWeek {
  cls: ClassKey;
  stamp: string;
}

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
  async slotOf(asked: SlotQuestion): Promise<SlotKindOf> {
    const first = asked.records[0] as AttendanceRecordBody;
    return this.slotIn(await this.week.classOf(first.subjectID), asked);
  }

  /**
   * The same from the week as remembered, with no query when its calendar and timetable are
   * remembered too, and the class and stamp that the write must still find (WEEK_STAMP_SQL).
   * Null when nothing is remembered of the subject, or when the remembered week refuses: a
   * refusal is only ever given from the week read afresh (`slotOf`).
   */
  async rememberedSlotOf(
    asked: SlotQuestion,
  ): Promise<{ slot: SlotKindOf; week: RememberedWeek } | null> {
    const first = asked.records[0] as AttendanceRecordBody;
    const week = this.week.rememberedClassOf(first.subjectID);
    if (!week) return null;
    try {
      return { slot: await this.slotIn(week.cls, asked), week };
    } catch (error) {
      if (error instanceof BadRequestError || error instanceof ConflictError) return null;
      throw error;
    }
  }

  /**
   * SQLite, inside the submission's transaction: whether the week the slot was found under
   * (`rememberedSlotOf`) still holds, read at once on the connection.
   */
  isCurrentNow(sqlite: SqliteConnection, subjectID: number, week: RememberedWeek): boolean {
    return this.week.isCurrentNow(sqlite, subjectID, week);
  }

  private async slotIn(
    cls: ClassKey | null,
    { records, now, rules, confirmSubstitution }: SlotQuestion,
  ): Promise<SlotKindOf> {
    const first = records[0] as AttendanceRecordBody;
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
