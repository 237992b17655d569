import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { SqliteConnection } from '../../db/sqlite-turns';
import type { DB } from '../../db/types';
import { authStaffOf } from '../../lib/auth-staff';

export class SessionsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(
    id: string,
    staffId: number,
    now: Date,
    expiresAt: Date,
    scope: 'full' | 'enrol' = 'full',
  ): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id,
        staff_id: staffId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        scope,
      })
      .execute();
  }

  /** Every signed-in request asks it: compiled once. */
  async findWithStaff(id: string): Promise<FoundSession | undefined> {
    const [row] = await sessionWithStaff(this.db, id);
    return row && foundSession(row);
  }

  /** The same at once on SQLite's connection (db/sqlite-turns.ts: inside its `alone`). */
  findWithStaffNow(sqlite: SqliteConnection, id: string): FoundSession | undefined {
    const [row] = sessionWithStaff.now(sqlite, id);
    return row && foundSession(row);
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }
}

const sessionWithStaff = compiledOnce((db: Kysely<DB>, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('staff', 'staff.id', 'sessions.staff_id')
    .select([
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.scope',
      'staff.id',
      'staff.staff_name',
      'staff.staff_code',
      'staff.department',
      'staff.designation',
      'staff.language',
      'staff.email',
      'staff.phone',
    ])
    .where('sessions.id', '=', id)
    .where('staff.status', '=', 'approved'),
);

/** A live or dead session with its staff, as the session loader judges it. */
export type FoundSession = ReturnType<typeof foundSession>;

function foundSession(row: Awaited<ReturnType<typeof sessionWithStaff>>[number]) {
  const staff = authStaffOf(row);
  return { staff, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, scope: row.scope };
}
