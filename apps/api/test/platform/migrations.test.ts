import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import type { DB } from '../../src/db/types';
import { describeEachDatabase } from '../helpers';
import { openMigratedTo } from '../migrated-database';

async function seed(db: Kysely<DB>): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await sql`insert into staff (staff_name, staff_code, department, designation, email, phone, id_card_digest, created_at)
    values ('T', 'STF0001', 'CSE', 'Subject_Staff', 't@x', '1', 'd', ${at})`.execute(db);
  await sql`insert into subjects (subject_code, subject_name, batch, year, semester, department, owner_department, created_at)
    values ('CS1', 'One', 'B', 1, 1, 'CSE', 'CSE', ${at})`.execute(db);
  for (const n of [1, 2]) {
    await sql`insert into students (register_number, student_name, batch, year, semester, department, gender, type, student_number, parent_number, created_at)
      values (${`R${n}`}, ${`S${n}`}, 'B', 1, 1, 'CSE', 'Male', 'Regular', '1', '2', ${at})`.execute(
      db,
    );
    for (const period of [1, 2]) {
      await sql`insert into attendance (student_id, subject_id, staff_id, register_number, faculty_code, subject_code, batch, department, year, semester, date, period, status, created_at)
        values (${n}, 1, 1, ${`R${n}`}, 'STF0001', 'CS1', 'B', 'CSE', 1, 1, '2026-01-05', ${period}, 'P', ${at})`.execute(
        db,
      );
    }
  }
}

describeEachDatabase('migration 002 (attendance slot key)', (kind) => {
  it('keeps every record, the one-status-per-slot rule and immutability', async () => {
    const database = await openMigratedTo(kind, '001_initial');
    try {
      await seed(database.db);
      await migrateToLatest(database.db, database.schema);
      const rows = await database.db.selectFrom('attendance').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.id, r.student_id, r.period])).toEqual([
        [1, 1, 1],
        [2, 1, 2],
        [3, 2, 1],
        [4, 2, 2],
      ]);
      const again = { ...rows[0]!, id: undefined, status: 'A' };
      await expect(database.db.insertInto('attendance').values(again).execute()).rejects.toThrow();
      await expect(
        database.db.updateTable('attendance').set({ status: 'A' }).execute(),
      ).rejects.toThrow(/cannot be changed or deleted/);
      await expect(database.db.deleteFrom('attendance').execute()).rejects.toThrow(
        /cannot be changed or deleted/,
      );
      const next = { ...again, date: '2026-01-06' };
      const inserted = await database.db
        .insertInto('attendance')
        .values(next)
        .returning('id')
        .executeTakeFirstOrThrow();
      // PostgreSQL spends a number on the refused insert; either way ids carry on after the old.
      expect(inserted.id).toBeGreaterThan(4);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});

describeEachDatabase('migration 008 (attendance totals)', (kind) => {
  it('adds up the records already stored, leaving voided ones out', async () => {
    const database = await openMigratedTo(kind, '007_oversight_indexes');
    try {
      await seed(database.db);
      await sql`update attendance set voided_at = '2026-01-06T00:00:00.000Z', voided_by = 1,
        void_reason = 'wrong period' where period = 2 and student_id = 2`.execute(database.db);
      await sql`insert into attendance (student_id, subject_id, staff_id, register_number, faculty_code, subject_code, batch, department, year, semester, date, period, status, created_at)
        values (1, 1, 1, 'R1', 'STF0001', 'CS1', 'B', 'CSE', 1, 1, '2026-01-06', 1, 'OD', '2026-01-06T00:00:00.000Z')`.execute(
        database.db,
      );
      await migrateToLatest(database.db, database.schema);
      const totals = await database.db
        .selectFrom('attendance_totals')
        .select(['student_id', 'sessions', 'present', 'on_duty'])
        .orderBy('student_id')
        .execute();
      expect(totals).toEqual([
        { student_id: 1, sessions: 3, present: 2, on_duty: 1 },
        { student_id: 2, sessions: 1, present: 1, on_duty: 0 },
      ]);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});

describeEachDatabase('migration 016 (Medical Leave and Leave in the totals)', (kind) => {
  it('adds up the ML and LEAVE already stored, and its triggers keep them, voids too', async () => {
    const database = await openMigratedTo(kind, '015_family_side');
    try {
      await seed(database.db);
      const record = (student: number, date: string, period: number, status: string) =>
        sql`insert into attendance (student_id, subject_id, staff_id, register_number, faculty_code, subject_code, batch, department, year, semester, date, period, status, created_at)
          values (${student}, 1, 1, ${`R${student}`}, 'STF0001', 'CS1', 'B', 'CSE', 1, 1, ${date}, ${period}, ${status}, '2026-01-06T00:00:00.000Z')`.execute(
          database.db,
        );
      await record(1, '2026-01-06', 1, 'ML');
      await record(1, '2026-01-06', 2, 'LEAVE');
      await migrateToLatest(database.db, database.schema);
      await record(1, '2026-01-07', 1, 'ML');
      await record(2, '2026-01-07', 1, 'LEAVE');
      await sql`update attendance set voided_at = '2026-01-08T00:00:00.000Z', voided_by = 1,
        void_reason = 'wrong day' where date = '2026-01-06' and period = 2`.execute(database.db);
      const totals = await database.db
        .selectFrom('attendance_totals')
        .select(['student_id', 'sessions', 'present', 'on_duty', 'medical_leave', 'on_leave'])
        .orderBy('student_id')
        .execute();
      expect(totals).toEqual([
        { student_id: 1, sessions: 4, present: 2, on_duty: 0, medical_leave: 2, on_leave: 0 },
        { student_id: 2, sessions: 3, present: 2, on_duty: 0, medical_leave: 0, on_leave: 1 },
      ]);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});
