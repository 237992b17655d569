import type { Kysely } from 'kysely';
import { parsePeriods, REQUEST_MESSAGES, type RequestKind } from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import type { AuthStaff } from '../../lib/auth-staff';
import { ConflictError } from '../../lib/errors';
import { checkOverlap } from './request-checks';
import { CorrectionsRepo } from './corrections.repo';
import { RequestsRepo } from './requests.repo';
import type { RequestsService } from './requests.service';

/**
 * The HOD's decisions. Approval adds the correction layer over records already submitted (each
 * covered record neither Present nor already of the request's kind gets the request's status
 * as its effective one); a withdrawal takes the layer back out. The records themselves never
 * change, the totals follow by triggers (migration 018), and every step is audited.
 */
export class DecisionsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly requests: RequestsService,
  ) {}

  async approve(hod: AuthStaff, requestId: number, reason: string | undefined, now: Date) {
    const request = await this.requests.ofDepartment(hod, requestId);
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const periods = parsePeriods(request.periods);
      const student = await new RequestsRepo(trx).student(request.student_id);
      await checkOverlap(trx, student ? [student] : [], {
        kind: request.kind as RequestKind,
        fromDate: request.from_date,
        toDate: request.to_date,
        periods: periods ?? undefined,
      });
      const moved = await new RequestsRepo(trx).moveState(requestId, 'pending', {
        state: 'approved',
        decided_by: hod.id,
        decided_at: at,
        decision_reason: reason ?? null,
      });
      if (!moved) throw new ConflictError(REQUEST_MESSAGES.notPending(request.state));
      const corrections = new CorrectionsRepo(trx);
      const covered = await corrections.coveredRecords(
        request.student_id,
        request.from_date,
        request.to_date,
        periods,
      );
      const changed = covered.filter((r) => r.status !== 'P' && r.status !== request.kind);
      await corrections.add(requestId, changed, request.kind, { staffId: hod.id, at });
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: 'request.approve',
        entity: 'leave_request',
        entityId: requestId,
        details: { reason: reason ?? null, corrected: changed.map((r) => r.id) },
      });
    });
    return { message: REQUEST_MESSAGES.approved, request: await this.requests.dto(requestId) };
  }

  async reject(hod: AuthStaff, requestId: number, reason: string, now: Date) {
    const request = await this.requests.ofDepartment(hod, requestId);
    await this.db.transaction().execute(async (trx) => {
      const moved = await new RequestsRepo(trx).moveState(requestId, 'pending', {
        state: 'rejected',
        decided_by: hod.id,
        decided_at: now.toISOString(),
        decision_reason: reason,
      });
      if (!moved) throw new ConflictError(REQUEST_MESSAGES.notPending(request.state));
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: 'request.reject',
        entity: 'leave_request',
        entityId: requestId,
        details: { reason },
      });
    });
    return { message: REQUEST_MESSAGES.rejected, request: await this.requests.dto(requestId) };
  }

  async withdraw(hod: AuthStaff, requestId: number, reason: string, now: Date) {
    const request = await this.requests.ofDepartment(hod, requestId);
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const moved = await new RequestsRepo(trx).moveState(requestId, 'approved', {
        state: 'withdrawn',
        withdrawn_by: hod.id,
        withdrawn_at: at,
        withdraw_reason: reason,
      });
      if (!moved) throw new ConflictError(REQUEST_MESSAGES.notApproved(request.state));
      const undone = await new CorrectionsRepo(trx).withdraw(requestId, { staffId: hod.id, at });
      await writeAudit(trx, now, {
        staffId: hod.id,
        action: 'request.withdraw',
        entity: 'leave_request',
        entityId: requestId,
        details: { reason, corrections: undone },
      });
    });
    return { message: REQUEST_MESSAGES.withdrawn, request: await this.requests.dto(requestId) };
  }
}
