import type { Kysely } from 'kysely';

/**
 * Staff approval: a registration starts 'pending' and signs in only once 'approved' (later
 * 'rejected' or 'disabled'). Staff who were already there keep working: the column's default
 * marks every existing row approved. Who approved, and when, sit beside it (null for rows that
 * predate approval, and for the command line's bootstrap approvals).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('staff').addColumn('approved_by', 'integer').execute();
  await db.schema.alterTable('staff').addColumn('approved_at', 'text').execute();
  await db.schema
    .createIndex('staff_department_status')
    .on('staff')
    .columns(['department', 'status'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Staff approval cannot be rolled back: pending accounts would sign in.');
}
