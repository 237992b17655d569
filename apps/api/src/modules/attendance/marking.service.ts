import type { Kysely } from 'kysely';
import {
  DEFAULT_TIMETABLE,
  markingWindowState,
  windowRefusal,
  type AttendanceRecordBody,
  type MarkingRules,
  type MarkAnswer as MarkAnswerBody,
  type SlotKindOf,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { syncSqliteOf, type SqliteConnection, type SyncSqlite } from '../../db/sqlite-turns';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { IdempotencyKey, type StoredAnswer } from './idempotency';
import { markBody } from './marking-answer';
import { checkedAssignment, plannedWrites } from './marking-checks';
import { MarkingNowRepo } from './marking-now.repo';
import { MarkingWeek, type RememberedWeek } from './marking-week';
import { MarkingRepo, submissionClassList } from './marking.repo';
import { writeSubmission, writeSubmissionSigningIn } from './submission-statement';
import { statementWrites, type SessionCheck, type SignedInRow } from './submission-writes';

export type MarkAnswer = StoredAnswer<MarkAnswerBody>;

/** Submitting a period's attendance: whole or nothing, once, by the assigned staff, in the window. */
export class MarkingService {
  /** The week every submission is checked against, read again only when it changed. */
  private readonly week: MarkingWeek;
  /** SQLite's connection for statements run at once (db/sqlite-turns.ts). */
  private readonly sync: SyncSqlite | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
    private readonly config: Config,
  ) {
    this.week = new MarkingWeek(db, config);
    this.sync = syncSqliteOf(db);
  }

  /** The date, timetable and backfill rules of this campus, as the web app gets them too. */
  rules(): MarkingRules {
    return {
      timeZone: this.config.timezone,
      backfillDays: this.config.markingBackfillDays,
      timetable: this.config.campus.periods ?? DEFAULT_TIMETABLE,
    };
  }

  async mark(
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    idempotencyKey: string | undefined,
    confirmSubstitution = false,
  ): Promise<MarkAnswer> {
    const key = new IdempotencyKey<MarkAnswerBody>(staff.id, idempotencyKey, records);
    try {
      return await this.write(staff, records, now, key, confirmSubstitution);
    } catch (error) {
      // A retry of an answered submission gets that answer again, whatever the write says now
      // (the window closed, the slot holds its own records, a twin won the race), and a key
      // reused for another body gets 422. Looked up only when the write did not go through:
      // a key's first request, the usual case, has nothing to find, and a stored answer
      // always stops the write, since the key is written in the same transaction.
      const earlier = await key.replay(this.db);
      if (earlier) return earlier;
      throw error;
    }
  }

  private async write(
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    key: IdempotencyKey<MarkAnswerBody>,
    confirmSubstitution: boolean,
  ): Promise<MarkAnswer> {
    const refusal = windowRefusal(
      markingWindowState(now, this.config.timezone, this.config.markingWindow),
      this.config.markingWindow,
    );
    if (refusal) throw new ForbiddenError(refusal, 'OUTSIDE_WINDOW');
    const asked = { records, now, rules: this.rules(), confirmSubstitution };
    try {
      // The week as remembered, which the write checks unchanged, saves the statement that
      // reads the class and the week's stamp (a round trip on PostgreSQL; marking-week.ts).
      const remembered = await this.week.rememberedSlotOf(asked);
      if (remembered) {
        const written = this.sync
          ? await this.storeNow(this.sync, staff, records, now, key, remembered)
          : this.kind === 'postgres'
            ? await this.inOneStatement(staff, records, now, key, remembered)
            : null;
        if (written) return written;
      }
      const slot = await this.week.slotOf(asked);
      if (this.sync) {
        return (await this.storeNow(this.sync, staff, records, now, key, { slot, week: null }))!;
      }
      if (this.kind === 'postgres' && !remembered) {
        const written = await this.inOneStatement(staff, records, now, key, { slot, week: null });
        if (written) return written;
      }
      // A refusal of the PostgreSQL statement, which this path reads again and explains.
      return await this.db
        .transaction()
        .execute((trx) => this.store(trx, staff, records, now, key, slot));
    } catch (error) {
      if (error instanceof ConflictError || !isUniqueViolation(error)) throw error;
      throw await this.takenSlot(records);
    }
  }

  /** PostgreSQL: the whole submission in one round trip (submission-statement.ts). */
  private async inOneStatement(
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    key: IdempotencyKey<MarkAnswerBody>,
    found: { slot: SlotKindOf; week: RememberedWeek | null },
  ): Promise<MarkAnswer | null> {
    const subjectCode = await writeSubmission(this.db, {
      ...statementWrites(records, now, key, found),
      staffId: staff.id,
      facultyCode: staff.staffCode,
    });
    if (!subjectCode) return null;
    return { statusCode: 201, body: markBody(records, subjectCode, found.slot), replayed: false };
  }

  /**
   * PostgreSQL, a session cookie not read yet (plugins/route-access.ts): the submission in one
   * statement that checks the session too (one round trip instead of two). Null whenever it did
   * not write, whatever the reason (the session, the window, the week, a refusal, a replay, an
   * error): the caller then settles the session as every route does and submits
   * through `mark`, which gives the answer, so every refusal and its words have one source.
   */
  async markSigningIn(
    session: SessionCheck,
    records: AttendanceRecordBody[],
    now: Date,
    idempotencyKey: string | undefined,
    confirmSubstitution = false,
  ): Promise<{ answer: MarkAnswer; staff: SignedInRow } | null> {
    if (this.kind !== 'postgres') return null;
    const window = markingWindowState(now, this.config.timezone, this.config.markingWindow);
    if (windowRefusal(window, this.config.markingWindow)) return null;
    try {
      const asked = { records, now, rules: this.rules(), confirmSubstitution };
      // The week read afresh (then remembered) if need be: any refusal of it is `mark`'s.
      const found = (await this.week.rememberedSlotOf(asked)) ?? {
        slot: await this.week.slotOf(asked),
        week: null,
      };
      // The key's staff is only asked by a replay, which `mark` makes.
      const key = new IdempotencyKey<MarkAnswerBody>(0, idempotencyKey, records);
      const writes = statementWrites(records, now, key, found);
      const written = await writeSubmissionSigningIn(this.db, writes, session);
      if (!written) return null;
      const body = markBody(records, written.subjectCode, found.slot);
      return { answer: { statusCode: 201, body, replayed: false }, staff: written.staff };
    } catch {
      return null; // `mark` meets it again, after the session's own checks, and answers it
    }
  }

  /**
   * Why the insert met a record already in the slot. The unique index of (date, period, student)
   * is the check of a student marked twice in a period, so only a refused submission pays for
   * finding whose record it met (issue 26).
   */
  private async takenSlot(records: AttendanceRecordBody[]): Promise<ConflictError> {
    const { subjectID, date, period } = records[0] as AttendanceRecordBody;
    const reads = new MarkingRepo(this.db, this.kind);
    const clash = await reads.studentSlotConflict(
      records.map((r) => r.registerNumber),
      date,
      period,
    );
    if (clash && clash.subject_id !== subjectID) {
      return new ConflictError(
        `Attendance for ${clash.register_number} on ${date}, period ${period} is already recorded for ${clash.subject_code}.`,
      );
    }
    const subject = clash ? ` ${clash.subject_code}` : ' this subject';
    return new ConflictError(
      `Attendance for${subject} on ${date}, period ${period} has already been submitted.`,
    );
  }

  /** The checks that need the database, and the writes, in one Kysely transaction. */
  private async store(
    trx: Kysely<DB>,
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    key: IdempotencyKey<MarkAnswerBody>,
    slot: SlotKindOf,
  ): Promise<MarkAnswer> {
    const { subjectID, date, period } = records[0] as AttendanceRecordBody;
    const writes = new MarkingRepo(trx, this.kind);
    const assignment = checkedAssignment(
      await writes.lockedAssignment(subjectID, date, period),
      staff,
    );
    const students = await submissionClassList(trx, subjectID);
    const planned = plannedWrites(staff, records, now, slot, assignment, students);
    await writes.write(planned, key, now);
    return { statusCode: 201, body: planned.answer, replayed: false };
  }

  /**
   * SQLite: the same checks and writes run at once on the connection, in one immediate
   * transaction (MarkingNowRepo; docs/decisions.md). With a remembered week, null when the
   * week changed since (nothing written: the caller reads it again).
   */
  private storeNow(
    sync: SyncSqlite,
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    key: IdempotencyKey<MarkAnswerBody>,
    found: { slot: SlotKindOf; week: RememberedWeek | null },
  ): MarkAnswer | null | Promise<MarkAnswer | null> {
    return sync.transaction((sqlite) => this.writeNow(sqlite, staff, records, now, key, found));
  }

  /** What `storeNow` runs inside its transaction (a test runs it in one it undoes). */
  private writeNow(
    sqlite: SqliteConnection,
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    key: IdempotencyKey<MarkAnswerBody>,
    { slot, week }: { slot: SlotKindOf; week: RememberedWeek | null },
  ): MarkAnswer | null {
    const { subjectID, date, period } = records[0] as AttendanceRecordBody;
    if (week && !this.week.isCurrentNow(sqlite, subjectID, week)) return null;
    const repo = new MarkingNowRepo(sqlite);
    const assignment = checkedAssignment(repo.lockedAssignment(subjectID, date, period), staff);
    const students = repo.classList(subjectID);
    const planned = plannedWrites(staff, records, now, slot, assignment, students);
    repo.write(planned, key, now);
    return { statusCode: 201, body: planned.answer, replayed: false };
  }
}
