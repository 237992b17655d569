import { sql } from 'kysely';
import type { TestApp } from '../helpers';
import { signUp, type SignedInStaff } from './staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from './seed';

export interface BigDepartment {
  hod: SignedInStaff;
  /** A shortage range over every record: long enough to keep a report worker busy. */
  heavyShortageUrl: string;
  /** The one subject (students × days × 8 records, from 2025-06-01) and its teacher. */
  subjectId: number;
  teacher: SignedInStaff;
}

/**
 * An EEE department with `students` × `days` × 8 periods of attendance in one subject, inserted
 * by the database itself (one INSERT … SELECT), so that reading it over a range takes a while.
 */
export async function seedBigDepartment(
  t: TestApp,
  kind: 'sqlite' | 'postgres',
  students = 250,
  days = 150,
): Promise<BigDepartment> {
  const db = t.database.db;
  const hod = await signUp(t.app, 'HOD', 'EEE');
  const admin = await signUp(t.app, 'Admin', 'EEE');
  const teacher = await signUp(t.app, 'Subject_Staff', 'EEE');
  const batch = 'EEE2024-2028';
  const subjectId = await seedSubject(db, { batch, department: 'EEE', subjectCode: 'EE301' });
  await seedAssignment(db, teacher.staff.staffID, subjectId, hod.staff.staffID);
  for (let i = 1; i <= students; i += 1) {
    const id = await seedStudent(db, {
      batch,
      department: 'EEE',
      registerNumber: `21EE${String(i).padStart(4, '0')}`,
    });
    if (i <= 3) await seedAllocation(db, id, subjectId, admin.staff.staffID);
  }
  const columns = sql`(student_id, subject_id, staff_id, register_number, faculty_code,
    subject_code, batch, department, year, semester, date, period, status, created_at)`;
  const values = (day: ReturnType<typeof sql>) => sql`select s.id, ${subjectId},
    ${teacher.staff.staffID}, s.register_number, 'STF', 'EE301', s.batch, 'EEE', 2, 3, ${day},
    p.k, case when (s.id + d.n + p.k) % 3 = 0 then 'A' else 'P' end, '2026-03-01T00:00:00.000Z'`;
  if (kind === 'sqlite') {
    await sql`with recursive d(n) as (select 0 union all select n + 1 from d where n < ${days - 1}),
      p(k) as (select 1 union all select k + 1 from p where k < 8)
      insert into attendance ${columns}
      ${values(sql`date('2025-06-01', '+' || d.n || ' days')`)}
      from students s, d, p where s.department = 'EEE'`.execute(db);
  } else {
    await sql`insert into attendance ${columns}
      ${values(sql`to_char(date '2025-06-01' + d.n, 'YYYY-MM-DD')`)}
      from students s cross join generate_series(0, ${days - 1}) d(n)
      cross join generate_series(1, 8) p(k) where s.department = 'EEE'`.execute(db);
    await sql`analyze attendance`.execute(db);
  }
  return {
    hod,
    heavyShortageUrl: '/api/oversight/shortage?startDate=2025-06-01&endDate=2026-03-09',
    subjectId,
    teacher,
  };
}
