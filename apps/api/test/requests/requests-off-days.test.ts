import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OversightShortage } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { markPeriod, send } from '../factories/requests';

/**
 * The shortage list leaves out the records of a day that stops teaching (here a holiday declared
 * after marking) as they were counted: by effective status. A day's records corrected by an
 * approved request (A → OD, A → ML) are counted in the totals as OD and ML, so leaving them out
 * as the submitted A would keep an OD as attended and an ML as medical leave on a day that no
 * longer counts. The clock is Tuesday 2026-03-10; no term, the semester so far; the default
 * policy (P and OD attended). Students R…001, R…002, R…003; every figure worked out by hand.
 */
describeEachDatabase('approved requests on a day that stops teaching', (kind) => {
  let t: TestApp;
  let room: Classroom;
  const reg = (i: number) => room.registerNumbers[i]!;
  // Period 1 of three days; 6 March is the day that becomes a holiday.
  const marked: [string, Record<number, string>][] = [
    ['2026-03-05', { 0: 'A' }],
    ['2026-03-06', { 0: 'A', 1: 'A' }],
    ['2026-03-09', { 1: 'A' }],
  ];
  const shortage = async (query = '') => {
    const answer = await send(t.app, room.hod.cookie, 'GET', `/api/oversight/shortage${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return json<OversightShortage>(answer).students.map((s) => {
      const subject = s.subjects[0]!;
      return [
        s.registerNumber.slice(-3),
        subject.present,
        subject.sessions,
        subject.medical,
        subject.withMedical,
        s.condonable,
      ];
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { MARKING_BACKFILL_DAYS: '30' });
    room = await createClassroom(t.app, t.database.db);
    for (const [date, statuses] of marked) {
      const answer = await markPeriod(t.app, room, date, 1, statuses);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    // After marking: 001's absence on the 6th becomes On Duty, 002's Medical Leave.
    for (const [i, kindOf, reason] of [
      [0, 'OD', 'Inter-college symposium'],
      [1, 'ML', 'Fever, certificate from the campus doctor'],
    ] as const) {
      const asked = await send(t.app, room.hod.cookie, 'POST', '/api/requests', {
        registerNumbers: [reg(i)],
        kind: kindOf,
        fromDate: '2026-03-06',
        toDate: '2026-03-06',
        reason,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = json(asked).requests[0].requestID as number;
      const approved = await send(t.app, room.hod.cookie, 'POST', `/api/requests/${id}/approve`, {
        reason: 'Certificate seen',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(json(approved).request.corrections).toBe(1);
    }
  });
  afterAll(async () => t.close());

  it('counts the corrected day while it teaches', async () => {
    // 002: P, A→ML, A: 1 of 3 (33.33 %), with its ML 2 of 3 (66.67 %), still short. 001: A,
    // A→OD, P: 2 of 3 (66.67 %). 003: 3 of 3, not short. Lowest percentage first.
    const expected = [
      ['002', 1, 3, 1, 66.67, false],
      ['001', 2, 3, 0, 66.67, false],
    ];
    expect(await shortage()).toEqual(expected);
    expect(await shortage('?startDate=2026-03-01')).toEqual(expected);
  });

  it('leaves the corrected day out as it was counted once it is a holiday', async () => {
    const holiday = await send(t.app, room.admin.cookie, 'POST', '/api/week/days', {
      date: '2026-03-06',
      kind: 'holiday',
      name: 'Founders Day',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    // The 5th and the 9th count. 001: A, P: 1 of 2 (50 %), the OD gone with its day (left out as
    // the submitted A, 001 would read 2 of 2 and leave the list). 002: P, A: 1 of 2 (50 %), no
    // Medical Leave left, so not condonable (the ML kept, 2 of 2 with it, would say condonable).
    const expected = [
      ['001', 1, 2, 0, 50, false],
      ['002', 1, 2, 0, 50, false],
    ];
    expect(await shortage()).toEqual(expected);
    expect(await shortage('?startDate=2026-03-01')).toEqual(expected);
    const condonation = await shortage('?condonation=true');
    expect(condonation).toEqual([]);
  });
});
