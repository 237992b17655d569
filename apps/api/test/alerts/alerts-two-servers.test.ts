import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase, type AppDatabase } from '../../src/db/kysely';
import { createTestApp, databaseKinds, json, type TestApp } from '../helpers';
import { SmsGateway } from '../factories/family';
import { createAlertRoom, deliveries, markPeriod, putAlertSettings } from '../factories/alerts';

const MORNING = '2026-03-10T06:00:00.000Z'; // 11:30 in Asia/Kolkata
const SEND_TIME = '2026-03-10T12:00:00.000Z'; // 17:30

/**
 * Two servers on one PostgreSQL database send side by side: claims skip the rows the other
 * holds (FOR UPDATE SKIP LOCKED), the daily run is claimed by one, and every message reaches
 * the gateway once.
 */
describe.skipIf(!databaseKinds().includes('postgres'))(
  'two servers on one PostgreSQL database',
  () => {
    let t: TestApp;
    let second: FastifyInstance;
    let secondDb: AppDatabase;
    let sms: SmsGateway;

    beforeAll(async () => {
      sms = new SmsGateway();
      sms.delayMs = 3;
      t = await createTestApp('postgres', {
        SMS_WEBHOOK_URL: await sms.start(),
        ALERTS_TICK_MS: '0',
        SESSION_IDLE_MINUTES: '1440',
      });
      secondDb = createDatabase(t.config.database);
      second = await buildApp(t.config, secondDb);
    }, 60_000);
    afterAll(async () => {
      await second.close();
      await secondDb.close();
      await t.close();
      await sms.close();
    });

    it('sends each alert once, whichever server takes it', async () => {
      t.clock.set(MORNING);
      const immediate = await createAlertRoom(t.app, t.database.db, { size: 40 });
      const daily = await createAlertRoom(t.app, t.database.db, { size: 30, department: 'ECE' });
      expect(
        (await putAlertSettings(t.app, immediate, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await putAlertSettings(t.app, daily, { absence: true, absenceMode: 'daily' })).statusCode,
      ).toBe(200);
      // 40 absent in P1 and P3 of Maths and P2 of Physics: 120 immediate alerts; 30 absent in P1:
      // 30 daily ones.
      for (const [period, subjectID] of [
        [1, immediate.subjectId],
        [2, immediate.physicsId],
        [3, immediate.subjectId],
      ] as const) {
        const answer = await markPeriod(t.app, immediate, {
          period,
          subjectID,
          absent: immediate.registerNumbers,
        });
        expect(answer.statusCode, answer.body).toBe(201);
      }
      expect(
        (await markPeriod(t.app, daily, { period: 1, absent: daily.registerNumbers })).statusCode,
      ).toBe(201);
      await Promise.all([t.app.alerts.tick(), second.alerts.tick(), t.app.alerts.tick()]);
      t.clock.set(SEND_TIME);
      await Promise.all([t.app.alerts.tick(), second.alerts.tick()]);
      await Promise.all([t.app.alerts.tick(), second.alerts.tick()]);

      const ids = sms.received.filter((m) => m.body.kind === 'absence').map((m) => m.body.id);
      expect(ids).toHaveLength(150);
      expect(new Set(ids).size).toBe(150);
      expect(json(await deliveries(t.app, immediate)).today).toEqual({
        sent: 120,
        waiting: 0,
        failed: 0,
        parts: 120,
      });
      expect(json(await deliveries(t.app, daily)).today).toEqual({
        sent: 30,
        waiting: 0,
        failed: 0,
        parts: 30,
      });
    }, 60_000);

    it('with a lease too short for a group of sends, the rows left are let go and each still sent once', async () => {
      // A lease of 1 s: each claim sends one group, lets the rest of its batch go and claims
      // again, while the other server's claims skip what is leased or locked.
      const short = { ...t.config, alerts: { ...t.config.alerts, leaseSeconds: 1 } };
      const dbs = [createDatabase(t.config.database), createDatabase(t.config.database)];
      const servers = await Promise.all(dbs.map((db) => buildApp(short, db)));
      try {
        t.clock.set(MORNING);
        const room = await createAlertRoom(t.app, t.database.db, { size: 30, department: 'MECH' });
        expect(
          (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
            .statusCode,
        ).toBe(200);
        const before = sms.received.length;
        const answer = await markPeriod(t.app, room, { period: 1, absent: room.registerNumbers });
        expect(answer.statusCode, answer.body).toBe(201);
        await Promise.all(servers.map((server) => server.alerts.tick()));

        const ids = sms.received.slice(before).map((m) => m.body.id);
        expect(ids).toHaveLength(30);
        expect(new Set(ids).size).toBe(30);
        expect(json(await deliveries(t.app, room)).today).toEqual({
          sent: 30,
          waiting: 0,
          failed: 0,
          parts: 30,
        });
      } finally {
        for (const server of servers) await server.close();
        for (const db of dbs) await db.close();
      }
    }, 60_000);
  },
);
