import type { Kysely } from 'kysely';
import {
  tokenCreateBody,
  type ApiTokenDto,
  type TokenCreatedAnswer,
  type TokenCreateBody,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { writeAudit } from '../../db/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { NotFoundError } from '../../lib/errors';
import { TokensRepo } from './tokens.repo';

/** Secrets start with this, so a leaked one is recognised in a log or a repository. */
export const TOKEN_PREFIX = 'cap_';
export const TOKEN_NOT_FOUND = 'No API token of your department has this id.';

/** API tokens of an Admin's department: made, listed and revoked by its Admins. */
export class TokensService {
  private readonly repo: TokensRepo;

  constructor(private readonly db: Kysely<DB>) {
    this.repo = new TokensRepo(db);
  }

  list(staff: AuthStaff): Promise<ApiTokenDto[]> {
    return this.repo.list(staff.department);
  }

  async create(staff: AuthStaff, input: TokenCreateBody, now: Date): Promise<TokenCreatedAnswer> {
    const body = tokenCreateBody.parse(input);
    const secret = `${TOKEN_PREFIX}${randomToken()}`;
    const expiresAt = new Date(now.getTime() + body.expiresInDays * 24 * 3600_000);
    const tokenId = await this.db.transaction().execute(async (trx) => {
      const id = await new TokensRepo(trx).create({
        staffId: staff.id,
        name: body.name,
        scope: body.scope,
        secretHash: sha256Hex(secret),
        now,
        expiresAt,
      });
      await writeAudit(trx, now, {
        staffId: staff.id,
        action: 'token-create',
        entity: 'api_token',
        entityId: id,
        details: { token: body.name, scope: body.scope, expiresAt: expiresAt.toISOString() },
      });
      return id;
    });
    const [token] = await this.repo.list(staff.department, tokenId);
    return { token: token!, secret };
  }

  async revoke(staff: AuthStaff, tokenId: number, now: Date): Promise<ApiTokenDto> {
    const [token] = await this.repo.list(staff.department, tokenId);
    if (!token) throw new NotFoundError(TOKEN_NOT_FOUND);
    if (await this.repo.revoke(tokenId, now)) {
      await writeAudit(this.db, now, {
        staffId: staff.id,
        action: 'token-revoke',
        entity: 'api_token',
        entityId: tokenId,
        details: { token: token.name },
      });
    }
    return (await this.repo.list(staff.department, tokenId))[0]!;
  }
}
