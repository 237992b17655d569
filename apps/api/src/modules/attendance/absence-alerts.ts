import type { Kysely } from 'kysely';
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

export async function writeSubmissionAlerts(
  trx: Kysely<DB>,
  w: {
    subjectId: number;
    date: string;
    period: number;
    createdAt: string;
    absent: SubmittedAbsence[];
  },
): Promise<void> {
  if (w.absent.length === 0) return;
  const departments = [...new Set(w.absent.map((a) => a.department))];
  const on = await trx
    .selectFrom('alert_settings')
    .select('department')
    .where('department', 'in', departments)
    .where('absence', '=', 1)
    .where('absence_mode', '=', 'immediate')
    .execute();
  if (on.length === 0) return;
  const immediate = new Set(on.map((r) => r.department));
  const rows = w.absent
    .filter((a) => immediate.has(a.department))
    .map((a) => ({
      alert_key: absenceKey(a.studentId, w.date, w),
      department: a.department,
      student_id: a.studentId,
      kind: 'absence',
      recipient: 'parent',
      day: w.date,
      subject_id: w.subjectId,
      period: w.period,
      state: 'waiting',
      reason: 'to send',
      created_at: w.createdAt,
      updated_at: w.createdAt,
      next_at: w.createdAt,
    }));
  await trx
    .insertInto('alert_outbox')
    .values(rows)
    .onConflict((oc) => oc.column('alert_key').doNothing())
    .execute();
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
