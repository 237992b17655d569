import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import { StaffApprovalRepo } from '../staff';
import { PasskeyPolicyService } from './passkey-policy.service';

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
