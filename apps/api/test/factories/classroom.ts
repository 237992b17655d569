import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types';
import { signUp, type SignedInStaff } from './staff';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from './seed';

export interface Classroom {
  hod: SignedInStaff;
  admin: SignedInStaff;
  teacher: SignedInStaff;
  subjectId: number;
  subjectCode: string;
  registerNumbers: string[];
}

let rooms = 0;

/** A CSE subject assigned to a teacher, with `size` active students allocated to it. */
export async function createClassroom(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: { size?: number; department?: string; locked?: boolean } = {},
): Promise<Classroom> {
  rooms += 1;
  const department = options.department ?? 'CSE';
  const batch = `${department}2024-2028-R${rooms}`;
  const hod = await signUp(app, 'HOD', department);
  const admin = await signUp(app, 'Admin', department);
  const teacher = await signUp(app, 'Subject_Staff', department);
  const subjectCode = `CS${rooms}01`;
  const subjectId = await seedSubject(db, { subjectCode, batch, department });
  const registerNumbers: string[] = [];
  for (let i = 1; i <= (options.size ?? 3); i += 1) {
    const registerNumber = `R${rooms}${department}${String(i).padStart(3, '0')}`;
    const studentId = await seedStudent(db, { registerNumber, batch, department });
    await seedAllocation(db, studentId, subjectId, admin.staff.staffID);
    registerNumbers.push(registerNumber);
  }
  await seedAssignment(db, teacher.staff.staffID, subjectId, hod.staff.staffID, !options.locked);
  return { hod, admin, teacher, subjectId, subjectCode, registerNumbers };
}

export function records(
  room: Classroom,
  overrides: { date?: string; period?: number; status?: string; subjectID?: number } = {},
) {
  return room.registerNumbers.map((registerNumber) => ({
    subjectID: overrides.subjectID ?? room.subjectId,
    date: overrides.date ?? '2026-03-10',
    period: overrides.period ?? 1,
    registerNumber,
    status: overrides.status ?? 'P',
    batch: 'ignored',
    department: 'ignored',
    facultyCode: 'FORGED',
    semester: 3,
    year: 2,
    subjectCode: 'FORGED',
  }));
}

/** The room's HOD voids one of its submitted periods, as the oversight screen does. */
export function voidPeriod(
  app: FastifyInstance,
  room: Classroom,
  slot: { date: string; period: number; reason: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/attendance/void',
    headers: { cookie: room.hod.cookie },
    payload: { subjectID: room.subjectId, ...slot },
  });
}
