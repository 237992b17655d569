import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, json, type TestApp } from '../helpers';
import { voidPeriod } from '../factories/classroom';
import type { SmsGateway } from '../factories/family';
import {
  alertsApp,
  createAlertRoom,
  deliveries,
  markPeriod,
  putAlertSettings,
  type AlertRoom,
} from '../factories/alerts';

/** 11:30, 17:29, 17:30 and 18:00 on 10 March 2026 in Asia/Kolkata (UTC+5:30). */
const MORNING = '2026-03-10T06:00:00.000Z';
const BEFORE_SEND = '2026-03-10T11:59:00.000Z';
const SEND_TIME = '2026-03-10T12:00:00.000Z';
const EVENING = '2026-03-10T12:30:00.000Z';

describeEachDatabase('absence alerts to parents', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  const alertsTo = (phone: string) =>
    sms.received
      .filter((m) => m.body.kind === 'absence' && m.body.to === phone)
      .map((m) => m.body.text);

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, sms, close } = await alertsApp(kind));
  });
  afterAll(() => close());

  describe('daily at 17:30', () => {
    let room: AlertRoom;
    beforeAll(async () => {
      room = await createAlertRoom(t.app, t.database.db, { size: 4 });
    });

    it('sends one SMS per absent student at the daily time, listing the periods that still count', async () => {
      t.clock.set(MORNING);
      const saved = await putAlertSettings(t.app, room, {
        absence: true,
        absenceMode: 'daily',
        dailyTime: '17:30',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [priya, arun, kavya, dev] = room.registerNumbers as [string, string, string, string];
      expect((await markPeriod(t.app, room, { period: 1, absent: [priya, arun] })).statusCode).toBe(
        201,
      );
      const physics = await markPeriod(t.app, room, {
        period: 2,
        subjectID: room.physicsId,
        absent: [priya],
      });
      expect(physics.statusCode, physics.body).toBe(201);
      // Kavya's only absence is voided before the send: she is left out.
      expect((await markPeriod(t.app, room, { period: 3, absent: [kavya] })).statusCode).toBe(201);
      expect(
        (await voidPeriod(t.app, room, { date: '2026-03-10', period: 3, reason: 'wrong period' }))
          .statusCode,
      ).toBe(200);
      void dev;

      await t.app.alerts.tick();
      t.clock.set(BEFORE_SEND);
      await t.app.alerts.tick();
      expect(sms.received.filter((m) => m.body.kind === 'absence')).toHaveLength(0);

      t.clock.set(SEND_TIME);
      await t.app.alerts.tick();
      await t.app.alerts.tick();
      t.clock.set(EVENING);
      await t.app.alerts.tick();
      // Hand count: Priya (P1 Maths, P2 Physics) and Arun (P1 Maths); Kavya voided; Dev present.
      expect(alertsTo(room.parents[0]!)).toEqual([
        `Priya (${priya}) was absent today, 10 Mar: P1 Maths, P2 Physics. — CCE`,
      ]);
      expect(alertsTo(room.parents[1]!)).toEqual([
        `Arun (${arun}) was absent today, 10 Mar: P1 Maths. — CCE`,
      ]);
      expect(alertsTo(room.parents[2]!)).toEqual([]);
      expect(alertsTo(room.parents[3]!)).toEqual([]);

      const log = json(await deliveries(t.app, room));
      expect(log.today).toEqual({ sent: 2, waiting: 0, failed: 0, parts: 2 });
      expect(
        log.deliveries
          .map((d: { registerNumber: string; state: string }) => [d.registerNumber, d.state])
          .sort(),
      ).toEqual(
        [
          [priya, 'sent'],
          [arun, 'sent'],
        ].sort(),
      );
    });

    it('a correction after the send is not sent again', async () => {
      const [, , , dev] = room.registerNumbers as [string, string, string, string];
      t.clock.set(EVENING);
      expect(
        (await markPeriod(t.app, room, { period: 6, subjectID: room.physicsId, absent: [dev] }))
          .statusCode,
      ).toBe(201);
      await t.app.alerts.tick();
      expect(alertsTo(room.parents[3]!)).toEqual([]);
      expect(
        sms.received.filter((m) => m.body.kind === 'absence' && m.body.to.startsWith('+9198400')),
      ).toHaveLength(2);
    });
  });

  describe('immediately', () => {
    let room: AlertRoom;
    beforeAll(async () => {
      room = await createAlertRoom(t.app, t.database.db, { size: 3, department: 'ECE' });
    });

    it('sends one SMS per submission marking a student absent, once however often it is sent', async () => {
      t.clock.set(MORNING);
      expect(
        (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      const [priya, arun, kavya] = room.registerNumbers as [string, string, string];
      const first = await markPeriod(t.app, room, {
        period: 1,
        absent: [priya, arun],
        key: 'p1-submission',
      });
      expect(first.statusCode).toBe(201);
      // The same submission again (a retry with its key) makes no second alert.
      const again = await markPeriod(t.app, room, {
        period: 1,
        absent: [priya, arun],
        key: 'p1-submission',
      });
      expect(again.statusCode).toBe(201);
      expect(
        (await markPeriod(t.app, room, { period: 2, subjectID: room.physicsId, absent: [priya] }))
          .statusCode,
      ).toBe(201);
      // Kavya's period is voided before the sender's turn: her alert is cancelled, never sent.
      expect((await markPeriod(t.app, room, { period: 3, absent: [kavya] })).statusCode).toBe(201);
      expect(
        (await voidPeriod(t.app, room, { date: '2026-03-10', period: 3, reason: 'wrong class' }))
          .statusCode,
      ).toBe(200);
      // A backfilled day's alert is cancelled, not sent: only today's periods are news.
      expect(
        (await markPeriod(t.app, room, { date: '2026-03-09', period: 4, absent: [arun] }))
          .statusCode,
      ).toBe(201);

      await t.app.alerts.tick();
      await t.app.alerts.tick();
      expect(alertsTo(room.parents[0]!).sort()).toEqual([
        `Priya (${priya}) was absent today, 10 Mar: P1 Maths. — CCE`,
        `Priya (${priya}) was absent today, 10 Mar: P2 Physics. — CCE`,
      ]);
      expect(alertsTo(room.parents[1]!)).toEqual([
        `Arun (${arun}) was absent today, 10 Mar: P1 Maths. — CCE`,
      ]);
      expect(alertsTo(room.parents[2]!)).toEqual([]);
      const log = json(await deliveries(t.app, room, '?state=cancelled'));
      expect(
        log.deliveries
          .map((d: { registerNumber: string; reason: string }) => [d.registerNumber, d.reason])
          .sort(),
      ).toEqual(
        [
          [kavya, 'the period was voided before the send'],
          [arun, 'marked on a later day (a backfill): not sent'],
        ].sort(),
      );
      // The message id is the alert's own, the same on every try: a gateway may drop a repeat.
      const ids = sms.received.filter((m) => m.body.kind === 'absence').map((m) => m.body.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
