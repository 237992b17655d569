import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { SmsGateway } from '../factories/family';
import { signIn } from '../factories/staff';
import { createAlertRoom, markPeriod, putAlertSettings, type AlertRoom } from '../factories/alerts';

/** 11:30 and 17:30 in Asia/Kolkata on a day of March 2026. */
const morning = (day: number) => `2026-03-${String(day).padStart(2, '0')}T06:00:00.000Z`;
const sendTime = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const date = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;

describeEachDatabase('the daily job: shortage crossings and consecutive absences', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let room: AlertRoom;
  const texts = (kindOf: string, phone: string) =>
    sms.received
      .filter((m) => m.body.kind === kindOf && m.body.to === phone)
      .map((m) => m.body.text);
  /** A day of Maths, periods 1 to `statuses.length`: each entry the register numbers absent. */
  const day = async (d: number, periods: string[][]) => {
    t.clock.set(morning(d));
    room.teacher = await signIn(t.app, room.teacher.staff.email, room.teacher.idCardNumber);
    for (const [i, absent] of periods.entries()) {
      const answer = await markPeriod(t.app, room, { date: date(d), period: i + 1, absent });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    t.clock.set(sendTime(d));
    await t.app.alerts.tick();
    await t.app.alerts.tick();
  };

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: await sms.start(), ALERTS_TICK_MS: '0' });
    t.clock.set('2026-03-10T04:00:00.000Z');
    room = await createAlertRoom(t.app, t.database.db, { size: 4 });
    const saved = await putAlertSettings(t.app, room, {
      shortage: true,
      consecutive: true,
      consecutiveDays: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('tells a crossing below 75 % and 65 % once, to the parent and the student, and again after a recovery', async () => {
    const [priya, arun, kavya] = room.registerNumbers as [string, string, string, string];
    const student = (i: number) => `+9197400${room.parents[i]!.slice(-5)}`;
    // Day 1: Maths P1-P3. Kavya P, P, A = 2/3 = 66.67 %: below 75, not 65.
    await day(10, [[], [], [kavya]]);
    expect(texts('shortage', room.parents[2]!)).toEqual([
      `Kavya (${kavya}) is at 66.67 % in Maths, below 75 %. — CCE`,
    ]);
    expect(texts('shortage', student(2))).toEqual(texts('shortage', room.parents[2]!));
    expect(sms.received.filter((m) => m.body.kind === 'shortage')).toHaveLength(2);

    // Day 2: P1 Priya and Arun absent, P2 Priya absent. Priya 3/5 = 60 % (below 75 and 65 at
    // once: the one SMS says 65); Arun 4/5 = 80 %; Kavya 4/5 = 80 %, back above 75.
    await day(11, [[priya, arun], [priya]]);
    expect(texts('shortage', room.parents[0]!)).toEqual([
      `Priya (${priya}) is at 60.00 % in Maths, below 65 %. — CCE`,
    ]);
    expect(texts('shortage', room.parents[1]!)).toEqual([]);
    expect(sms.received.filter((m) => m.body.kind === 'shortage')).toHaveLength(4);

    // Day 3: Kavya absent in P1 and P2: 4/7 = 57.14 %, below both lines again: told again (65).
    // Priya, present, 5/7 = 71.43 %: still below 75, nothing new.
    await day(12, [[kavya], [kavya]]);
    expect(texts('shortage', room.parents[2]!)).toEqual([
      `Kavya (${kavya}) is at 66.67 % in Maths, below 75 %. — CCE`,
      `Kavya (${kavya}) is at 57.14 % in Maths, below 65 %. — CCE`,
    ]);
    expect(texts('shortage', room.parents[0]!)).toHaveLength(1);
    expect(sms.received.filter((m) => m.body.kind === 'shortage')).toHaveLength(6);
  });

  it('tells consecutive absences (every period, N days) once per run of days', async () => {
    const dev = room.registerNumbers[3]!;
    const kavya = room.registerNumbers[2]!;
    // Kavya was absent in every period of day 3 only; Dev is absent every period of days 13-14.
    await day(13, [[dev], [dev]]);
    expect(texts('consecutive', room.parents[3]!)).toEqual([]);
    await day(14, [[dev]]);
    expect(texts('consecutive', room.parents[3]!)).toEqual([
      `Dev (${dev}) has been absent 2 teaching days in a row, since 13 Mar. — CCE`,
    ]);
    await day(15, [[dev], [dev]]);
    expect(texts('consecutive', room.parents[3]!)).toHaveLength(1);
    expect(texts('consecutive', room.parents[2]!)).toEqual([]);
    void kavya;
  });
});
