import type { Kysely } from 'kysely';
import { withId } from './dialect';

/**
 * The student and parent side (issue 50). family_switches: per department, whether students and
 * parents may sign in (no row: off). family_codes: one-time sign-in codes, stored only as a
 * digest, each for a login (register number or parent phone) and the phone it went to, spent
 * once (used_at) and dead after five wrong tries. family_sessions: the third kind of session
 * beside staff sessions and API tokens, with the children it may see in family_session_children.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_switches')
    .addColumn('department', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('family_codes'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('family_codes_login')
    .on('family_codes')
    .columns(['kind', 'login', 'created_at'])
    .execute();
  await db.schema
    .createIndex('family_codes_phone')
    .on('family_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('family_codes_created')
    .on('family_codes')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('family_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('family_sessions_phone')
    .on('family_sessions')
    .column('phone')
    .execute();
  await db.schema
    .createTable('family_session_children')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('family_session_children_key', ['session_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('family_session_children_student')
    .on('family_session_children')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('family_session_children').execute();
  await db.schema.dropTable('family_sessions').execute();
  await db.schema.dropTable('family_codes').execute();
  await db.schema.dropTable('family_switches').execute();
}
