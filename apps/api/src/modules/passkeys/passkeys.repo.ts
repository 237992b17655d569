import type { Kysely, Selectable } from 'kysely';
import type { DB, PasskeysTable } from '../../db/types';

export interface StoredPasskey {
  id: string;
  staffId: number;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type Row = Selectable<PasskeysTable>;

function toStored(row: Row): StoredPasskey {
  return {
    id: row.id,
    staffId: row.staff_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** All SQL of staff passkeys: credentials, department policies, resets (challenges: passkey-challenges.ts). */
export class PasskeysRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async listByStaff(staffId: number): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('staff_id', '=', staffId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toStored);
  }

  async find(id: string): Promise<StoredPasskey | undefined> {
    const row = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toStored(row) : undefined;
  }

  async countByStaff(staffId: number): Promise<number> {
    const row = await this.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(db: Kysely<DB>, passkey: StoredPasskey): Promise<void> {
    await db
      .insertInto('passkeys')
      .values({
        id: passkey.id,
        staff_id: passkey.staffId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        name: passkey.name,
        created_at: passkey.createdAt,
        last_used_at: null,
      })
      .execute();
  }

  async rename(staffId: number, id: string, name: string): Promise<boolean> {
    const result = await this.db
      .updateTable('passkeys')
      .set({ name })
      .where('id', '=', id)
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(db: Kysely<DB>, staffId: number, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Records a use; false when another sign-in moved the counter first (a cloned key racing). */
  async recordUse(db: Kysely<DB>, passkey: StoredPasskey, counter: number, now: Date) {
    const result = await db
      .updateTable('passkeys')
      .set({ counter, last_used_at: now.toISOString() })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** An enrol-only session becomes a full one once its passkey is added. */
  async widenSession(db: Kysely<DB>, sessionId: string): Promise<void> {
    await db.updateTable('sessions').set({ scope: 'full' }).where('id', '=', sessionId).execute();
  }

  async policyOf(department: string) {
    return this.db
      .selectFrom('passkey_policies')
      .select(['policy', 'updated_at'])
      .where('department', '=', department.toUpperCase())
      .executeTakeFirst();
  }

  async setPolicy(db: Kysely<DB>, department: string, policy: string, by: number, now: Date) {
    await db
      .insertInto('passkey_policies')
      .values({
        department: department.toUpperCase(),
        policy,
        updated_by: by,
        updated_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc
          .column('department')
          .doUpdateSet({ policy, updated_by: by, updated_at: now.toISOString() }),
      )
      .execute();
  }

  findStaff(id: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'email', 'department', 'designation', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Approved staff of a department with their number of passkeys, for the reset screen. */
  holders(department: string, designations: readonly string[]) {
    return this.db
      .selectFrom('staff')
      .leftJoin('passkeys', 'passkeys.staff_id', 'staff.id')
      .select(['staff.id', 'staff.staff_name', 'staff.email', 'staff.designation'])
      .select((eb) => eb.fn.count<number | string>('passkeys.id').as('passkeys'))
      .where((eb) => eb(eb.fn('upper', ['staff.department']), '=', department.toUpperCase()))
      .where('staff.status', '=', 'approved')
      .where('staff.designation', 'in', [...designations])
      .groupBy(['staff.id', 'staff.staff_name', 'staff.email', 'staff.designation'])
      .orderBy('staff.staff_name')
      .execute();
  }

  /** Removes every passkey, restarts the grace period and ends every session, in `db`'s transaction. */
  async reset(db: Kysely<DB>, staffId: number, now: Date): Promise<number> {
    const removed = await db
      .deleteFrom('passkeys')
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    await db
      .updateTable('staff')
      .set({ passkeys_reset_at: now.toISOString() })
      .where('id', '=', staffId)
      .execute();
    await db.deleteFrom('sessions').where('staff_id', '=', staffId).execute();
    return Number(removed.numDeletedRows);
  }
}
