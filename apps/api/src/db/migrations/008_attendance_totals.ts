import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Per student, subject, year and semester: the records that count (not voided) and how many of
 * them are Present and On Duty. The shortage list reads about 8,600 of these rows for a
 * department instead of adding up its 518,000 records (docs/performance.md).
 *
 * Triggers keep the table in step in the same transaction as every write of attendance,
 * whoever writes it (a submission, the demo campus, an import of records, a test), and a void
 * takes its records back out. Derived data only: no foreign keys, and nothing else writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_totals')
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('on_duty', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_totals_key', [
      'student_id',
      'subject_id',
      'year',
      'semester',
    ])
    .execute();
  await sql`
    insert into attendance_totals (student_id, subject_id, year, semester, sessions, present, on_duty)
    select student_id, subject_id, year, semester, count(*),
           sum(case when status = 'P' then 1 else 0 end),
           sum(case when status = 'OD' then 1 else 0 end)
      from attendance
     where voided_at is null
     group by student_id, subject_id, year, semester`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/**
 * Statement triggers over the transition tables: one upsert per submission, not one per record.
 * Rows are taken in key order, so two submissions touching the same rows never deadlock.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function attendance_totals_add() returns trigger language plpgsql as $$
    begin
      insert into attendance_totals
             (student_id, subject_id, year, semester, sessions, present, on_duty)
      select student_id, subject_id, year, semester, count(*),
             count(*) filter (where status = 'P'), count(*) filter (where status = 'OD')
        from added
       where voided_at is null
       group by student_id, subject_id, year, semester
       order by student_id, subject_id, year, semester
      on conflict (student_id, subject_id, year, semester) do update
         set sessions = attendance_totals.sessions + excluded.sessions,
             present = attendance_totals.present + excluded.present,
             on_duty = attendance_totals.on_duty + excluded.on_duty;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger attendance_totals_on_insert after insert on attendance
    referencing new table as added
    for each statement execute function attendance_totals_add()`.execute(db);
  await sql`
    create function attendance_totals_void() returns trigger language plpgsql as $$
    begin
      update attendance_totals t
         set sessions = t.sessions - v.sessions,
             present = t.present - v.present,
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
  await sql`
    create trigger attendance_totals_on_void after update on attendance
    referencing old table as before_void new table as after_void
    for each statement execute function attendance_totals_void()`.execute(db);
}

/** SQLite has row triggers only; each is one upsert or update of an indexed row. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger attendance_totals_on_insert after insert on attendance
    when new.voided_at is null
    begin
      insert into attendance_totals
             (student_id, subject_id, year, semester, sessions, present, on_duty)
      values (new.student_id, new.subject_id, new.year, new.semester, 1,
              new.status = 'P', new.status = 'OD')
      on conflict (student_id, subject_id, year, semester) do update
         set sessions = sessions + 1,
             present = present + excluded.present,
             on_duty = on_duty + excluded.on_duty;
    end`.execute(db);
  await sql`
    create trigger attendance_totals_on_void after update of voided_at on attendance
    when old.voided_at is null and new.voided_at is not null
    begin
      update attendance_totals
         set sessions = sessions - 1,
             present = present - (old.status = 'P'),
             on_duty = on_duty - (old.status = 'OD')
       where student_id = old.student_id and subject_id = old.subject_id
         and year = old.year and semester = old.semester;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger attendance_totals_on_insert on attendance`.execute(db);
    await sql`drop trigger attendance_totals_on_void on attendance`.execute(db);
    await sql`drop function attendance_totals_add()`.execute(db);
    await sql`drop function attendance_totals_void()`.execute(db);
  } else {
    await sql`drop trigger attendance_totals_on_insert`.execute(db);
    await sql`drop trigger attendance_totals_on_void`.execute(db);
  }
  await db.schema.dropTable('attendance_totals').execute();
}
