import pg from 'pg';
import { SEMESTER_START } from './campus';
import { subtractTotals } from './totals';

/**
 * The tables of a generated campus (bench/generate.ts, rows.ts) and the migrator's own: kept.
 * attendance, attendance_totals and audit_log lose what a run added below; the others are only
 * read by the bench's runs.
 */
const KEPT = new Set([
  'staff',
  'students',
  'subjects',
  'allocations',
  'assignments',
  'attendance',
  'attendance_totals',
  'audit_log',
  'bench_meta',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * Every other table of the schema, which the generator leaves empty and a run fills: emptied.
 * Dependants first (a replica does not check foreign keys, so the order only keeps it readable).
 */
const EMPTIED = [
  // Sign-ins, CAPTCHAs and idempotency keys of every part (bench/reads.ts, server.ts, submit.ts).
  'sessions',
  'used_captchas',
  'login_failures',
  'idempotency_keys',
  // Staff passkeys enrolled by the passkey row (bench/passkey.ts), and the server's ceremonies.
  'passkeys',
  'passkey_challenges',
  'passkey_policies',
  'api_tokens',
  'import_mappings',
  // The campus is generated with no week: the run's timetables, calendars and substitutions
  // go too, or the next part's submissions meet another subject's period (409) in them.
  'attendance_slot_kinds',
  'timetable_cells',
  'timetable_versions',
  'timetable_abbreviations',
  'week_days',
  'week_terms',
  // The student and parent side the results-day rows open (bench/family.ts).
  'family_session_children',
  'family_sessions',
  'family_switches',
  'family_codes',
  'family_passkeys',
  'family_languages',
  'counting_policies',
  // Alerts (bench/alerts.ts): a second run's daily job would find today's runs done, its
  // levels crossed and its per-phone counts spent.
  'alert_outbox',
  'alert_counts',
  'alert_stops',
  'alert_runs',
  'alert_levels',
  'alert_settings',
  // Leave and On-Duty requests (bench/requests.ts) and their correction layer.
  'attendance_corrections',
  'leave_certificates',
  'leave_requests',
];

/**
 * PostgreSQL's one database per scale back to the generated campus, before and after each use:
 * the run's records leave the totals and the table, the audit rows it added go, and every table
 * the generator leaves empty is emptied. A table of a new migration that is in neither list stops
 * the reset, so that no run's rows can be left for the next one unseen.
 */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const unknown = rows.map((r) => r.name).filter((n) => !KEPT.has(n) && !EMPTIED.includes(n));
    if (unknown.length > 0)
      throw new Error(
        `resetPostgres: say in bench/postgres-reset.ts whether to keep or empty ${unknown.join(', ')}`,
      );
    // Corrections still live (a run that ended before withdrawing its approvals) are withdrawn
    // with the triggers on, so the totals count submitted statuses again, as the generator's do
    // and as subtractTotals takes records out.
    await client.query(
      `update attendance_corrections set withdrawn_at = $1 where withdrawn_at is null`,
      [new Date().toISOString()],
    );
    await client.query('set session_replication_role = replica');
    // The run's records (and today's copy, bench/today.ts) leave the totals first: as a replica, the delete fires no trigger.
    const added = `date < '${SEMESTER_START}' or date > (select value from bench_meta where key = 'last_date')`;
    for (const sql of subtractTotals(added)) await client.query(sql);
    const { rowCount } = await client.query(`delete from attendance where ${added}`);
    await client.query(
      `delete from audit_log where id > (select value::int from bench_meta where key = 'audit')`,
    );
    for (const table of EMPTIED) await client.query(`delete from ${table}`);
    if (rowCount) await client.query('vacuum analyze attendance');
  } finally {
    await client.end();
  }
}
