import { sql, type Kysely } from 'kysely';
import type { Designation, StaffStatus } from '@attendance/domain';
import type { DB } from '../../db/types';

/** The SQL of staff approval: who waits, and the one-way moves between statuses. */
export class StaffApprovalRepo {
  constructor(private readonly db: Kysely<DB>) {}

  listPending(department: string, designations: readonly Designation[]) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'email', 'phone', 'department', 'designation', 'created_at'])
      .where((eb) => eb(eb.fn('upper', ['department']), '=', department.toUpperCase()))
      .where('status', '=', 'pending')
      .where('designation', 'in', [...designations])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findById(id: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'email', 'department', 'designation', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByEmail(email: string) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'email', 'department', 'designation', 'status'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  listAll(pendingOnly: boolean) {
    let query = this.db
      .selectFrom('staff')
      .select(['id', 'staff_name', 'email', 'department', 'designation', 'status', 'created_at'])
      .orderBy('department')
      .orderBy('created_at')
      .orderBy('id');
    if (pendingOnly) query = query.where('status', '=', 'pending');
    return query.execute();
  }

  /** Approves when the account is still in one of `from`; false when someone decided first. */
  async approve(
    db: Kysely<DB>,
    id: number,
    from: readonly StaffStatus[],
    approvedBy: number | null,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('staff')
      .set({ status: 'approved', approved_by: approvedBy, approved_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Rejects a pending registration. Its email and ID card digest get a 'rejected-ID:' prefix, so
   * both are free for a new registration while the row keeps who registered (decisions.md).
   */
  async reject(db: Kysely<DB>, id: number): Promise<boolean> {
    const prefix = `rejected-${id}:`;
    const result = await db
      .updateTable('staff')
      .set({
        status: 'rejected',
        email: sql<string>`${prefix} || email`,
        id_card_digest: sql<string>`${prefix} || id_card_digest`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Disables the account and ends every session it has, in the caller's transaction. */
  async disable(db: Kysely<DB>, id: number): Promise<boolean> {
    const result = await db
      .updateTable('staff')
      .set({ status: 'disabled' })
      .where('id', '=', id)
      .where('status', '!=', 'disabled')
      .executeTakeFirst();
    await db.deleteFrom('sessions').where('staff_id', '=', id).execute();
    return Number(result.numUpdatedRows) === 1;
  }
}
