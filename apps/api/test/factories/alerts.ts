import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '@attendance/domain';
import type { DB } from '../../src/db/types';
import { createTestApp, type DatabaseKind, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from './classroom';
import { SmsGateway } from './family';
import { seedAllocation, seedAssignment, seedSubject } from './seed';

export interface AlertRoom extends Classroom {
  /** Maths is the room's own subject; Physics a second one of the same class and teacher. */
  physicsId: number;
  names: string[];
  /** E.164 of each student's parent, in register-number order. */
  parents: string[];
}

let rooms = 0;

/**
 * A class of `size` named students, each with their own parent phone (+91 98400 1RRSS), taught
 * Maths and Physics by one teacher.
 */
export async function createAlertRoom(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: { size?: number; department?: string } = {},
): Promise<AlertRoom> {
  rooms += 1;
  const room = await createClassroom(app, db, { size: options.size ?? 3, ...options });
  const subject = await db
    .selectFrom('subjects')
    .select(['batch', 'department'])
    .where('id', '=', room.subjectId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('subjects')
    .set({ subject_name: 'Maths' })
    .where('id', '=', room.subjectId)
    .execute();
  const physicsId = await seedSubject(db, {
    subjectCode: `PH${rooms}${subject.department}`,
    subjectName: 'Physics',
    batch: subject.batch,
    department: subject.department,
  });
  const names: string[] = [];
  const parents: string[] = [];
  for (const [i, registerNumber] of room.registerNumbers.entries()) {
    const name = ['Priya', 'Arun', 'Kavya', 'Dev', 'Meena', 'Ravi'][i % 6]!;
    const parent = `98400${String(rooms).padStart(3, '0')}${String(i + 1).padStart(2, '0')}`;
    const { id } = await db
      .updateTable('students')
      .set({
        student_name: name,
        parent_number: parent,
        student_number: `97400${String(rooms).padStart(3, '0')}${String(i + 1).padStart(2, '0')}`,
      })
      .where('register_number', '=', registerNumber)
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedAllocation(db, id, physicsId, room.admin.staff.staffID);
    names.push(name);
    parents.push(`+91${parent}`);
  }
  await seedAssignment(db, room.teacher.staff.staffID, physicsId, room.hod.staff.staffID);
  return { ...room, physicsId, names, parents };
}

export function putAlertSettings(
  app: FastifyInstance,
  room: Classroom,
  change: Partial<AlertSettings>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/alerts/settings',
    headers: { cookie: room.admin.cookie },
    payload: { ...DEFAULT_ALERT_SETTINGS, quietHours: null, ...change },
  });
}

/** The teacher submits one period of a subject: the given register numbers absent, the rest present. */
export function markPeriod(
  app: FastifyInstance,
  room: AlertRoom,
  slot: { subjectID?: number; date?: string; period: number; absent: string[]; key?: string },
): Promise<LightMyRequestResponse> {
  const list = records(room, {
    subjectID: slot.subjectID ?? room.subjectId,
    date: slot.date ?? '2026-03-10',
    period: slot.period,
  }).map((r) => ({ ...r, status: slot.absent.includes(r.registerNumber) ? 'A' : 'P' }));
  return app.inject({
    method: 'POST',
    url: '/api/attendance/mark',
    headers: { cookie: room.teacher.cookie, ...(slot.key ? { 'idempotency-key': slot.key } : {}) },
    payload: list,
  });
}

export function deliveries(app: FastifyInstance, room: Classroom, query = '') {
  return app.inject({
    url: `/api/alerts/deliveries${query}`,
    headers: { cookie: room.admin.cookie },
  });
}

/**
 * A test app whose SMS gateway is a real HTTP listener, whose sender runs only when a test ticks
 * it, and whose sessions outlast the clock's jumps through a day.
 */
export async function alertsApp(
  kind: DatabaseKind,
): Promise<{ t: TestApp; sms: SmsGateway; close: () => Promise<void> }> {
  const sms = new SmsGateway();
  const t = await createTestApp(kind, {
    SMS_WEBHOOK_URL: await sms.start(),
    ALERTS_TICK_MS: '0',
    SESSION_IDLE_MINUTES: '1440',
    SESSION_MAX_HOURS: '336',
  });
  return {
    t,
    sms,
    close: async () => {
      await t.close();
      await sms.close();
    },
  };
}
