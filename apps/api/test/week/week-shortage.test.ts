import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OversightAbsences, OversightShortage } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, records, type Classroom } from '../factories/classroom';

/**
 * The shortage list and consecutive absences count only teaching days within the class's term.
 * A hand-built week, Sundays off, the clock at Tuesday 2026-03-10 11:30 (Asia/Kolkata): every
 * date below is marked first, then the calendar changes under the records: 2026-03-08 was a
 * working Sunday (taken back; 001's absence on it corrected to On Duty before), 2026-03-04
 * becomes a holiday, and the term starts on 2026-03-03. Students R…001, R…002, R…003 in that
 * order; the counts are worked out by hand.
 */
describeEachDatabase('shortage and absences count teaching days of the term', (kind) => {
  let t: TestApp;
  let room: Classroom;

  const marked: [string, string[]][] = [
    ['2026-03-02', ['A', 'P', 'P']],
    ['2026-03-03', ['A', 'P', 'P']],
    ['2026-03-04', ['A', 'P', 'P']],
    ['2026-03-05', ['P', 'A', 'P']],
    ['2026-03-08', ['A', 'A', 'A']],
    ['2026-03-09', ['A', 'A', 'P']],
    ['2026-03-10', ['A', 'A', 'P']],
  ];
  const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: room.admin.cookie }, payload });
  const read = async <T>(url: string) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: room.hod.cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    return json<T>(answer);
  };
  const shortage = async (query = '') =>
    (await read<OversightShortage>(`/api/oversight/shortage${query}`)).students.map((s) => [
      s.registerNumber.slice(-3),
      s.overall.present,
      s.overall.sessions,
    ]);

  beforeAll(async () => {
    t = await createTestApp(kind, { WEEKLY_DAYS_OFF: 'Sun', MARKING_BACKFILL_DAYS: '30' });
    room = await createClassroom(t.app, t.database.db);
    const working = await asAdmin('POST', '/api/week/days', {
      date: '2026-03-08',
      kind: 'working',
      name: 'Working Sunday',
    });
    expect(working.statusCode, working.body).toBe(201);
    for (const [date, statuses] of marked) {
      const list = records(room, { date, period: 1 });
      list.forEach((record, i) => (record.status = statuses[i] as string));
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark',
        headers: { cookie: room.teacher.cookie },
        payload: list,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(json(answer).slot).toBe('unscheduled'); // the class has no timetable
    }
    // 001's absence on the working Sunday becomes On Duty (issue 52's correction layer), which
    // the totals count as attended: taking the Sunday out must take out what it counts as now.
    const asHod = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: room.hod.cookie }, payload });
    const od = await asHod('/api/requests', {
      registerNumbers: [room.registerNumbers[0]],
      kind: 'OD',
      fromDate: '2026-03-08',
      toDate: '2026-03-08',
      reason: 'Inter-college symposium',
    });
    expect(od.statusCode, od.body).toBe(201);
    const approved = await asHod(`/api/requests/${json(od).requests[0].requestID}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).request.corrections).toBe(1);
    expect((await asAdmin('DELETE', `/api/week/days/${json(working).id}`)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('leaves a weekly day off and a holiday inside the range out of the counts', async () => {
    // The Sunday's records no longer count: 001 1/6, 002 3/6 (50 %); 003 6/6.
    expect(await shortage()).toEqual([
      ['001', 1, 6],
      ['002', 3, 6],
    ]);
    const holiday = await asAdmin('POST', '/api/week/days', {
      date: '2026-03-04',
      kind: 'holiday',
      name: 'Holi',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    // Without 4 March: 001 1/5 (20 %), 002 2/5 (40 %); 003 5/5.
    expect(await shortage()).toEqual([
      ['001', 1, 5],
      ['002', 2, 5],
    ]);
    expect(await shortage('?startDate=2026-03-01')).toEqual(await shortage());
  });

  it('counts the term so far by default and leaves days outside the term out of any range', async () => {
    const term = await asAdmin('PUT', '/api/week/terms', {
      batch: (
        await t.database.db
          .selectFrom('subjects')
          .select('batch')
          .where('id', '=', room.subjectId)
          .executeTakeFirstOrThrow()
      ).batch,
      year: 2,
      semester: 3,
      firstDay: '2026-03-03',
      lastDay: '2026-06-30',
    });
    expect(term.statusCode, term.body).toBe(200);
    // Teaching days of the term so far: 3, 5, 9 and 10 March. 001 and 002 both 1 of 4.
    const answer = await read<OversightShortage>('/api/oversight/shortage');
    expect(answer.startDate).toBeNull();
    expect(answer.students.map((s) => [s.registerNumber.slice(-3), s.overall.percentage])).toEqual([
      ['001', 25],
      ['002', 25],
    ]);
    // The same days added up from the records, and a range ending on the 9th: 1 of 3 each.
    expect(await shortage('?startDate=2026-02-01')).toEqual([
      ['001', 1, 4],
      ['002', 1, 4],
    ]);
    expect(await shortage('?startDate=2026-03-01&endDate=2026-03-09')).toEqual([
      ['001', 1, 3],
      ['002', 1, 3],
    ]);
  });

  it('counts consecutive absences over teaching days only', async () => {
    // 001 attended on the 5th; the Sunday is not a teaching day: absent on the 9th and 10th.
    // 002 was marked Present on the holiday, which does not count: absent since the 5th.
    const two = await read<OversightAbsences>('/api/oversight/absences?days=2');
    expect(two.students.map((s) => [s.registerNumber.slice(-3), s.dates])).toEqual([
      ['002', ['2026-03-05', '2026-03-09', '2026-03-10']],
      ['001', ['2026-03-09', '2026-03-10']],
    ]);
    const three = await read<OversightAbsences>('/api/oversight/absences?days=3');
    expect(three.students.map((s) => s.registerNumber.slice(-3))).toEqual(['002']);
  });
});
