import type { Kysely } from 'kysely';

/**
 * Room for corrections that keep history: a submitted period can be voided by its HOD. The
 * records stay; these columns say when, by whom and why. Null `voided_at` = a record that counts.
 * The immutability triggers and the slot key learn about voiding in a later migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attendance').addColumn('voided_at', 'text').execute();
  await db.schema.alterTable('attendance').addColumn('voided_by', 'integer').execute();
  await db.schema.alterTable('attendance').addColumn('void_reason', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Attendance columns cannot be rolled back: they hold history.');
}
