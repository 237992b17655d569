import type { Kysely } from 'kysely';
import { MESSAGES, type SubmittedPeriod, type VoidBody } from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { ownRecordOrNotFound } from '../../lib/department';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { AttendanceRepo } from './attendance.repo';
import { VoidingRepo } from './voiding.repo';

export const VOIDED_MESSAGE = 'The period has been voided. It can be marked again.';

/**
 * Corrections that keep history: the HOD of the subject's department voids one submitted
 * period; its records stay, marked void, and stop counting. The route lets only HODs in.
 */
export class VoidingService {
  constructor(private readonly db: Kysely<DB>) {}

  async submittedPeriods(staff: AuthStaff, subjectId: number): Promise<SubmittedPeriod[]> {
    await this.subjectOfDepartment(staff, subjectId);
    const rows = await new VoidingRepo(this.db).submittedPeriods(subjectId);
    return rows.map((row) => ({
      date: row.date,
      period: row.period,
      count: row.count,
      facultyCode: row.faculty_code ?? '',
      submittedAt: row.created_at ?? '',
    }));
  }

  async voidPeriod(staff: AuthStaff, body: VoidBody, now: Date) {
    const subject = await this.subjectOfDepartment(staff, body.subjectID);
    const { subjectID, date, period, reason } = body;
    const slot = `${subject.subject_code} on ${date}, period ${period}`;
    const count = await this.db.transaction().execute(async (trx) => {
      const repo = new VoidingRepo(trx);
      const voided = await repo.voidSlot(subjectID, date, period, {
        staffId: staff.id,
        reason,
        at: now.toISOString(),
      });
      if (voided === 0) {
        if (await repo.hasVoided(subjectID, date, period)) {
          throw new ConflictError(`Attendance for ${slot} has already been voided.`);
        }
        throw new NotFoundError(`No attendance has been submitted for ${slot}.`);
      }
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'attendance.void',
        entity: 'subject',
        entityId: subjectID,
        details: { date, period, count: voided, reason },
      });
      return voided;
    });
    return { message: VOIDED_MESSAGE, count, subjectCode: subject.subject_code, date, period };
  }

  /** A subject of another department answers as if it did not exist. */
  private async subjectOfDepartment(staff: AuthStaff, subjectId: number) {
    const subject = await new AttendanceRepo(this.db).subjectWithAssignment(subjectId);
    return ownRecordOrNotFound(staff, subject, (s) => s.owner_department, MESSAGES.subjectNotFound);
  }
}
