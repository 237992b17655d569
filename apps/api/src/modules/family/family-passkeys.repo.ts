import type { Kysely, Selectable } from 'kysely';
import type { DB, FamilyPasskeysTable } from '../../db/types';

/** A student's or parent's passkey: owned by kind and login, as their code sign-in is. */
export interface FamilyPasskey {
  id: string;
  kind: string;
  login: string;
  phone: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface FamilyOwner {
  kind: string;
  login: string;
}

function toPasskey(row: Selectable<FamilyPasskeysTable>): FamilyPasskey {
  return {
    id: row.id,
    kind: row.kind,
    login: row.login,
    phone: row.phone,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** All SQL of students' and parents' passkeys (migration 016). */
export class FamilyPasskeysRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async list(owner: FamilyOwner): Promise<FamilyPasskey[]> {
    const rows = await this.db
      .selectFrom('family_passkeys')
      .selectAll()
      .where('kind', '=', owner.kind)
      .where('login', '=', owner.login)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toPasskey);
  }

  async find(id: string): Promise<FamilyPasskey | undefined> {
    const row = await this.db
      .selectFrom('family_passkeys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toPasskey(row) : undefined;
  }

  /** Whether any passkey, staff or family, already has this credential id. */
  async taken(id: string): Promise<boolean> {
    const [family, staff] = await Promise.all([
      this.db.selectFrom('family_passkeys').select('id').where('id', '=', id).executeTakeFirst(),
      this.db.selectFrom('passkeys').select('id').where('id', '=', id).executeTakeFirst(),
    ]);
    return family !== undefined || staff !== undefined;
  }

  async insert(passkey: FamilyPasskey): Promise<void> {
    await this.db
      .insertInto('family_passkeys')
      .values({
        id: passkey.id,
        kind: passkey.kind,
        login: passkey.login,
        phone: passkey.phone,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        name: passkey.name,
        created_at: passkey.createdAt,
        last_used_at: null,
      })
      .execute();
  }

  async remove(owner: FamilyOwner, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('family_passkeys')
      .where('id', '=', id)
      .where('kind', '=', owner.kind)
      .where('login', '=', owner.login)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Records a use; false when another sign-in moved the counter first (a cloned key racing). */
  async recordUse(passkey: FamilyPasskey, counter: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('family_passkeys')
      .set({ counter, last_used_at: now.toISOString() })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
