import { sql } from 'kysely';

/** A record's effective status: its live correction's (migration 018), else the submitted one. */
export const EFFECTIVE = sql`coalesce((select c.status from attendance_corrections c
  where c.attendance_id = attendance.id and c.withdrawn_at is null), attendance.status)`;
