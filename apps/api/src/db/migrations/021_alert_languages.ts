import type { Kysely } from 'kysely';

/**
 * Alerts in each recipient's language (issue 53): the language an alert was written in and the
 * SMS parts it takes (a Unicode SMS in Hindi or Tamil takes more, and each part is billed), set
 * with its text; null on rows not yet composed and on those composed before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_outbox').addColumn('language', 'text').execute();
  await db.schema.alterTable('alert_outbox').addColumn('parts', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_outbox').dropColumn('parts').execute();
  await db.schema.alterTable('alert_outbox').dropColumn('language').execute();
}
