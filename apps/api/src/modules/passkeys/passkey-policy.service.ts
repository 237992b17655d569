import type { Kysely, Selectable } from 'kysely';
import {
  MESSAGES,
  PASSKEY_MESSAGES,
  PASSKEY_POLICIES,
  passkeyRequired,
  sameDepartment,
  type Designation,
  type PasskeyHolderDto,
  type PasskeyPolicy,
} from '@attendance/domain';
import type { Config } from '../../config';
import type { DB, StaffTable } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { designationsDecidedBy, type Approver } from '../staff/staff-approval.service';
import { PasskeysRepo } from './passkeys.repo';

export type SessionScope = 'full' | 'enrol';

const DAY_MS = 24 * 3600_000;

function asPolicy(text: string | undefined): PasskeyPolicy {
  return PASSKEY_POLICIES.find((p) => p === text) ?? 'optional';
}

/** The department policy, what it means for an email + ID card sign-in, and resets. */
export class PasskeyPolicyService {
  private readonly repo: PasskeysRepo;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new PasskeysRepo(db);
  }

  async policy(department: string): Promise<PasskeyPolicy> {
    return asPolicy((await this.repo.policyOf(department))?.policy);
  }

  /** Only a change moves the policy's date, which starts everyone's grace period anew. */
  async setPolicy(admin: Approver, policy: PasskeyPolicy, now: Date): Promise<void> {
    if ((await this.policy(admin.department)) === policy) return;
    await this.db.transaction().execute(async (trx) => {
      await this.repo.setPolicy(trx, admin.department, policy, admin.id, now);
      await writeAudit(trx, now, {
        staffId: admin.id,
        action: 'passkey-policy',
        entity: 'department',
        entityId: admin.department.toUpperCase(),
        details: { policy },
      });
    });
  }

  /**
   * Called once the email and ID card number were right: the session this sign-in may open.
   * Throws (and the throttle keeps the attempt counted) when the policy wants a passkey.
   */
  async emailSignInScope(staff: Selectable<StaffTable>, now: Date): Promise<SessionScope> {
    if (!this.config.passkeys.enabled || staff.status !== 'approved') return 'full';
    const found = await this.repo.policyOf(staff.department);
    if (!passkeyRequired(asPolicy(found?.policy), staff.designation as Designation)) return 'full';
    if ((await this.repo.countByStaff(staff.id)) > 0) {
      throw new ForbiddenError(PASSKEY_MESSAGES.usePasskey, 'PASSKEY_REQUIRED');
    }
    const starts = [
      staff.approved_at ?? staff.created_at,
      found?.updated_at,
      staff.passkeys_reset_at,
    ]
      .filter((t): t is string => Boolean(t))
      .map((t) => new Date(t).getTime());
    const graceEnds = Math.max(...starts) + this.config.passkeys.graceDays * DAY_MS;
    if (now.getTime() >= graceEnds) {
      throw new ForbiddenError(PASSKEY_MESSAGES.enrolExpired, 'PASSKEY_ENROL_EXPIRED');
    }
    return 'enrol';
  }

  async holders(approver: Approver): Promise<PasskeyHolderDto[]> {
    const rows = await this.repo.holders(
      approver.department,
      designationsDecidedBy(approver.designation),
    );
    return rows.map((row) => ({
      staffID: row.id,
      staffName: row.staff_name,
      email: row.email,
      designation: row.designation as Designation,
      passkeys: Number(row.passkeys),
    }));
  }

  /** A HOD resets Subject_Staff, an Admin anyone of the department; another department: 404. */
  async reset(approver: Approver | null, staffId: number, now: Date): Promise<void> {
    const target = await this.repo.findStaff(staffId);
    if (!target || (approver && !sameDepartment(target.department, approver.department))) {
      throw new NotFoundError(MESSAGES.staffNotFound);
    }
    if (
      approver &&
      !designationsDecidedBy(approver.designation).includes(target.designation as Designation)
    ) {
      throw new ForbiddenError(MESSAGES.notAuthorized);
    }
    await this.db.transaction().execute(async (trx) => {
      const removed = await this.repo.reset(trx, staffId, now);
      await writeAudit(trx, now, {
        staffId: approver?.id ?? null,
        action: 'passkey-reset',
        entity: 'staff',
        entityId: staffId,
        details: { email: target.email, removed, ...(approver ? {} : { via: 'command line' }) },
      });
    });
  }
}
