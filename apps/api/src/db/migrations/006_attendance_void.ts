import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Voiding, in the database itself: a record may change exactly once, from counting to void
 * (voided_at, voided_by and void_reason go from null to set together, nothing else changes), and
 * never again; it is still never deleted. The slot key (date, period, student) now holds only
 * among records that count, so a voided period can be marked again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table attendance drop constraint attendance_date_period_student_unique`.execute(
      db,
    );
    await createSlotKey(db);
    await sql`
      create or replace function attendance_is_immutable() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if old.voided_at is null and new.voided_at is not null and new.voided_by is not null
             and new.void_reason is not null
             and (new.id, new.student_id, new.subject_id, new.staff_id, new.register_number,
                  new.faculty_code, new.subject_code, new.batch, new.department, new.year,
                  new.semester, new.date, new.period, new.status, new.created_at)
                 is not distinct from
                 (old.id, old.student_id, old.subject_id, old.staff_id, old.register_number,
                  old.faculty_code, old.subject_code, old.batch, old.department, old.year,
                  old.semester, old.date, old.period, old.status, old.created_at) then
            return new;
          end if;
        end if;
        raise exception 'attendance records cannot be changed or deleted' using errcode = 'P0001';
      end $$`.execute(db);
    return;
  }
  await rebuildSqliteAttendance(db);
}

async function createSlotKey(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index attendance_slot_student_unique
    on attendance (date, period, student_id) where voided_at is null`.execute(db);
}

const KEPT = [
  'id',
  'student_id',
  'subject_id',
  'staff_id',
  'register_number',
  'faculty_code',
  'subject_code',
  'batch',
  'department',
  'year',
  'semester',
  'date',
  'period',
  'status',
  'created_at',
];
const COLUMNS = [...KEPT, 'voided_at', 'voided_by', 'void_reason'];

/**
 * SQLite cannot drop the table's unique constraint, so the table is rebuilt once more (as in
 * 002: foreign keys off, one transaction, a foreign key check before commit), keeping its other
 * indexes; the triggers are written anew.
 */
async function rebuildSqliteAttendance(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master
     where tbl_name = 'attendance' and type = 'index' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withId(trx, trx.schema.createTable('attendance_new'))
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
        .addColumn('voided_at', 'text')
        .addColumn('voided_by', 'integer')
        .addColumn('void_reason', 'text')
        .execute();
      const columns = sql.raw(COLUMNS.join(', '));
      await sql`insert into attendance_new (${columns}) select ${columns} from attendance`.execute(
        trx,
      );
      await sql`drop table attendance`.execute(trx);
      await sql`alter table attendance_new rename to attendance`.execute(trx);
      for (const row of rows) await sql.raw(row.sql).execute(trx);
      await createSlotKey(trx);
      const unchanged = KEPT.map((c) => `new.${c} is old.${c}`).join(' and ');
      await sql
        .raw(
          `
        create trigger attendance_only_void before update on attendance
        when not (old.voided_at is null and new.voided_at is not null
                  and new.voided_by is not null and new.void_reason is not null and ${unchanged})
        begin select raise(abort, 'attendance records cannot be changed or deleted'); end`,
        )
        .execute(trx);
      await sql`
        create trigger attendance_no_delete before delete on attendance
        begin select raise(abort, 'attendance records cannot be changed or deleted'); end`.execute(
        trx,
      );
      const broken = await sql`pragma foreign_key_check(attendance)`.execute(trx);
      if (broken.rows.length > 0) throw new Error('attendance rows point at missing records');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Voiding cannot be rolled back: voided records would count again.');
}
