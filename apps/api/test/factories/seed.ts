import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types';

/**
 * Direct inserts for arranging a test's starting state quickly. The behaviour under test is
 * always exercised over HTTP; these only set the scene.
 */
const NOW = '2026-01-01T00:00:00.000Z';
let sequence = 0;

export interface StudentSeed {
  registerNumber?: string;
  studentName?: string;
  batch?: string;
  year?: number;
  semester?: number;
  department?: string;
  active?: boolean;
}

export async function seedStudent(db: Kysely<DB>, seed: StudentSeed = {}): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto('students')
    .values({
      register_number: seed.registerNumber ?? `REG${String(sequence).padStart(5, '0')}`,
      student_name: seed.studentName ?? `Student ${sequence}`,
      batch: seed.batch ?? 'CSE2024-2028',
      year: seed.year ?? 2,
      semester: seed.semester ?? 3,
      department: seed.department ?? 'CSE',
      gender: 'Female',
      type: 'Regular',
      student_number: '9000000001',
      parent_number: '9000000002',
      active: seed.active === false ? 0 : 1,
      inactive_reason: seed.active === false ? 'left' : null,
      inactivated_at: seed.active === false ? NOW : null,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SubjectSeed {
  subjectCode?: string;
  subjectName?: string;
  batch?: string;
  year?: number;
  semester?: number;
  department?: string;
  ownerDepartment?: string;
  isElective?: boolean;
}

export async function seedSubject(db: Kysely<DB>, seed: SubjectSeed = {}): Promise<number> {
  sequence += 1;
  const department = seed.department ?? 'CSE';
  const row = await db
    .insertInto('subjects')
    .values({
      subject_code: seed.subjectCode ?? `SUB${sequence}`,
      subject_name: seed.subjectName ?? `Subject ${sequence}`,
      batch: seed.batch ?? 'CSE2024-2028',
      year: seed.year ?? 2,
      semester: seed.semester ?? 3,
      department,
      owner_department: seed.ownerDepartment ?? (department === 'all' ? 'CSE' : department),
      is_common: department === 'all' ? 1 : 0,
      is_elective: seed.isElective ? 1 : 0,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedAllocation(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
  byStaffId: number,
) {
  await db
    .insertInto('allocations')
    .values({
      student_id: studentId,
      subject_id: subjectId,
      allocated_by: byStaffId,
      allocated_at: NOW,
    })
    .execute();
}

export async function seedAssignment(
  db: Kysely<DB>,
  staffId: number,
  subjectId: number,
  byStaffId: number,
  status = true,
) {
  await db
    .insertInto('assignments')
    .values({
      staff_id: staffId,
      subject_id: subjectId,
      status: status ? 1 : 0,
      assigned_by: 'Seeded HOD',
      assigned_by_id: byStaffId,
      assigned_date: NOW,
      status_updated_date: NOW,
    })
    .execute();
}
