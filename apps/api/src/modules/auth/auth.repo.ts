import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface NewStaff {
  staffName: string;
  department: string;
  designation: string;
  email: string;
  phone: string;
  idCardDigest: string;
  /** 'pending' until the department approves, or 'approved' when REGISTRATION_APPROVAL is off. */
  status: 'pending' | 'approved';
}

export class AuthRepo {
  constructor(private readonly db: Kysely<DB>) {}

  findByEmail(email: string) {
    return this.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async emailOrIdCardTaken(email: string, idCardDigest: string) {
    const rows = await this.db
      .selectFrom('staff')
      .select(['email', 'id_card_digest'])
      .where((eb) => eb.or([eb('email', '=', email), eb('id_card_digest', '=', idCardDigest)]))
      .execute();
    return {
      email: rows.some((row) => row.email === email),
      idCard: rows.some((row) => row.id_card_digest === idCardDigest),
    };
  }

  /** Inserts the staff and gives them a staff code derived from their id ('STF0007'). */
  async insertStaff(db: Kysely<DB>, staff: NewStaff, now: Date): Promise<number> {
    const pendingCode = `pending-${staff.idCardDigest}`;
    const inserted = await db
      .insertInto('staff')
      .values({
        staff_name: staff.staffName,
        staff_code: pendingCode,
        department: staff.department,
        designation: staff.designation,
        email: staff.email,
        phone: staff.phone,
        id_card_digest: staff.idCardDigest,
        status: staff.status,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('staff')
      .set({ staff_code: `STF${String(inserted.id).padStart(4, '0')}` })
      .where('id', '=', inserted.id)
      .execute();
    return inserted.id;
  }

  findById(id: number) {
    return this.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listByDepartment(department: string) {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where((eb) => eb(eb.fn('upper', ['department']), '=', department.toUpperCase()))
      .where('status', '=', 'approved')
      .orderBy('staff_name')
      .execute();
  }

  async countRecentFailures(email: string, since: Date) {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
      .where('email', '=', email)
      .where('failed_at', '>', since.toISOString())
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest as string | null };
  }

  async recordFailure(email: string, now: Date, prunedBefore: Date): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values({ email, failed_at: now.toISOString() })
      .execute();
    await this.db
      .deleteFrom('login_failures')
      .where('failed_at', '<', prunedBefore.toISOString())
      .execute();
  }

  async clearFailures(email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('email', '=', email).execute();
  }

  /** Marks a CAPTCHA as used; false when it was used before. */
  async consumeCaptcha(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.deleteFrom('used_captchas').where('expires_at', '<', now.toISOString()).execute();
    const result = await this.db
      .insertInto('used_captchas')
      .values({ nonce, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column('nonce').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
