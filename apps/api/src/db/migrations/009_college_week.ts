import type { Kysely } from 'kysely';
import { withId } from './dialect';

/**
 * The college's week (issue 20): department terms and dated days (holidays, working days),
 * class timetables kept as dated versions (history), and how a marked period stood against the
 * timetable. Attendance records stay as they are (immutable, migrations 003/006): a
 * substitution or an extra class is a row beside them, keyed by the slot.
 * Campus-wide terms and days live in the campus config file, not here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('week_terms'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('week_terms_class', ['department', 'batch', 'year', 'semester'])
    .execute();
  await withId(db, db.schema.createTable('week_days'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('week_days_date', ['department', 'date', 'kind'])
    .execute();
  await withId(db, db.schema.createTable('timetable_versions'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('timetable_versions_class_from', [
      'department',
      'batch',
      'year',
      'semester',
      'effective_from',
    ])
    .execute();
  // No foreign key to subjects: a deleted subject's cell is simply no longer planned.
  await db.schema
    .createTable('timetable_cells')
    .addColumn('version_id', 'integer', (c) =>
      c.notNull().references('timetable_versions.id').onDelete('cascade'),
    )
    .addColumn('weekday', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('timetable_cells_key', [
      'version_id',
      'weekday',
      'period',
      'subject_id',
    ])
    .execute();
  await db.schema
    .createIndex('timetable_cells_subject')
    .on('timetable_cells')
    .columns(['subject_id'])
    .execute();
  await db.schema
    .createTable('attendance_slot_kinds')
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The timetable's subjects of the period, comma-joined (empty for an extra class). */
    .addColumn('timetabled_subjects', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_slot_kinds_key', ['subject_id', 'date', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'attendance_slot_kinds',
    'timetable_cells',
    'timetable_versions',
    'week_days',
    'week_terms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
