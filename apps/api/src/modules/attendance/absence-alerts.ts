import { CompiledQuery, type Kysely } from 'kysely';
import { preparedText, runNow } from '../../db/compiled';
import type { SqliteConnection } from '../../db/sqlite-turns';
import type { DB } from '../../db/types';

/**
 * The alerts a submission makes, in its own transaction (issue 51): in a department whose
 * absence alerts are immediate, one row per student marked absent, keyed by the student and the
 * slot, so the same submission sent again, or a second server, never makes a second one. A
 * period marked on a later day (backfill) is written too and cancelled by the sender (not news
 * to text a parent): the submission's cost is the same whatever its date. The PostgreSQL single statement writes the same rows in its own CTE (submission-statement.ts,
 * IMMEDIATE_ABSENCE_SQL below), with the same key.
 */
export interface SubmittedAbsence {
  studentId: number;
  department: string;
}

export function absenceKey(
  studentId: number,
  day: string,
  slot?: { subjectId: number; period: number },
) {
  return slot
    ? `absence:${studentId}:${day}:${slot.subjectId}:${slot.period}`
    : `absence:${studentId}:${day}`;
}

/** What a submission's immediate absence alerts are made of (MarkingService). */
export interface SubmissionAlerts {
  subjectId: number;
  date: string;
  period: number;
  createdAt: string;
  absent: SubmittedAbsence[];
  /** The departments whose absence alerts are immediate (MarkingRepo.lockedAssignment). */
  immediate: ReadonlySet<string>;
}

export async function writeSubmissionAlerts(
  trx: Kysely<DB>,
  w: SubmissionAlerts,
  kind: 'sqlite' | 'postgres',
): Promise<void> {
  const insert = alertsInsert(w, kind);
  if (insert) await trx.executeQuery(CompiledQuery.raw(insert.text, insert.values));
}

/** The same at once on SQLite's connection, inside the submission's transaction. */
export function writeSubmissionAlertsNow(sqlite: SqliteConnection, w: SubmissionAlerts): void {
  const insert = alertsInsert(w, 'sqlite');
  if (insert) runNow(preparedText(sqlite, insert.text), insert.values);
}

/** The outbox rows' INSERT, or null when no absent student's department alerts at once. */
function alertsInsert(w: SubmissionAlerts, kind: 'sqlite' | 'postgres') {
  if (w.absent.length === 0 || w.immediate.size === 0) return null;
  const absent = w.absent.filter((a) => w.immediate.has(a.department));
  if (absent.length === 0) return null;
  // A text per engine and row count, not a Kysely tree of 13 values a row built every time.
  const values = absent.flatMap((a) => [
    absenceKey(a.studentId, w.date, w),
    a.department,
    a.studentId,
    w.date,
    w.subjectId,
    w.period,
    w.createdAt,
    w.createdAt,
    w.createdAt,
  ]);
  return { text: outboxInsert(kind, absent.length), values };
}

const outboxTexts = new Map<string, string>();

function outboxInsert(kind: 'sqlite' | 'postgres', count: number): string {
  const key = `${kind}:${count}`;
  let text = outboxTexts.get(key);
  if (!text) {
    let n = 0;
    const mark = () => (kind === 'postgres' ? `$${(n += 1)}` : '?');
    const row = () =>
      `(${mark()}, ${mark()}, ${mark()}, 'absence', 'parent', ${mark()}, ${mark()}, ${mark()}, 'waiting', 'to send', ${mark()}, ${mark()}, ${mark()})`;
    const rows = Array.from({ length: count }, row).join(', ');
    text = `insert into alert_outbox (alert_key, department, student_id, kind, recipient, day, subject_id, period, state, reason, created_at, updated_at, next_at) values ${rows} on conflict (alert_key) do nothing`;
    outboxTexts.set(key, text);
  }
  return text;
}

/**
 * The same rows as one CTE of the PostgreSQL submission statement: `allowed`, `marked` and
 * `class_list` are that statement's; $1 subject, $4 date, $5 period, $6 created_at.
 */
export const IMMEDIATE_ABSENCE_SQL = `
absence_alerts as (
  insert into alert_outbox (alert_key, department, student_id, kind, recipient, day, subject_id,
    period, state, reason, created_at, updated_at, next_at)
  select 'absence:' || c.id || ':' || $4::text || ':' || $1::integer || ':' || $5::integer,
    c.department, c.id, 'absence', 'parent', $4::text, $1::integer, $5::integer, 'waiting',
    'to send', $6::text, $6::text, $6::text
  from allowed a cross join marked m join class_list c on c.register_number = m.register_number
    join alert_settings s on s.department = c.department
  where m.status = 'A' and s.absence = 1
    and s.absence_mode = 'immediate'
  on conflict (alert_key) do nothing
  returning 1
)`;

/** A voided period's immediate alerts not sent yet are not sent (in the void's transaction). */
export async function cancelVoidedAlerts(
  trx: Kysely<DB>,
  slot: { subjectId: number; date: string; period: number },
  at: string,
): Promise<void> {
  await trx
    .updateTable('alert_outbox')
    .set({ state: 'cancelled', reason: 'the period was voided before the send', updated_at: at })
    .where('subject_id', '=', slot.subjectId)
    .where('day', '=', slot.date)
    .where('period', '=', slot.period)
    .where('state', '=', 'waiting')
    .execute();
}
