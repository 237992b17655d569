import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OversightAbsences } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { markPeriod, send } from '../factories/requests';

/**
 * Consecutive absences (the oversight list, and the parents' alert built on it) judge each day
 * by effective status: an absence the HOD approved as On Duty afterwards ends the student's run.
 * The clock is Tuesday 2026-03-10; students R…001, R…002 absent in period 1 on three teaching
 * days in a row (Thursday 5, Friday 6, Monday 9 March), R…003 present.
 */
describeEachDatabase('consecutive absences after an approved request', (kind) => {
  let t: TestApp;
  let room: Classroom;
  const days = ['2026-03-05', '2026-03-06', '2026-03-09'];
  const absences = async () => {
    const answer = await send(t.app, room.hod.cookie, 'GET', '/api/oversight/absences?days=3');
    expect(answer.statusCode, answer.body).toBe(200);
    return json<OversightAbsences>(answer).students.map((s) => [
      s.registerNumber.slice(-3),
      s.dates,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { MARKING_BACKFILL_DAYS: '30' });
    room = await createClassroom(t.app, t.database.db);
    for (const date of days) {
      const answer = await markPeriod(t.app, room, date, 1, { 0: 'A', 1: 'A' });
      expect(answer.statusCode, answer.body).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('lists both absent students until a request is approved, then only the one still absent', async () => {
    expect(await absences()).toEqual([
      ['001', days],
      ['002', days],
    ]);
    const asked = await send(t.app, room.hod.cookie, 'POST', '/api/requests', {
      registerNumbers: [room.registerNumbers[0]!],
      kind: 'OD',
      fromDate: '2026-03-06',
      toDate: '2026-03-06',
      reason: 'Inter-college symposium',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = json(asked).requests[0].requestID as number;
    const approved = await send(t.app, room.hod.cookie, 'POST', `/api/requests/${id}/approve`, {
      reason: 'Letter from the organisers',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // 001: A, A→OD, A: the run after the OD is one day, under 3. 002 unchanged.
    expect(await absences()).toEqual([['002', days]]);
  });
});
