import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('staff_code', 'text', (c) => c.notNull().unique())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('id_card_digest', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_department').on('staff').columns(['department']).execute();

  await withId(db, db.schema.createTable('students'))
    .addColumn('register_number', 'text', (c) => c.notNull().unique())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('student_number', 'text', (c) => c.notNull())
    .addColumn('parent_number', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('inactive_reason', 'text')
    .addColumn('inactivated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('students_department_batch')
    .on('students')
    .columns(['department', 'batch'])
    .execute();

  await withId(db, db.schema.createTable('subjects'))
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('subject_name', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('owner_department', 'text', (c) => c.notNull())
    .addColumn('is_common', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_elective', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subjects_code_batch_unique', ['subject_code', 'batch', 'department'])
    .execute();
  await db.schema
    .createIndex('subjects_owner_batch')
    .on('subjects')
    .columns(['owner_department', 'batch'])
    .execute();

  await withId(db, db.schema.createTable('allocations'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('allocated_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('allocated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('allocations_student_subject_unique', ['student_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('allocations_subject')
    .on('allocations')
    .columns(['subject_id'])
    .execute();

  await withId(db, db.schema.createTable('assignments'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().unique().references('subjects.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('assigned_by_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('assigned_date', 'text', (c) => c.notNull())
    .addColumn('status_updated_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assignments_staff')
    .on('assignments')
    .columns(['staff_id'])
    .execute();

  await withId(db, db.schema.createTable('attendance'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('register_number', 'text', (c) => c.notNull())
    .addColumn('faculty_code', 'text', (c) => c.notNull())
    .addColumn('subject_code', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attendance_student_date_period_unique', ['student_id', 'date', 'period'])
    .execute();
  await db.schema
    .createIndex('attendance_subject_date')
    .on('attendance')
    .columns(['subject_id', 'date', 'period'])
    .execute();
  await db.schema
    .createIndex('attendance_department_date')
    .on('attendance')
    .columns(['department', 'date'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_staff').on('sessions').columns(['staff_id']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['staff_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email_time')
    .on('login_failures')
    .columns(['email', 'failed_at'])
    .execute();

  await db.schema
    .createTable('used_captchas')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await makeAttendanceImmutable(db);
}

/** Recorded attendance can be neither changed nor removed, whoever connects to the database. */
async function makeAttendanceImmutable(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function attendance_is_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'attendance records cannot be changed or deleted' using errcode = 'P0001';
      end $$`.execute(db);
    await sql`
      create trigger attendance_no_update_or_delete before update or delete on attendance
      for each row execute function attendance_is_immutable()`.execute(db);
    await sql`
      create trigger attendance_no_truncate before truncate on attendance
      for each statement execute function attendance_is_immutable()`.execute(db);
    return;
  }
  await sql`
    create trigger attendance_no_update before update on attendance
    begin select raise(abort, 'attendance records cannot be changed or deleted'); end`.execute(db);
  await sql`
    create trigger attendance_no_delete before delete on attendance
    begin select raise(abort, 'attendance records cannot be changed or deleted'); end`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The initial schema cannot be rolled back: it holds attendance.');
}
