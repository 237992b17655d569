import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { randomToken } from '../../lib/crypto';

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

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts the staff and gives them a staff code derived from their id ('STF0007'). */
  async insertStaff(db: Kysely<DB>, staff: NewStaff, now: Date): Promise<number> {
    // Unique until the id is known; ID card digests may repeat, so not derived from one.
    const pendingCode = `pending-${randomToken(12)}`;
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

  listByDepartment(department: string) {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where((eb) => eb(eb.fn('upper', ['department']), '=', department.toUpperCase()))
      .where('status', '=', 'approved')
      .orderBy('staff_name')
      .execute();
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
