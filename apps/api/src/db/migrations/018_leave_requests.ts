import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Leave and On-Duty requests (issue 52). leave_requests: one student's request (a bulk On Duty
 * is one row per student sharing a group), its state and who decided. leave_certificates: the
 * certificate's bytes under a random name with their SHA-256, in the database so that every
 * backup (SQLite's copy, pg_dump) holds them. attendance_corrections: the correction layer an
 * approval adds over records already submitted: the record stays as it was, its effective
 * status is the correction's while the correction is not withdrawn.
 *
 * The kept totals (migrations 008, 016) count effective statuses from now on: a correction moves
 * its record's counts, a withdrawal moves them back, a void takes out what the record counted
 * as. Their triggers are replaced (016's bodies, the void one reading the effective status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('leave_requests'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('periods', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('applicant_kind', 'text', (c) => c.notNull())
    .addColumn('applicant_staff_id', 'integer')
    .addColumn('applicant_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('withdrawn_by', 'integer')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdraw_reason', 'text')
    .execute();
  await db.schema
    .createIndex('leave_requests_student')
    .on('leave_requests')
    .columns(['student_id', 'state', 'from_date'])
    .execute();
  await db.schema
    .createIndex('leave_requests_department')
    .on('leave_requests')
    .columns(['department', 'state', 'from_date'])
    .execute();

  await db.schema
    .createTable('leave_certificates')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('leave_requests.id'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('attendance_corrections'))
    .addColumn('attendance_id', 'integer', (c) => c.notNull().references('attendance.id'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('leave_requests.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_by', 'integer')
    .execute();
  await sql`create unique index attendance_corrections_live
    on attendance_corrections (attendance_id) where withdrawn_at is null`.execute(db);
  await db.schema
    .createIndex('attendance_corrections_request')
    .on('attendance_corrections')
    .column('request_id')
    .execute();

  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The status a record counts as: its live correction's, else the submitted one. */
const EFFECTIVE = (alias: string) =>
  `coalesce((select c.status from attendance_corrections c
     where c.attendance_id = ${alias}.id and c.withdrawn_at is null), ${alias}.status)`;

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // Same name as migrations 008 and 016's, so their trigger now runs this body.
  await sql
    .raw(
      `
    create or replace function attendance_totals_void() returns trigger language plpgsql as $$
    begin
      update attendance_totals t
         set sessions = t.sessions - v.sessions,
             present = t.present - v.present,
             on_duty = t.on_duty - v.on_duty,
             medical_leave = t.medical_leave - v.medical_leave,
             on_leave = t.on_leave - v.on_leave
        from (select e.student_id, e.subject_id, e.year, e.semester, count(*) as sessions,
                     count(*) filter (where e.status = 'P') as present,
                     count(*) filter (where e.status = 'OD') as on_duty,
                     count(*) filter (where e.status = 'ML') as medical_leave,
                     count(*) filter (where e.status = 'LEAVE') as on_leave
                from (select b.student_id, b.subject_id, b.year, b.semester,
                             ${EFFECTIVE('b')} as status
                        from before_void b join after_void a on a.id = b.id
                       where b.voided_at is null and a.voided_at is not null) e
               group by e.student_id, e.subject_id, e.year, e.semester) v
       where t.student_id = v.student_id and t.subject_id = v.subject_id
         and t.year = v.year and t.semester = v.semester;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`
    create function attendance_totals_correct() returns trigger language plpgsql as $$
    declare
      rec attendance%rowtype;
      was text;
      now_is text;
    begin
      select * into rec from attendance where id = new.attendance_id;
      if rec.voided_at is not null then return null; end if;
      if tg_op = 'INSERT' then
        if new.withdrawn_at is not null then return null; end if;
        was := rec.status; now_is := new.status;
      elsif old.withdrawn_at is null and new.withdrawn_at is not null then
        was := new.status; now_is := rec.status;
      else
        return null;
      end if;
      update attendance_totals
         set present = present - (was = 'P')::int + (now_is = 'P')::int,
             on_duty = on_duty - (was = 'OD')::int + (now_is = 'OD')::int,
             medical_leave = medical_leave - (was = 'ML')::int + (now_is = 'ML')::int,
             on_leave = on_leave - (was = 'LEAVE')::int + (now_is = 'LEAVE')::int
       where student_id = rec.student_id and subject_id = rec.subject_id
         and year = rec.year and semester = rec.semester;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger attendance_corrections_totals after insert or update on attendance_corrections
    for each row execute function attendance_totals_correct()`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger attendance_totals_on_void`.execute(db);
  await sql
    .raw(
      `
    create trigger attendance_totals_on_void after update of voided_at on attendance
    when old.voided_at is null and new.voided_at is not null
    begin
      update attendance_totals
         set sessions = sessions - 1,
             present = present - (${EFFECTIVE('old')} = 'P'),
             on_duty = on_duty - (${EFFECTIVE('old')} = 'OD'),
             medical_leave = medical_leave - (${EFFECTIVE('old')} = 'ML'),
             on_leave = on_leave - (${EFFECTIVE('old')} = 'LEAVE')
       where student_id = old.student_id and subject_id = old.subject_id
         and year = old.year and semester = old.semester;
    end`,
    )
    .execute(db);
  const move = (was: string, now: string) => `
      update attendance_totals
         set present = present - (${was} = 'P') + (${now} = 'P'),
             on_duty = on_duty - (${was} = 'OD') + (${now} = 'OD'),
             medical_leave = medical_leave - (${was} = 'ML') + (${now} = 'ML'),
             on_leave = on_leave - (${was} = 'LEAVE') + (${now} = 'LEAVE')
       where (student_id, subject_id, year, semester) =
             (select student_id, subject_id, year, semester from attendance
               where id = new.attendance_id and voided_at is null);`;
  const submitted = '(select status from attendance where id = new.attendance_id)';
  await sql
    .raw(
      `
    create trigger attendance_corrections_added after insert on attendance_corrections
    when new.withdrawn_at is null
    begin ${move(submitted, 'new.status')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `
    create trigger attendance_corrections_withdrawn after update of withdrawn_at
    on attendance_corrections
    when old.withdrawn_at is null and new.withdrawn_at is not null
    begin ${move('new.status', submitted)} end`,
    )
    .execute(db);
  await sql`
    create trigger attendance_corrections_no_delete before delete on attendance_corrections
    begin select raise(abort, 'corrections are withdrawn, never deleted'); end`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Leave requests cannot be rolled back: corrections would stop counting.');
}
