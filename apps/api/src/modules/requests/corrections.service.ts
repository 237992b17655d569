import type { Kysely } from 'kysely';
import {
  correctionLabel,
  MESSAGES,
  parsePeriods,
  presetLabel,
  type CorrectionDto,
  type PresetDto,
  type RequestKind,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { ownRecordOrNotFound } from '../../lib/department';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { AttendanceRepo } from '../attendance';
import { CorrectionsRepo } from './corrections.repo';

type LiveRow = Awaited<ReturnType<CorrectionsRepo['ofSubject']>>[number];

export function toCorrection(row: LiveRow): CorrectionDto {
  return {
    registerNumber: row.register_number,
    subjectID: row.subject_id,
    date: row.date,
    period: row.period,
    submitted: row.submitted,
    effective: row.effective as RequestKind,
    requestID: row.request_id,
    approvedAt: row.approved_at,
    label: correctionLabel(row.submitted, row.effective, row.approved_at),
  };
}

/**
 * What approved requests show on the staff's screens: the class list's pre-sets before marking,
 * and the correction layer after (View Attendance, the cumulative report, their PDFs and sheets).
 */
export class CorrectionsService {
  private readonly repo: CorrectionsRepo;

  constructor(private readonly db: Kysely<DB>) {
    this.repo = new CorrectionsRepo(db);
  }

  async presets(staff: AuthStaff, subjectId: number, date: string): Promise<PresetDto[]> {
    await this.assertCanRead(staff, subjectId);
    const rows = await this.repo.approvedOn(subjectId, date);
    return rows.map((row) => ({
      registerNumber: row.register_number,
      requestID: row.id,
      kind: row.kind as RequestKind,
      periods: parsePeriods(row.periods),
      reason: row.reason,
      label: presetLabel(row.kind as RequestKind, row.reason),
    }));
  }

  async ofSubject(
    staff: AuthStaff,
    query: { subjectID: number; startDate?: string; endDate?: string },
  ): Promise<CorrectionDto[]> {
    await this.assertCanRead(staff, query.subjectID);
    return (await this.repo.ofSubject(query.subjectID, query.startDate, query.endDate)).map(
      toCorrection,
    );
  }

  async ofDay(staff: AuthStaff, date: string): Promise<CorrectionDto[]> {
    return (await this.repo.ofDepartmentDay(staff.department, date)).map(toCorrection);
  }

  /** As the class list and View: the assigned teacher, or the department's Admin and HOD. */
  private async assertCanRead(staff: AuthStaff, subjectId: number): Promise<void> {
    const subject = await new AttendanceRepo(this.db).subjectWithAssignment(subjectId);
    if (!subject) throw new NotFoundError(MESSAGES.subjectNotFound);
    if (staff.designation === 'Subject_Staff') {
      if (subject.staff_id !== staff.id) throw new ForbiddenError(MESSAGES.notAssigned);
      return;
    }
    ownRecordOrNotFound(staff, subject, (s) => s.owner_department, MESSAGES.subjectNotFound);
  }
}
