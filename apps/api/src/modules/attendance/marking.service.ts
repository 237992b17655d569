import type { Kysely } from 'kysely';
import {
  campusToday,
  formatClock,
  formatCountdown,
  markingWindowState,
  MESSAGES,
  type AttendanceRecordBody,
  type MarkAnswer as MarkAnswerBody,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../lib/audit';
import { sha256Hex } from '../../lib/crypto';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  UnprocessableError,
} from '../../lib/errors';
import type { AuthStaff } from '../auth/sessions.repo';
import { AttendanceRepo } from './attendance.repo';
import { NOT_ASSIGNED_MESSAGE } from './attendance.service';
import { MarkingRepo } from './marking.repo';

export interface MarkAnswer {
  statusCode: number;
  body: MarkAnswerBody;
  replayed: boolean;
}

/** Submitting a period's attendance: whole or nothing, once, by the assigned staff, in the window. */
export class MarkingService {
  private readonly reads: AttendanceRepo;
  private readonly writes: MarkingRepo;

  constructor(
    private readonly db: Kysely<DB>,
    kind: 'sqlite' | 'postgres',
    private readonly config: Config,
  ) {
    this.reads = new AttendanceRepo(db);
    this.writes = new MarkingRepo(db, kind);
  }

  async mark(
    staff: AuthStaff,
    records: AttendanceRecordBody[],
    now: Date,
    idempotencyKey: string | undefined,
  ): Promise<MarkAnswer> {
    // Only a keyed submission is ever compared with another, so only it pays for the digest.
    const requestHash = idempotencyKey ? sha256Hex(JSON.stringify(records)) : '';
    if (idempotencyKey) {
      const replay = await this.replay(staff.id, idempotencyKey, requestHash);
      if (replay) return replay;
    }
    const first = records[0] as AttendanceRecordBody;
    const { subjectID, date, period } = first;
    if (records.some((r) => r.subjectID !== subjectID || r.date !== date || r.period !== period)) {
      throw new BadRequestError(
        'All records of one submission must share one subject, date and period.',
      );
    }
    const registerNumbers = new Set(records.map((r) => r.registerNumber));
    if (registerNumbers.size !== records.length) {
      throw new BadRequestError('Each student may appear only once in a submission.');
    }
    if (date > campusToday(now, this.config.timezone)) {
      throw new BadRequestError('Attendance cannot be marked for a future date.');
    }
    this.assertWindowOpen(now);

    try {
      return await this.db.transaction().execute(async (trx) => {
        const assignment = await this.writes.lockedAssignment(trx, subjectID);
        if (!assignment || assignment.staff_id !== staff.id)
          throw new ForbiddenError(NOT_ASSIGNED_MESSAGE);
        const students = await new AttendanceRepo(trx).allocatedStudents(subjectID);
        const subjectCode = assignment.subject_code;
        if (assignment.status !== 1) {
          throw new ForbiddenError(`Attendance for ${subjectCode} is locked by the HOD.`, 'LOCKED');
        }
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
        const slotMessage = `Attendance for ${subjectCode} on ${date}, period ${period} has already been submitted.`;
        if (await this.writes.slotTakenBySubject(trx, subjectID, date, period)) {
          throw new ConflictError(slotMessage);
        }
        const clash = await this.writes.studentSlotConflict(
          trx,
          students.map((s) => s.id),
          date,
          period,
        );
        if (clash) {
          throw new ConflictError(
            `Attendance for ${clash.register_number} on ${date}, period ${period} is already recorded for ${clash.subject_code}.`,
          );
        }
        const createdAt = now.toISOString();
        await this.writes.insert(
          trx,
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
        const body = {
          message: MESSAGES.markSuccessful,
          count: records.length,
          subjectCode,
          date,
          period,
        };
        await writeAudit(trx, now, {
          staffId: staff.id,
          action: 'attendance.mark',
          entity: 'subject',
          entityId: subjectID,
          details: { date, period, count: records.length },
        });
        if (idempotencyKey) {
          await this.writes.saveIdempotent(trx, {
            staffId: staff.id,
            key: idempotencyKey,
            requestHash,
            statusCode: 201,
            body,
            now,
          });
        }
        return { statusCode: 201, body, replayed: false };
      });
    } catch (error) {
      const conflict = error instanceof ConflictError;
      if (!conflict && !isUniqueViolation(error)) throw error;
      // A concurrent twin won the race (it committed while this one waited for the write lock):
      // replay its answer when it carried the same key, as a retry after it would get.
      const replay = idempotencyKey
        ? await this.replay(staff.id, idempotencyKey, requestHash)
        : undefined;
      if (replay) return replay;
      if (conflict) throw error;
      throw new ConflictError(
        `Attendance for this subject on ${date}, period ${period} has already been submitted.`,
      );
    }
  }

  private async replay(
    staffId: number,
    key: string,
    requestHash: string,
  ): Promise<MarkAnswer | undefined> {
    const stored = await this.writes.findIdempotent(this.db, staffId, key);
    if (!stored) return undefined;
    if (stored.request_hash !== requestHash)
      throw new UnprocessableError(MESSAGES.idempotencyMismatch);
    return {
      statusCode: stored.status_code,
      body: JSON.parse(stored.response_body),
      replayed: true,
    };
  }

  private assertWindowOpen(now: Date): void {
    const { timezone, markingWindow } = this.config;
    const state = markingWindowState(now, timezone, markingWindow);
    if (state.phase === 'open') return;
    const hours = `${formatClock(markingWindow.startMinutes)} to ${formatClock(markingWindow.endMinutes)}`;
    const when = formatCountdown(state.secondsToOpen);
    const text =
      state.phase === 'before'
        ? `Attendance marking has not opened yet. It opens at ${formatClock(markingWindow.startMinutes)} (in ${when}).`
        : `Attendance marking is closed for today (open ${hours}). It opens again in ${when}.`;
    throw new ForbiddenError(text, 'OUTSIDE_WINDOW');
  }
}
