import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ALERT_SENDS_AT_ONCE } from '../../src/modules/alerts/alert-worker';
import { SmsGateway } from '../factories/family';
import { arrangeCampus, type Campus } from '../drills/http-campus';
import { drillDir, startServer, type ServerProcess } from '../drills/server-process';

const SUBJECTS = 6;
const CLASS_SIZE = 24;
/** Each round kills the server after this many of its class's six submissions were answered. */
const KILL_AFTER_ACKS = [1, 3, 5];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fixed-offset zone where it is now about 20:00, so every period of today has started. */
function eveningZone(): string {
  let offset = 20 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

function outbox(path: string) {
  const db = new SQLite(path, { fileMustExist: true, readonly: true });
  try {
    return db
      .prepare(
        `select o.id, o.state, o.subject_id, o.period, s.register_number
           from alert_outbox o join students s on s.id = o.student_id`,
      )
      .all() as {
      id: number;
      state: string;
      subject_id: number;
      period: number;
      register_number: string;
    }[];
  } finally {
    db.close();
  }
}

describe('crash drill: SIGKILL while alerts are made and sent', () => {
  it('sends every alert of every acknowledged submission, each once', async () => {
    const dir = drillDir();
    const dbPath = join(dir, 'attendance.db');
    const sms = new SmsGateway();
    sms.delayMs = 2;
    const timeZone = eveningZone();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const env = {
      SMS_WEBHOOK_URL: await sms.start(),
      CAMPUS_TIMEZONE: timeZone,
      ALERTS_TICK_MS: '50',
      ALERTS_LEASE_SECONDS: '2',
    };
    let server: ServerProcess = await startServer(dir, env);
    /** Per acknowledged submission: the register numbers it marked absent. */
    const acked = new Map<string, string[]>();
    try {
      const campuses: Campus[] = [];
      for (let round = 0; round < KILL_AFTER_ACKS.length; round += 1) {
        campuses.push(
          await arrangeCampus(server.url, { subjects: SUBJECTS, classSize: CLASS_SIZE }),
        );
      }
      const settings = await campuses[0]!.admin.call('PUT', '/api/alerts/settings', {
        absence: true,
        absenceMode: 'immediate',
        dailyTime: '17:30',
        shortage: false,
        consecutive: false,
        consecutiveDays: 3,
        dailyCap: 100_000,
        quietHours: null,
      });
      expect(settings.status, JSON.stringify(settings.body)).toBe(200);

      for (const [round, campus] of campuses.entries()) {
        let answered = 0;
        const submissions = campus.subjects.map(async (subject, i) => {
          const absent = campus.registerNumbers.filter(() => Math.random() < 0.3);
          const body = campus.registerNumbers.map((registerNumber) => ({
            subjectID: subject.id,
            date: today,
            period: i + 1,
            registerNumber,
            status: absent.includes(registerNumber) ? 'A' : 'P',
          }));
          try {
            const answer = await campus.teachers[i]!.call('POST', '/api/attendance/mark', body);
            if (answer.status === 201) acked.set(`${subject.id}/${i + 1}`, absent);
            answered += 1;
          } catch {
            // cut off by the kill: whole or absent, and its alerts with it
          }
        });
        while (answered < KILL_AFTER_ACKS[round]!) await sleep(2);
        await sleep(Math.floor(Math.random() * 60));
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(submissions);
        server = await startServer(dir, { ...env, PORT: String(server.port) });
      }

      // Drained: no alert waiting, and the gateway quiet.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && outbox(dbPath).some((r) => r.state === 'waiting'))
        await sleep(100);
      await sleep(300);
      const rows = outbox(dbPath);
      expect(rows.filter((r) => r.state !== 'sent')).toEqual([]);

      // Every absence of every acknowledged submission has its one alert, sent.
      const expected = [...acked]
        .flatMap(([slot, absent]) => absent.map((r) => `${slot}/${r}`))
        .sort();
      const made = new Set(rows.map((r) => `${r.subject_id}/${r.period}/${r.register_number}`));
      expect(expected.filter((key) => !made.has(key))).toEqual([]);
      // The gateway's count: each alert's id arrived, and once per id. The same id arrives twice
      // only when a kill fell between the gateway's answer and the commit that records it (at
      // most the messages in flight at each kill): the id is the contract's idempotency key, so
      // a gateway sends it once (docs/decisions.md).
      const received = new Map<string, number>();
      for (const m of sms.received) received.set(m.body.id, (received.get(m.body.id) ?? 0) + 1);
      expect(rows.filter((r) => !received.has(`alert-${r.id}`))).toEqual([]);
      expect(received.size).toBe(rows.length);
      const twice = [...received.values()].filter((n) => n > 1).length;
      expect(twice).toBeLessThanOrEqual(KILL_AFTER_ACKS.length * ALERT_SENDS_AT_ONCE);
      console.info(
        `alerts crash drill: ${KILL_AFTER_ACKS.length} SIGKILL rounds, ${acked.size} submissions acknowledged, ` +
          `${expected.length} alerts expected, ${rows.length} made, ${sms.received.length} gateway requests, ` +
          `${twice} delivered twice`,
      );
    } finally {
      await server.stop('SIGKILL');
      await sms.close();
    }
  }, 240_000);
});
