import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * "The record still counts" (not voided) for reads of one day, written so that the partial
 * slot index (`date, period, student_id where voided_at is null`) cannot serve them: the clause
 * does not imply the index's predicate. PostgreSQL has no statistics for a day it has not
 * analysed yet, which is today until autovacuum gets round to the table: it then expects one
 * record on the day and reads the whole day of the campus through that index (40,000 records at
 * scale 1) instead of one subject's, student's or department's records through theirs
 * (docs/performance.md). `voided_at` is a timestamp or null, never '', so the meaning is that of
 * `voided_at is null`. Two plain comparisons rather than `coalesce(voided_at, '') = ''`: of a
 * function PostgreSQL expects 0.5 % of the rows to pass, and a department's day of 5,760
 * records, planned as 31, was joined to its students by 5,760 index probes instead of one hash
 * (the cumulative day 15 to 11 ms).
 */
export function stillCounts(voidedAt: string): RawBuilder<SqlBool> {
  const column = sql.ref(voidedAt);
  return sql<SqlBool>`(${column} is null or ${column} = '')`;
}

/**
 * A record's effective status: its live correction's (an approved request, migration 018), else
 * the submitted one. Every count that judges attendance reads this, so that the kept totals (whose
 * triggers in migration 018 say the same) and the counts from the records agree. `table` is the
 * name the attendance table has in the read (`attendance`, or an alias).
 */
export function effectiveStatus(table = 'attendance'): RawBuilder<string> {
  return sql<string>`coalesce((select c.status from attendance_corrections c
  where c.attendance_id = ${sql.ref(`${table}.id`)} and c.withdrawn_at is null), ${sql.ref(`${table}.status`)})`;
}

export const EFFECTIVE_STATUS = effectiveStatus();
