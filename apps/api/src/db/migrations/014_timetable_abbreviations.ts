import type { Kysely } from 'kysely';
import { withId } from './dialect';

/**
 * The abbreviations a HOD confirmed in a timetable grid import (issue 58), per department, so
 * the next grid that writes "CNS" or "DBMS LAB" reads itself. `abbreviation` is the text as the
 * import compares it (capitals and digits only), `subject_code` the code it means: a code, not a
 * subject id, so next year's batch of the same subject matches too. Text and integer only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('timetable_abbreviations'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('timetable_abbreviations_key', ['department', 'abbreviation'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timetable_abbreviations').execute();
}
