import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, json, type TestApp } from '../helpers';
import { familySignIn, switchSide, type SmsGateway } from '../factories/family';
import { signIn } from '../factories/staff';
import {
  alertsApp,
  createAlertRoom,
  deliveries,
  markPeriod,
  putAlertSettings,
  type AlertRoom,
} from '../factories/alerts';

const MORNING = '2026-03-10T06:00:00.000Z'; // 11:30 in Asia/Kolkata
const at = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describeEachDatabase(
  'delivering alerts: the cap, quiet hours, a stopped number, a failing gateway',
  (kind) => {
    let t: TestApp;
    let sms: SmsGateway;
    const absences = () => sms.received.filter((m) => m.body.kind === 'absence');
    const rowsOf = async (room: AlertRoom) =>
      json(await deliveries(t.app, room)).deliveries as {
        registerNumber: string;
        state: string;
        reason: string;
        attempts: number;
      }[];
    const tick = () => t.app.alerts.tick();
    /** Sessions end after a day idle: the Admin signs in again after the clock jumps a day. */
    const again = async (room: AlertRoom) => {
      room.admin = await signIn(t.app, room.admin.staff.email, room.admin.idCardNumber);
    };

    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ t, sms, close } = await alertsApp(kind));
    });
    afterAll(() => close());

    it('over the daily cap the rest wait for the next day, and the Admin sees why', async () => {
      t.clock.set(MORNING);
      const room = await createAlertRoom(t.app, t.database.db, { size: 3, department: 'EEE' });
      expect(
        (
          await putAlertSettings(t.app, room, {
            absence: true,
            absenceMode: 'immediate',
            dailyCap: 2,
          })
        ).statusCode,
      ).toBe(200);
      const before = absences().length;
      expect(
        (await markPeriod(t.app, room, { period: 1, absent: room.registerNumbers })).statusCode,
      ).toBe(201);
      await tick();
      expect(absences().length - before).toBe(2);
      const log = json(await deliveries(t.app, room));
      expect(log.today).toEqual({ sent: 2, waiting: 1, failed: 0, parts: 2 });
      const waiting = log.deliveries.find((d: { state: string }) => d.state === 'waiting');
      expect(waiting.reason).toBe('waiting: the daily cap of 2 messages is reached; sent tomorrow');
      await tick();
      expect(absences().length - before).toBe(2);
      // The next campus day (00:00 in Kolkata is 18:30 UTC): the third goes out, once.
      t.clock.set('2026-03-10T18:30:01.000Z');
      await tick();
      await tick();
      expect(absences().length - before).toBe(3);
      expect((await rowsOf(room)).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
    });

    it('in quiet hours an immediate alert waits for the morning', async () => {
      t.clock.set(MORNING);
      const room = await createAlertRoom(t.app, t.database.db, { size: 2, department: 'MECH' });
      const quiet = { start: '11:00', end: '12:00' };
      const saved = await putAlertSettings(t.app, room, {
        absence: true,
        absenceMode: 'immediate',
        quietHours: quiet,
        dailyTime: '17:30',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const before = absences().length;
      expect(
        (await markPeriod(t.app, room, { period: 1, absent: [room.registerNumbers[0]!] }))
          .statusCode,
      ).toBe(201);
      await tick();
      expect(absences().length).toBe(before);
      expect(await rowsOf(room)).toMatchObject([
        { state: 'waiting', reason: 'waiting: quiet hours until 12:00' },
      ]);
      t.clock.set(at(MORNING, 29)); // 11:59
      await tick();
      expect(absences().length).toBe(before);
      t.clock.set(at(MORNING, 30)); // 12:00
      await tick();
      expect(absences().length).toBe(before + 1);
      // A daily time inside the quiet hours is refused.
      const refused = await putAlertSettings(t.app, room, {
        quietHours: quiet,
        dailyTime: '11:15',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('quiet hours');
    });

    it('a number whose owner stopped alerts is never sent to; started again, it is', async () => {
      t.clock.set(MORNING);
      const room = await createAlertRoom(t.app, t.database.db, { size: 2, department: 'CIVIL' });
      expect((await switchSide(t.app, room.admin, true)).statusCode).toBe(200);
      expect(
        (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      const parent = await familySignIn(t.app, sms, 'parent', room.parents[0]!);
      const stop = await t.app.inject({
        method: 'PUT',
        url: '/api/family/alerts',
        headers: { cookie: parent },
        payload: { stopped: true },
      });
      expect(json(stop)).toEqual({ stopped: true, message: 'Alerts to this number are stopped.' });
      const before = absences().length;
      const [priya, arun] = room.registerNumbers as [string, string];
      expect((await markPeriod(t.app, room, { period: 1, absent: [priya, arun] })).statusCode).toBe(
        201,
      );
      await tick();
      // Arun's parent is sent to; Priya's stopped number is not.
      expect(
        absences()
          .slice(before)
          .map((m) => m.body.to),
      ).toEqual([room.parents[1]]);
      const priyaRow = (await rowsOf(room)).find((r) => r.registerNumber === priya)!;
      expect(priyaRow).toMatchObject({
        state: 'waiting',
        reason: 'waiting: alerts to this number are stopped',
      });
      // Still stopped a day later: given up, never sent.
      t.clock.set(at(MORNING, 24 * 60 + 1));
      await tick();
      await again(room);
      expect((await rowsOf(room)).find((r) => r.registerNumber === priya)).toMatchObject({
        state: 'failed',
        reason: 'not sent: alerts to this number are stopped',
      });
      expect(absences().filter((m) => m.body.to === room.parents[0])).toEqual([]);
      // Started again: the next alert goes.
      t.clock.set('2026-03-11T06:00:00.000Z');
      room.teacher = await signIn(t.app, room.teacher.staff.email, room.teacher.idCardNumber);
      const later = await familySignIn(t.app, sms, 'parent', room.parents[0]!);
      const start = await t.app.inject({
        method: 'PUT',
        url: '/api/family/alerts',
        headers: { cookie: later },
        payload: { stopped: false },
      });
      expect(json(start).stopped).toBe(false);
      expect(
        (await markPeriod(t.app, room, { date: '2026-03-11', period: 1, absent: [priya] }))
          .statusCode,
      ).toBe(201);
      await tick();
      expect(absences().filter((m) => m.body.to === room.parents[0])).toHaveLength(1);
    });

    it('a failing gateway is tried again with backoff, and each message is accepted once', async () => {
      t.clock.set(MORNING);
      const room = await createAlertRoom(t.app, t.database.db, {
        size: 2,
        department: 'CSE_AI_ML',
      });
      expect(
        (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      const before = sms.received.length;
      sms.status = 503;
      try {
        expect(
          (await markPeriod(t.app, room, { period: 1, absent: room.registerNumbers })).statusCode,
        ).toBe(201);
        await tick();
        await tick(); // not yet due again
        expect(sms.received.length - before).toBe(2);
        const rows = await rowsOf(room);
        expect(rows.map((r) => [r.state, r.attempts])).toEqual([
          ['waiting', 1],
          ['waiting', 1],
        ]);
        expect(rows[0]!.reason).toContain('the gateway failed (the SMS gateway answered 503)');
        t.clock.set(at(MORNING, 1)); // the first retry, a minute on: refused again
        await tick();
        expect(sms.received.length - before).toBe(4);
        sms.status = 202;
        t.clock.set(at(MORNING, 2)); // not due: the second retry waits 2 minutes
        await tick();
        expect(sms.received.length - before).toBe(4);
        t.clock.set(at(MORNING, 3));
        await tick();
        await tick();
      } finally {
        sms.status = 202;
      }
      const tries = sms.received.slice(before);
      expect(tries).toHaveLength(6);
      const accepted = tries
        .slice(4)
        .map((m) => m.body.id)
        .sort();
      expect(accepted).toEqual([...new Set(tries.map((m) => m.body.id))].sort());
      expect((await rowsOf(room)).map((r) => [r.state, r.attempts])).toEqual([
        ['sent', 3],
        ['sent', 3],
      ]);
    });

    it('a gateway failing for 24 hours is given up with its reason', async () => {
      t.clock.set(MORNING);
      const room = await createAlertRoom(t.app, t.database.db, { size: 1, department: 'MBA' });
      expect(
        (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      sms.status = 500;
      try {
        expect(
          (await markPeriod(t.app, room, { period: 1, absent: room.registerNumbers })).statusCode,
        ).toBe(201);
        await tick();
        t.clock.set(at(MORNING, 24 * 60));
        await tick();
      } finally {
        sms.status = 202;
      }
      await again(room);
      const [row] = await rowsOf(room);
      expect(row).toMatchObject({
        state: 'failed',
        attempts: 2,
        reason: 'gave up after 2 tries: the SMS gateway answered 500',
      });
      expect(json(await deliveries(t.app, room)).today.failed).toBe(1);
    });
  },
);
