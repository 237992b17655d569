import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types';
import { createClassroom, type Classroom } from './classroom';
import { seedAllocation, seedAssignment, seedSubject } from './seed';
import { signUp, type SignedInStaff } from './staff';

/** A class with two subjects (Maths by one teacher, Data Structures by another) sharing students. */
export interface WeekClass {
  room: Classroom;
  batch: string;
  maths: number;
  structures: number;
  other: SignedInStaff;
}

export async function createWeekClass(app: FastifyInstance, db: Kysely<DB>): Promise<WeekClass> {
  const room = await createClassroom(app, db);
  const subject = await db
    .selectFrom('subjects')
    .select(['batch'])
    .where('id', '=', room.subjectId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('subjects')
    .set({ subject_name: 'Maths' })
    .where('id', '=', room.subjectId)
    .execute();
  const structures = await seedSubject(db, {
    subjectCode: `${room.subjectCode}DS`,
    subjectName: 'Data Structures',
    batch: subject.batch,
  });
  const students = await db
    .selectFrom('allocations')
    .select('student_id')
    .where('subject_id', '=', room.subjectId)
    .execute();
  for (const s of students)
    await seedAllocation(db, s.student_id, structures, room.admin.staff.staffID);
  const other = await signUp(app, 'Subject_Staff', 'CSE');
  await seedAssignment(db, other.staff.staffID, structures, room.hod.staff.staffID);
  return { room, batch: subject.batch, maths: room.subjectId, structures, other };
}

/** The mark call's payload for one subject of the class. */
export function classRecords(week: WeekClass, subjectID: number, date: string, period: number) {
  return week.room.registerNumbers.map((registerNumber) => ({
    subjectID,
    date,
    period,
    registerNumber,
    status: 'P',
  }));
}

/** The class's HOD stores a week from `effectiveFrom` (the answer, for its status and body). */
export function putWeek(
  app: FastifyInstance,
  week: WeekClass,
  effectiveFrom: string,
  cells: { day: string; period: number; subjectIDs: number[] }[],
) {
  return app.inject({
    method: 'PUT',
    url: '/api/week/timetable',
    headers: { cookie: week.room.hod.cookie },
    payload: { batch: week.batch, year: 2, semester: 3, effectiveFrom, cells },
  });
}
