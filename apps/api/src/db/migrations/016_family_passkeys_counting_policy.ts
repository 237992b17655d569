import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Issue 50, the rest of it, in the one number it was given.
 *
 * family_passkeys: a student's or parent's passkeys, owned as their code sign-in is: by kind and
 * login (the register number upper-cased, or the parent phone as E.164), with the phone on record
 * when it was added (a passkey opens nothing once that number changes). Their ceremonies'
 * challenges share passkey_challenges with the staff's (purposes 'family-…').
 *
 * counting_policies: per department, the statuses that count as attended (comma-joined; no row:
 * P and OD). The kept totals (migration 008) learn Medical Leave and Leave, so any policy reads
 * them and never the records; the triggers are replaced to keep the two new columns too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('family_passkeys_owner')
    .on('family_passkeys')
    .columns(['kind', 'login'])
    .execute();
  await db.schema
    .createTable('counting_policies')
    .addColumn('department', 'text', (c) => c.primaryKey())
    .addColumn('statuses', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  for (const column of ['medical_leave', 'on_leave']) {
    await db.schema
      .alterTable('attendance_totals')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`
    update attendance_totals set
      medical_leave = (select count(*) from attendance a
         where a.student_id = attendance_totals.student_id
           and a.subject_id = attendance_totals.subject_id
           and a.year = attendance_totals.year and a.semester = attendance_totals.semester
           and a.voided_at is null and a.status = 'ML'),
      on_leave = (select count(*) from attendance a
         where a.student_id = attendance_totals.student_id
           and a.subject_id = attendance_totals.subject_id
           and a.year = attendance_totals.year and a.semester = attendance_totals.semester
           and a.voided_at is null and a.status = 'LEAVE')
    where exists (select 1 from attendance a
         where a.student_id = attendance_totals.student_id
           and a.subject_id = attendance_totals.subject_id
           and a.year = attendance_totals.year and a.semester = attendance_totals.semester
           and a.voided_at is null and a.status in ('ML', 'LEAVE'))`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The same statement triggers as migration 008's, with the two new counts. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function attendance_totals_add() returns trigger language plpgsql as $$
    begin
      insert into attendance_totals
             (student_id, subject_id, year, semester, sessions, present, on_duty,
              medical_leave, on_leave)
      select student_id, subject_id, year, semester, count(*),
             count(*) filter (where status = 'P'), count(*) filter (where status = 'OD'),
             count(*) filter (where status = 'ML'), count(*) filter (where status = 'LEAVE')
        from added
       where voided_at is null
       group by student_id, subject_id, year, semester
       order by student_id, subject_id, year, semester
      on conflict (student_id, subject_id, year, semester) do update
         set sessions = attendance_totals.sessions + excluded.sessions,
             present = attendance_totals.present + excluded.present,
             on_duty = attendance_totals.on_duty + excluded.on_duty,
             medical_leave = attendance_totals.medical_leave + excluded.medical_leave,
             on_leave = attendance_totals.on_leave + excluded.on_leave;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function attendance_totals_void() returns trigger language plpgsql as $$
    begin
      update attendance_totals t
         set sessions = t.sessions - v.sessions,
             present = t.present - v.present,
             on_duty = t.on_duty - v.on_duty,
             medical_leave = t.medical_leave - v.medical_leave,
             on_leave = t.on_leave - v.on_leave
        from (select b.student_id, b.subject_id, b.year, b.semester, count(*) as sessions,
                     count(*) filter (where b.status = 'P') as present,
                     count(*) filter (where b.status = 'OD') as on_duty,
                     count(*) filter (where b.status = 'ML') as medical_leave,
                     count(*) filter (where b.status = 'LEAVE') as on_leave
                from before_void b join after_void a on a.id = b.id
               where b.voided_at is null and a.voided_at is not null
               group by b.student_id, b.subject_id, b.year, b.semester) v
       where t.student_id = v.student_id and t.subject_id = v.subject_id
         and t.year = v.year and t.semester = v.semester;
      return null;
    end $$`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger attendance_totals_on_insert`.execute(db);
  await sql`drop trigger attendance_totals_on_void`.execute(db);
  await sql`
    create trigger attendance_totals_on_insert after insert on attendance
    when new.voided_at is null
    begin
      insert into attendance_totals
             (student_id, subject_id, year, semester, sessions, present, on_duty,
              medical_leave, on_leave)
      values (new.student_id, new.subject_id, new.year, new.semester, 1,
              new.status = 'P', new.status = 'OD', new.status = 'ML', new.status = 'LEAVE')
      on conflict (student_id, subject_id, year, semester) do update
         set sessions = sessions + 1,
             present = present + excluded.present,
             on_duty = on_duty + excluded.on_duty,
             medical_leave = medical_leave + excluded.medical_leave,
             on_leave = on_leave + excluded.on_leave;
    end`.execute(db);
  await sql`
    create trigger attendance_totals_on_void after update of voided_at on attendance
    when old.voided_at is null and new.voided_at is not null
    begin
      update attendance_totals
         set sessions = sessions - 1,
             present = present - (old.status = 'P'),
             on_duty = on_duty - (old.status = 'OD'),
             medical_leave = medical_leave - (old.status = 'ML'),
             on_leave = on_leave - (old.status = 'LEAVE')
       where student_id = old.student_id and subject_id = old.subject_id
         and year = old.year and semester = old.semester;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Migration 008's triggers know only the columns it made: put them back first.
  if (isPostgres(db)) {
    await sql`
      create or replace function attendance_totals_add() returns trigger language plpgsql as $$
      begin
        insert into attendance_totals
               (student_id, subject_id, year, semester, sessions, present, on_duty)
        select student_id, subject_id, year, semester, count(*),
               count(*) filter (where status = 'P'), count(*) filter (where status = 'OD')
          from added where voided_at is null
         group by student_id, subject_id, year, semester
         order by student_id, subject_id, year, semester
        on conflict (student_id, subject_id, year, semester) do update
           set sessions = attendance_totals.sessions + excluded.sessions,
               present = attendance_totals.present + excluded.present,
               on_duty = attendance_totals.on_duty + excluded.on_duty;
        return null;
      end $$`.execute(db);
    await sql`
      create or replace function attendance_totals_void() returns trigger language plpgsql as $$
      begin
        update attendance_totals t
           set sessions = t.sessions - v.sessions, present = t.present - v.present,
               on_duty = t.on_duty - v.on_duty
          from (select b.student_id, b.subject_id, b.year, b.semester, count(*) as sessions,
                       count(*) filter (where b.status = 'P') as present,
                       count(*) filter (where b.status = 'OD') as on_duty
                  from before_void b join after_void a on a.id = b.id
                 where b.voided_at is null and a.voided_at is not null
                 group by b.student_id, b.subject_id, b.year, b.semester) v
         where t.student_id = v.student_id and t.subject_id = v.subject_id
           and t.year = v.year and t.semester = v.semester;
        return null;
      end $$`.execute(db);
  } else {
    await sql`drop trigger attendance_totals_on_insert`.execute(db);
    await sql`drop trigger attendance_totals_on_void`.execute(db);
    await sql`
      create trigger attendance_totals_on_insert after insert on attendance
      when new.voided_at is null
      begin
        insert into attendance_totals
               (student_id, subject_id, year, semester, sessions, present, on_duty)
        values (new.student_id, new.subject_id, new.year, new.semester, 1,
                new.status = 'P', new.status = 'OD')
        on conflict (student_id, subject_id, year, semester) do update
           set sessions = sessions + 1, present = present + excluded.present,
               on_duty = on_duty + excluded.on_duty;
      end`.execute(db);
    await sql`
      create trigger attendance_totals_on_void after update of voided_at on attendance
      when old.voided_at is null and new.voided_at is not null
      begin
        update attendance_totals
           set sessions = sessions - 1, present = present - (old.status = 'P'),
               on_duty = on_duty - (old.status = 'OD')
         where student_id = old.student_id and subject_id = old.subject_id
           and year = old.year and semester = old.semester;
      end`.execute(db);
  }
  await db.schema.alterTable('attendance_totals').dropColumn('on_leave').execute();
  await db.schema.alterTable('attendance_totals').dropColumn('medical_leave').execute();
  await db.schema.dropTable('counting_policies').execute();
  await db.schema.dropTable('family_passkeys').execute();
}
