import type { Kysely } from 'kysely';
import type { ApiTokenDto } from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { NotFoundError } from '../../lib/errors';
import { StaffApprovalRepo } from '../staff/staff-approval.repo';
import { TokensRepo } from './tokens.repo';

/** What a token is at `now`, as the command line prints it. */
export function tokenState(token: ApiTokenDto, now: Date): 'live' | 'revoked' | 'expired' {
  if (token.revokedAt) return 'revoked';
  return Date.parse(token.expiresAt) <= now.getTime() ? 'expired' : 'live';
}

/** `tokens EMAIL`: every API token this staff member made, newest first, revoked ones too. */
export async function tokensOfEmail(db: Kysely<DB>, email: string): Promise<ApiTokenDto[]> {
  const staff = await new StaffApprovalRepo(db).findByEmail(email);
  if (!staff) throw new NotFoundError(`No staff member has the email ${email}.`);
  return new TokensRepo(db).listBy({ staffId: staff.id });
}

/**
 * `revoke-token ID`: by id, not by name (names repeat; the id is in the `tokens` listing and
 * on the web screen). Audited with no staff member, via the command line.
 */
export async function revokeTokenById(db: Kysely<DB>, tokenId: number, now: Date): Promise<string> {
  const repo = new TokensRepo(db);
  const [token] = await repo.listBy({ tokenId });
  if (!token) throw new NotFoundError(`No API token has the id ${tokenId}.`);
  if (token.revokedAt) return `API token ${tokenId} "${token.name}" was already revoked.`;
  await db.transaction().execute(async (trx) => {
    await new TokensRepo(trx).revoke(tokenId, now);
    await writeAudit(trx, now, {
      staffId: null,
      action: 'token-revoke',
      entity: 'api_token',
      entityId: tokenId,
      details: { via: 'command line', token: token.name },
    });
  });
  return `Revoked API token ${tokenId} "${token.name}" of ${token.createdBy}; it stops working at once.`;
}
