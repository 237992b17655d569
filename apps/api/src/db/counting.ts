import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * "The record still counts" (not voided) for reads of one day, written so that the partial
 * slot index (`date, period, student_id where voided_at is null`) cannot serve them. PostgreSQL
 * has no statistics for a day it has not analysed yet, which is today until autovacuum gets
 * round to the table: it then expects one record on the day and reads the whole day of the
 * campus through that index (40,000 records at scale 1) instead of one subject's, student's or
 * department's records through theirs (docs/performance.md). `voided_at` is a timestamp or null,
 * never '', so the meaning is that of `voided_at is null`.
 */
export function stillCounts(voidedAt: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(${sql.ref(voidedAt)}, '') = ''`;
}
