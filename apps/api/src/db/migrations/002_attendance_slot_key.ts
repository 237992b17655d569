import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * The unique key of attendance now leads with the slot: (date, period, student) instead of
 * (student, date, period). It guards the same rule, but a submission writes one class's rows
 * for one slot, and those are now neighbours in the index (a page or two) rather than one page
 * per student; the commit writes a tenth of the pages (docs/performance.md). The check for a
 * student already marked in the slot reads one range of it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table attendance drop constraint attendance_student_date_period_unique`.execute(
      db,
    );
    await sql`alter table attendance add constraint attendance_date_period_student_unique
      unique (date, period, student_id)`.execute(db);
    return;
  }
  await rebuildSqliteAttendance(db);
}

const COLUMNS = [
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

/**
 * SQLite cannot drop a table constraint, so the table is rebuilt the way its documentation
 * prescribes (foreign keys off, one transaction, a foreign key check before commit), keeping
 * its indexes and immutability triggers exactly as they were defined.
 */
async function rebuildSqliteAttendance(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master
     where tbl_name = 'attendance' and type in ('index', 'trigger') and sql is not null`.execute(
    db,
  );
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
        .addUniqueConstraint('attendance_date_period_student_unique', [
          'date',
          'period',
          'student_id',
        ])
        .execute();
      const columns = sql.raw(COLUMNS.join(', '));
      await sql`insert into attendance_new (${columns}) select ${columns} from attendance`.execute(
        trx,
      );
      await sql`drop table attendance`.execute(trx);
      await sql`alter table attendance_new rename to attendance`.execute(trx);
      for (const row of rows) await sql.raw(row.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check(attendance)`.execute(trx);
      if (broken.rows.length > 0) throw new Error('attendance rows point at missing records');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('The attendance key cannot be rolled back: it holds attendance.');
}
