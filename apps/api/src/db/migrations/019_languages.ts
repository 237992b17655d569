import type { Kysely } from 'kysely';

/**
 * Each person's language (issue 53): staff.language for staff (null: the campus default), and
 * family_languages for a student or parent, who is known by the kind of sign-in and the phone
 * the codes go to (one parent of two children chooses once). Codes 'en' | 'hi' | 'ta', as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('language', 'text').execute();
  await db.schema
    .createTable('family_languages')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('family_languages_key', ['kind', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('family_languages').execute();
  await db.schema.alterTable('staff').dropColumn('language').execute();
}
