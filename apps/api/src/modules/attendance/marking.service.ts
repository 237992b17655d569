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
import { writeAudit } from '../../db/audit';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { AttendanceRepo } from './attendance.repo';
import { NOT_ASSIGNED_MESSAGE } from './attendance.service';
import { IdempotencyKey, type StoredAnswer } from './idempotency';
import { markAudit, markBody, markBodyAround, slotKindRow } from './marking-answer';
import { MarkingWeek, type RememberedWeek } from './marking-week';
import { MarkingRepo } from './marking.repo';
import { writeSubmission } from './submission-statement';
import { writeSubmissionAlerts } from './absence-alerts';

export type MarkAnswer = StoredAnswer<MarkAnswerBody>;

/** Submitting a period's attendance: whole or nothing, once, by the assigned staff, in the window. */
export class MarkingService {
  /** The week every submission is checked against, read again only when it changed. */
  private readonly week: MarkingWeek;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
    private readonly config: Config,
  ) {
    this.week = new MarkingWeek(db, config);
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
      // PostgreSQL: the week as remembered, which the statement checks unchanged, saves the
      // round trip that reads the class and the week's stamp (marking-week.ts).
      const remembered = this.kind === 'postgres' ? await this.week.rememberedSlotOf(asked) : null;
      if (remembered) {
        const written = await this.inOneStatement(staff, records, now, key, remembered);
        if (written) return written;
      }
      const slot = await this.week.slotOf(asked);
      if (this.kind === 'postgres' && !remembered) {
        const written = await this.inOneStatement(staff, records, now, key, { slot, week: null });
        if (written) return written;
      }
      // SQLite (no round trips to save), or a refusal, which this path reads again and explains.
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
    { slot, week }: { slot: SlotKindOf; week: RememberedWeek | null },
  ): Promise<MarkAnswer | null> {
    const { subjectID, date, period } = records[0] as AttendanceRecordBody;
    const audit = markAudit(staff, records, slot);
    const kindRow = slotKindRow(slot);
    const subjectCode = await writeSubmission(this.db, {
      subjectId: subjectID,
      staffId: staff.id,
      facultyCode: staff.staffCode,
      date,
      period,
      createdAt: now.toISOString(),
      records,
      audit: { action: audit.action, entity: audit.entity, details: JSON.stringify(audit.details) },
      slotKind: kindRow?.kind ?? '',
      timetabledSubjects: kindRow?.timetabled_subjects ?? '',
      key: key.stored(),
      week,
      answer: markBodyAround(records, slot),
    });
    if (!subjectCode) return null;
    return { statusCode: 201, body: markBody(records, subjectCode, slot), replayed: false };
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

  /** The checks that need the database, and the writes, in one transaction. */
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
    const assignment = await writes.lockedAssignment(subjectID, date, period);
    if (!assignment || assignment.staff_id !== staff.id) {
      throw new ForbiddenError(NOT_ASSIGNED_MESSAGE);
    }
    const subjectCode = assignment.subject_code;
    if (assignment.status !== 1) {
      throw new ForbiddenError(`Attendance for ${subjectCode} is locked by the HOD.`, 'LOCKED');
    }
    const students = await new AttendanceRepo(trx).allocatedStudents(subjectID);
    const byRegister = new Map(students.map((s) => [s.register_number, s]));
    const stranger = records.find((r) => !byRegister.has(r.registerNumber));
    if (stranger) {
      throw new BadRequestError(
        `Student ${stranger.registerNumber} is not allocated to ${subjectCode}.`,
      );
    }
    if (records.length !== students.length) {
      throw new BadRequestError(
        `Please mark attendance for all students (${records.length} of ${students.length} marked).`,
      );
    }
    if (assignment.slot_taken) {
      throw new ConflictError(
        `Attendance for ${subjectCode} on ${date}, period ${period} has already been submitted.`,
      );
    }
    const createdAt = now.toISOString();
    await writes.insert(
      records.map((record) => {
        const student = byRegister.get(record.registerNumber)!;
        return {
          student_id: student.id,
          subject_id: subjectID,
          staff_id: staff.id,
          register_number: student.register_number,
          faculty_code: staff.staffCode,
          subject_code: subjectCode,
          batch: student.batch,
          department: student.department,
          year: student.year,
          semester: student.semester,
          date,
          period,
          status: record.status,
          created_at: createdAt,
        };
      }),
    );
    await writeSubmissionAlerts(
      trx,
      {
        subjectId: subjectID,
        date,
        period,
        createdAt,
        immediate: assignment.immediateAlerts,
        absent: records
          .filter((record) => record.status === 'A')
          .map((record) => {
            const student = byRegister.get(record.registerNumber)!;
            return { studentId: student.id, department: student.department };
          }),
      },
      this.kind,
    );
    const body = markBody(records, subjectCode, slot);
    const kindRow = slotKindRow(slot);
    if (kindRow) {
      await writes.recordSlotKind({
        subject_id: subjectID,
        date,
        period,
        ...kindRow,
        staff_id: staff.id,
        created_at: createdAt,
      });
    }
    await writeAudit(trx, now, markAudit(staff, records, slot));
    await key.save(trx, 201, body, now);
    return { statusCode: 201, body, replayed: false };
  }
}
