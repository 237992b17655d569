import type { Kysely } from 'kysely';
import {
  MESSAGES,
  sameDepartment,
  type ApprovalDecisionAnswer,
  type Designation,
  type PendingStaffDto,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { StaffApprovalRepo } from './staff-approval.repo';

/** The signed-in approver, as far as approval cares. */
export interface Approver {
  id: number;
  department: string;
  designation: Designation;
}

/** Who may decide on whom: a HOD decides on Subject_Staff; an Admin on everyone of the department. */
export function designationsDecidedBy(approver: Designation): readonly Designation[] {
  if (approver === 'Admin') return ['Admin', 'HOD', 'Subject_Staff'];
  if (approver === 'HOD') return ['Subject_Staff'];
  return [];
}

export class StaffApprovalService {
  private readonly repo: StaffApprovalRepo;

  constructor(private readonly db: Kysely<DB>) {
    this.repo = new StaffApprovalRepo(db);
  }

  async pending(approver: Approver): Promise<PendingStaffDto[]> {
    const rows = await this.repo.listPending(
      approver.department,
      designationsDecidedBy(approver.designation),
    );
    return rows.map((row) => ({
      staffID: row.id,
      staffName: row.staff_name,
      email: row.email,
      phone: row.phone,
      department: row.department,
      designation: row.designation as Designation,
      registeredAt: row.created_at,
    }));
  }

  approve(approver: Approver, staffId: number, now: Date): Promise<ApprovalDecisionAnswer> {
    return this.decide(approver, staffId, now, 'approve');
  }

  reject(approver: Approver, staffId: number, now: Date): Promise<ApprovalDecisionAnswer> {
    return this.decide(approver, staffId, now, 'reject');
  }

  /** Other department → 404 (its staff are not ours to see); a HOD deciding on a leader → 403. */
  private async decide(
    approver: Approver,
    staffId: number,
    now: Date,
    decision: 'approve' | 'reject',
  ): Promise<ApprovalDecisionAnswer> {
    const target = await this.repo.findById(staffId);
    if (!target || !sameDepartment(target.department, approver.department)) {
      throw new NotFoundError(MESSAGES.registrationNotFound);
    }
    if (!designationsDecidedBy(approver.designation).includes(target.designation as Designation)) {
      throw new ForbiddenError(MESSAGES.adminApprovesLeaders);
    }
    if (target.status !== 'pending') throw new ConflictError(MESSAGES.alreadyDecided);
    await this.db.transaction().execute(async (trx) => {
      const done =
        decision === 'approve'
          ? await this.repo.approve(trx, staffId, ['pending'], approver.id, now)
          : await this.repo.reject(trx, staffId);
      // Two approvers at once: the second finds the registration already decided.
      if (!done) throw new ConflictError(MESSAGES.alreadyDecided);
      await writeAudit(trx, now, {
        staffId: approver.id,
        action: decision,
        entity: 'staff',
        entityId: staffId,
        details: {
          email: target.email,
          department: target.department,
          designation: target.designation,
        },
      });
    });
    return decision === 'approve'
      ? { message: MESSAGES.registrationApproved, staffID: staffId, status: 'approved' }
      : { message: MESSAGES.registrationRejected, staffID: staffId, status: 'rejected' };
  }
}
