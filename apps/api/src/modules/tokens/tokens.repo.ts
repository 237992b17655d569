import type { Kysely } from 'kysely';
import type { ApiTokenDto, TokenScope } from '@attendance/domain';
import type { DB } from '../../db/types';
import { authStaffOf, type AuthStaff } from '../../lib/auth-staff';

export interface LiveToken {
  id: number;
  name: string;
  scope: TokenScope;
  lastUsedAt: string | null;
  staff: AuthStaff;
}

/** All SQL of API tokens. */
export class TokensRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(values: {
    staffId: number;
    name: string;
    scope: TokenScope;
    secretHash: string;
    now: Date;
    expiresAt: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('api_tokens')
      .values({
        staff_id: values.staffId,
        name: values.name,
        scope: values.scope,
        secret_hash: values.secretHash,
        created_at: values.now.toISOString(),
        expires_at: values.expiresAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private listQuery() {
    return this.db
      .selectFrom('api_tokens')
      .innerJoin('staff', 'staff.id', 'api_tokens.staff_id')
      .select([
        'api_tokens.id',
        'api_tokens.name',
        'api_tokens.scope',
        'staff.staff_name',
        'api_tokens.created_at',
        'api_tokens.last_used_at',
        'api_tokens.expires_at',
        'api_tokens.revoked_at',
      ])
      .orderBy('api_tokens.id', 'desc');
  }

  /** The tokens of a department, newest first (revoked ones stay listed: the audit names them). */
  async list(department: string, tokenId?: number): Promise<ApiTokenDto[]> {
    let query = this.listQuery().where('staff.department', '=', department);
    if (tokenId !== undefined) query = query.where('api_tokens.id', '=', tokenId);
    return this.rows(query);
  }

  /** The tokens one staff member made (the command line's `tokens EMAIL`), or one by its id. */
  async listBy(filter: { staffId: number } | { tokenId: number }): Promise<ApiTokenDto[]> {
    const query =
      'staffId' in filter
        ? this.listQuery().where('api_tokens.staff_id', '=', filter.staffId)
        : this.listQuery().where('api_tokens.id', '=', filter.tokenId);
    return this.rows(query);
  }

  private async rows(query: ReturnType<TokensRepo['listQuery']>): Promise<ApiTokenDto[]> {
    return (await query.execute()).map((row) => ({
      tokenId: row.id,
      name: row.name,
      scope: row.scope as TokenScope,
      createdBy: row.staff_name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    }));
  }

  /** Sets revoked_at once; false when it was revoked already. */
  async revoke(tokenId: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('api_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', tokenId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The token of this secret hash if it is unrevoked, unexpired and its creator approved. */
  async findLive(secretHash: string, now: Date): Promise<LiveToken | undefined> {
    const row = await this.db
      .selectFrom('api_tokens')
      .innerJoin('staff', 'staff.id', 'api_tokens.staff_id')
      .select([
        'api_tokens.id as token_id',
        'api_tokens.name',
        'api_tokens.scope',
        'api_tokens.last_used_at',
        'staff.id',
        'staff.staff_name',
        'staff.staff_code',
        'staff.department',
        'staff.designation',
        'staff.email',
        'staff.phone',
      ])
      .where('api_tokens.secret_hash', '=', secretHash)
      .where('api_tokens.revoked_at', 'is', null)
      .where('api_tokens.expires_at', '>', now.toISOString())
      .where('staff.status', '=', 'approved')
      .where('staff.designation', '=', 'Admin')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.token_id,
      name: row.name,
      scope: row.scope as TokenScope,
      lastUsedAt: row.last_used_at,
      staff: authStaffOf(row),
    };
  }

  async touch(tokenId: number, now: Date): Promise<void> {
    await this.db
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', tokenId)
      .execute();
  }
}
