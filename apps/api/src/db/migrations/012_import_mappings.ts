import type { Kysely } from 'kysely';
import { withId } from './dialect';

/**
 * The column mapping an Admin last imported with, per department, kind of import and header set
 * (issue 22), so the next file from the same office maps itself. `header_set` is the SHA-256 of
 * the file's normalised headers; `fields` a JSON array (one field or null per column). Text and
 * integer only: both engines store and compare them the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('import_mappings'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('header_set', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('import_mappings_key', ['department', 'kind', 'header_set'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
}
