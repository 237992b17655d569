import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { NotFoundError } from '../../lib/errors';
import type { Config } from '../../config';
import { PasskeyPolicyService } from '../passkeys/passkey-policy.service';
import { StaffApprovalRepo } from './staff-approval.repo';

/**
 * What the IT office does from the command line (`npm run staff -- …`): the first approval of a
 * campus, and disabling an account. No one is signed in, so the audit log names no staff and
 * says 'command line'.
 */
export async function approveByEmail(db: Kysely<DB>, email: string, now: Date): Promise<string> {
  const repo = new StaffApprovalRepo(db);
  const staff = await repo.findByEmail(email);
  if (!staff) throw new NotFoundError(`No staff member has the email ${email}.`);
  if (staff.status === 'approved') return `${staff.email} is already approved.`;
  await db.transaction().execute(async (trx) => {
    if (!(await repo.approve(trx, staff.id, ['pending', 'disabled'], null, now))) {
      throw new NotFoundError(`${staff.email} cannot be approved now; list the staff and retry.`);
    }
    await writeAudit(trx, now, {
      staffId: null,
      action: 'approve',
      entity: 'staff',
      entityId: staff.id,
      details: { via: 'command line', email: staff.email, previous: staff.status },
    });
  });
  return `Approved ${staff.staff_name} <${staff.email}>, ${staff.designation} of ${staff.department}.`;
}

/** Disables an account: it can no longer sign in, and its open sessions end at once. */
export async function disableByEmail(db: Kysely<DB>, email: string, now: Date): Promise<string> {
  const repo = new StaffApprovalRepo(db);
  const staff = await repo.findByEmail(email);
  if (!staff) throw new NotFoundError(`No staff member has the email ${email}.`);
  if (staff.status === 'disabled') return `${staff.email} is already disabled.`;
  await db.transaction().execute(async (trx) => {
    await repo.disable(trx, staff.id);
    await writeAudit(trx, now, {
      staffId: null,
      action: 'disable',
      entity: 'staff',
      entityId: staff.id,
      details: { via: 'command line', email: staff.email, previous: staff.status },
    });
  });
  return `Disabled ${staff.staff_name} <${staff.email}>; their sessions have ended.`;
}

export interface StaffListing {
  id: number;
  name: string;
  email: string;
  department: string;
  designation: string;
  status: string;
  registeredAt: string;
}

export async function listStaff(db: Kysely<DB>, pendingOnly: boolean): Promise<StaffListing[]> {
  const rows = await new StaffApprovalRepo(db).listAll(pendingOnly);
  return rows.map((row) => ({
    id: row.id,
    name: row.staff_name,
    email: row.email,
    department: row.department,
    designation: row.designation,
    status: row.status,
    registeredAt: row.created_at,
  }));
}

/** `reset-passkeys EMAIL`: the account's passkeys go, its sessions end, it enrols anew. */
export async function resetPasskeysByEmail(
  db: Kysely<DB>,
  config: Config,
  email: string,
  now: Date,
): Promise<string> {
  const staff = await new StaffApprovalRepo(db).findByEmail(email);
  if (!staff) throw new NotFoundError(`No staff member has the email ${email}.`);
  await new PasskeyPolicyService(db, config).reset(null, staff.id, now);
  return `Reset the passkeys of ${staff.staff_name} <${staff.email}>; their sessions have ended.`;
}
