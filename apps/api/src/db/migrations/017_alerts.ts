import type { Kysely } from 'kysely';
import { withId } from './dialect';

/**
 * Alerts to parents (issue 51).
 * - alert_settings: per department, each kind on or off, the daily time, the cap, quiet hours
 *   (no row: every kind off).
 * - alert_outbox: every alert, written in the transaction that causes it (a submission) or by
 *   the daily job, once per alert_key (student, kind, day or crossing, recipient); the sender
 *   claims due rows (claimed_until), and marks them sent, failed, waiting or cancelled.
 * - alert_counts: messages a department has been sent per campus day (the cap), reserved
 *   before each send.
 * - alert_stops: phone numbers (E.164) whose owner stopped alerts.
 * - alert_runs: the daily job per department and campus day, claimed by one server.
 * - alert_levels: the shortage lines each student-subject is below now (a row per line), so a
 *   crossing is told once and a recovery re-arms it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_settings')
    .addColumn('department', 'text', (c) => c.primaryKey())
    .addColumn('absence', 'integer', (c) => c.notNull())
    .addColumn('absence_mode', 'text', (c) => c.notNull())
    .addColumn('daily_time', 'text', (c) => c.notNull())
    .addColumn('shortage', 'integer', (c) => c.notNull())
    .addColumn('consecutive', 'integer', (c) => c.notNull())
    .addColumn('consecutive_days', 'integer', (c) => c.notNull())
    .addColumn('daily_cap', 'integer', (c) => c.notNull())
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('alert_outbox'))
    .addColumn('alert_key', 'text', (c) => c.notNull().unique())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('period', 'integer')
    .addColumn('facts', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failed_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('phone', 'text')
    .addColumn('message_text', 'text')
    .addColumn('gateway_answer', 'text')
    .execute();
  await db.schema
    .createIndex('alert_outbox_due')
    .on('alert_outbox')
    .columns(['state', 'next_at'])
    .execute();
  await db.schema
    .createIndex('alert_outbox_department')
    .on('alert_outbox')
    .columns(['department', 'created_at'])
    .execute();
  await db.schema
    .createIndex('alert_outbox_slot')
    .on('alert_outbox')
    .columns(['subject_id', 'day', 'period'])
    .execute();
  await db.schema
    .createTable('alert_counts')
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_counts_key', ['department', 'day'])
    .execute();
  await db.schema
    .createTable('alert_stops')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('stopped_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_runs')
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('made', 'integer')
    .addPrimaryKeyConstraint('alert_runs_key', ['department', 'day'])
    .execute();
  await db.schema
    .createTable('alert_levels')
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_levels_key', [
      'student_id',
      'subject_id',
      'year',
      'semester',
      'line',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'alert_levels',
    'alert_runs',
    'alert_stops',
    'alert_counts',
    'alert_outbox',
    'alert_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
