import type { Kysely } from 'kysely';

/**
 * The oversight views read a student's records by date (the latest day not absent, the days
 * after it; a student's semester for the shortage list). The slot key leads with the date, so
 * without this index each of those reads scans the department's whole history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attendance_student_date')
    .on('attendance')
    .columns(['student_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attendance_student_date').execute();
}
