import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OversightShortage } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, voidPeriod, type Classroom } from '../factories/classroom';

/**
 * The semester-so-far shortage list reads totals the database keeps as records are written and
 * voided (migration 008); a list over a chosen range adds up the records themselves. Marking,
 * voiding and marking again through the API must move both the same way. The clock is
 * 2026-03-10 11:30 in the campus zone; students R…001 to R…003, worked out by hand below.
 */
describeEachDatabase('shortage totals kept with every submission and void', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const mark = async (date: string, period: number, statuses: string[]) => {
    const list = records(room, { date, period });
    list.forEach((record, i) => (record.status = statuses[i] as string));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark',
      headers: { cookie: room.teacher.cookie },
      payload: list,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const shortage = async (query = '') => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/oversight/shortage${query}`,
      headers: { cookie: room.hod.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return json<OversightShortage>(answer).students.map((s) => [
      s.registerNumber.slice(-3),
      s.overall.present,
      s.overall.sessions,
      s.overall.percentage,
      s.band,
    ]);
  };
  /** The kept totals' answer, checked against the records added up over the same days. */
  const semesterSoFar = async () => {
    const kept = await shortage();
    expect(await shortage('?startDate=2026-03-01')).toEqual(kept);
    return kept;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    room = await createClassroom(t.app, t.database.db);
    await mark('2026-03-09', 1, ['A', 'P', 'OD']);
    await mark('2026-03-09', 2, ['A', 'P', 'P']);
    await mark('2026-03-10', 1, ['P', 'A', 'LEAVE']);
    await mark('2026-03-10', 2, ['A', 'P', 'P']);
  });
  afterAll(async () => t.close());

  it('counts each submission: Present and On Duty attend, Leave does not', async () => {
    // 001: 1 of 4. 002: 3 of 4 and 003: P, OD, P of 4 are 75 %, not short.
    expect(await semesterSoFar()).toEqual([['001', 1, 4, 25, 'not-eligible']]);
  });

  it('takes a voided period out and counts it again once marked anew', async () => {
    const voided = await voidPeriod(t.app, room, {
      date: '2026-03-09',
      period: 1,
      reason: 'Marked on the wrong day',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // Without 9 March period 1: 001 1/3; 002 2/3; 003 P, LEAVE, P = 2/3.
    expect(await semesterSoFar()).toEqual([
      ['001', 1, 3, 33.33, 'not-eligible'],
      ['002', 2, 3, 66.67, 'condonation'],
      ['003', 2, 3, 66.67, 'condonation'],
    ]);

    await mark('2026-03-09', 1, ['P', 'P', 'P']);
    expect(await semesterSoFar()).toEqual([['001', 2, 4, 50, 'not-eligible']]);
  });
});
