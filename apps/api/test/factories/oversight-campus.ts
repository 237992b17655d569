import type { TestApp } from '../helpers';
import { signUp, type SignedInStaff } from './staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from './seed';

/**
 * A hand-built campus whose answers oversight.test.ts works out by hand. The clock is 2026-03-10
 * 11:30 in Asia/Kolkata, so periods 1 (09:00), 2 (09:50) and 3 (10:55) have started.
 *
 * CSE class B1 (CSE2024-2028, year 2, semester 3): students st1, st2, st3 and the inactive st4,
 * subjects S1 (Anand) and S2 (Bala). Class B2 (CSE2023-2027, 3/5): subject S3 (Anand), nobody
 * marked. ECE: one subject and one student, all absent, never seen by CSE.
 * February 1-20 (i = 0..19): S1 in period 1, S2 in period 2.
 *   st1  S1: P for i < 15, else A  -> 15/20 = 75 %   (eligible: 75 is not below)
 *        S2: P for i < 13, else A  -> 13/20 = 65 %   (condonation: 65 is not below 65)
 *        overall 28/40 = 70 %, band condonation; December (semester 2) five A in S1.
 *   st2  S1: P for i < 12, else A  -> 12/20 = 60 %   (not eligible)
 *        S2: P                     -> 20/20 = 100 %; overall 32/40 = 80 %
 *   st3  S1: P for i < 14, OD at 14, else A -> 15/20 = 75 % (On Duty counts)
 *        S2: P for i < 15, else LEAVE       -> 15/20 = 75 % (Leave does not)
 *        plus ten voided A in S1 period 3, which count nowhere.
 *   st4  inactive, A everywhere.
 * Today: S1 period 1 (st1 A, others P), S2 period 2 (st1 A), S1 period 3 voided (all P).
 */
const DAYS = Array.from({ length: 20 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
export const TODAY = '2026-03-10';

export interface Seeded {
  t: TestApp;
  hod: SignedInStaff;
  admin: SignedInStaff;
  anand: SignedInStaff;
  bala: SignedInStaff;
  eceHod: SignedInStaff;
  ids: Record<string, number>;
}

export async function seedCampus(t: TestApp): Promise<Seeded> {
  const { app } = t;
  const db = t.database.db;
  const hod = await signUp(app, 'HOD', 'CSE');
  const admin = await signUp(app, 'Admin', 'CSE');
  const anand = await signUp(app, 'Subject_Staff', 'CSE', { staffName: 'Anand' });
  const bala = await signUp(app, 'Subject_Staff', 'CSE', { staffName: 'Bala' });
  const eceHod = await signUp(app, 'HOD', 'ECE');
  const eceTeacher = await signUp(app, 'Subject_Staff', 'ECE', { staffName: 'Chitra' });
  const b1 = { batch: 'CSE2024-2028', year: 2, semester: 3, department: 'CSE' };
  const ids: Record<string, number> = {
    S1: await seedSubject(db, { ...b1, subjectCode: 'CS301', subjectName: 'Compilers' }),
    S2: await seedSubject(db, { ...b1, subjectCode: 'CS302', subjectName: 'Networks' }),
    S3: await seedSubject(db, {
      batch: 'CSE2023-2027',
      year: 3,
      semester: 5,
      subjectCode: 'CS501',
      subjectName: 'Graphics',
    }),
    E1: await seedSubject(db, {
      batch: 'ECE2024-2028',
      department: 'ECE',
      subjectCode: 'EC301',
      subjectName: 'Signals',
    }),
  };
  for (const [name, active] of [
    ['st1', true],
    ['st2', true],
    ['st3', true],
    ['st4', false],
  ] as const) {
    ids[name] = await seedStudent(db, {
      ...b1,
      registerNumber: `21CS${name}`,
      studentName: `Student ${name}`,
      active,
    });
    await seedAllocation(db, ids[name], ids.S1!, admin.staff.staffID);
    await seedAllocation(db, ids[name], ids.S2!, admin.staff.staffID);
  }
  ids.ece = await seedStudent(db, {
    batch: 'ECE2024-2028',
    department: 'ECE',
    registerNumber: '21EC001',
  });
  await seedAssignment(db, anand.staff.staffID, ids.S1!, hod.staff.staffID);
  await seedAssignment(db, bala.staff.staffID, ids.S2!, hod.staff.staffID);
  await seedAssignment(db, anand.staff.staffID, ids.S3!, hod.staff.staffID);
  await seedAssignment(db, eceTeacher.staff.staffID, ids.E1!, eceHod.staff.staffID);

  const rows: Record<string, unknown>[] = [];
  const mark = (
    student: string,
    subject: string,
    date: string,
    period: number,
    status: string,
    extra: { year?: number; semester?: number; voided?: boolean; department?: string } = {},
  ) =>
    rows.push({
      student_id: ids[student],
      subject_id: ids[subject],
      staff_id: subject === 'S2' ? bala.staff.staffID : anand.staff.staffID,
      register_number: student,
      faculty_code: 'STF',
      subject_code: subject,
      batch: 'B',
      department: extra.department ?? 'CSE',
      year: extra.year ?? 2,
      semester: extra.semester ?? 3,
      date,
      period,
      status,
      created_at: '2026-03-10T00:00:00.000Z',
      voided_at: extra.voided ? '2026-03-10T05:00:00.000Z' : null,
      voided_by: extra.voided ? hod.staff.staffID : null,
      void_reason: extra.voided ? 'wrong subject' : null,
    });
  DAYS.forEach((day, i) => {
    mark('st1', 'S1', day, 1, i < 15 ? 'P' : 'A');
    mark('st1', 'S2', day, 2, i < 13 ? 'P' : 'A');
    mark('st2', 'S1', day, 1, i < 12 ? 'P' : 'A');
    mark('st2', 'S2', day, 2, 'P');
    mark('st3', 'S1', day, 1, i < 14 ? 'P' : i === 14 ? 'OD' : 'A');
    mark('st3', 'S2', day, 2, i < 15 ? 'P' : 'LEAVE');
    if (i < 10) mark('st3', 'S1', day, 3, 'A', { voided: true });
    mark('st4', 'S1', day, 1, 'A');
    mark('ece', 'E1', day, 1, 'A', { department: 'ECE' });
  });
  for (const day of ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05'])
    mark('st1', 'S1', day, 1, 'A', { year: 1, semester: 2 });
  mark('st1', 'S1', TODAY, 1, 'A');
  mark('st2', 'S1', TODAY, 1, 'P');
  mark('st3', 'S1', TODAY, 1, 'P');
  mark('st1', 'S2', TODAY, 2, 'A');
  mark('st2', 'S2', TODAY, 2, 'P');
  mark('st3', 'S2', TODAY, 2, 'P');
  for (const s of ['st1', 'st2', 'st3']) mark(s, 'S1', TODAY, 3, 'P', { voided: true });
  mark('ece', 'E1', TODAY, 1, 'A', { department: 'ECE' });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('attendance')
      .values(rows.slice(i, i + 100) as never)
      .execute();
  return { t, hod, admin, anand, bala, eceHod, ids };
}
