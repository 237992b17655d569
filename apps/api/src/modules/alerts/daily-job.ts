import { setImmediate as breathe } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { campusToday, type AlertSettings } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { campusClockOf, OversightService } from '../oversight';
import type { ConsecutiveFacts } from './alert-texts';
import { DailyJobRepo } from './daily-job.repo';
import { OutboxRepo, type NewAlert } from './outbox.repo';
import { shortageCrossings } from './shortage-job';
import { absenceKey } from '../attendance';

const CHUNK = 200;

/**
 * A department's daily run (at its daily time, once a campus day): the day's absences in daily
 * mode (one alert per student, listing the periods when it is sent), the shortage crossings,
 * and the consecutive absences (the oversight list's rule, N days, once per run of days). Every
 * alert has its key, so a run repeated after a crash, or by a second server, adds nothing.
 * Writes go in chunks with a turn of the event loop between them, so requests keep flowing.
 */
export async function runDailyJob(
  db: Kysely<DB>,
  kind: 'sqlite' | 'postgres',
  config: Config,
  department: string,
  settings: AlertSettings,
  now: Date,
): Promise<number> {
  const today = campusToday(now, config.timezone);
  const at = now.toISOString();
  const jobs = new DailyJobRepo(db);
  const outbox = new OutboxRepo(db, kind);
  let made = 0;
  const add = async (alerts: NewAlert[]) => {
    for (let i = 0; i < alerts.length; i += CHUNK) {
      made += await outbox.add(alerts.slice(i, i + CHUNK), at);
      await breathe();
    }
  };

  if (settings.absence && settings.absenceMode === 'daily') {
    const absent = await jobs.absentOn(department, today);
    await add(
      absent.map((a) => ({
        alert_key: absenceKey(a.student_id, today),
        department,
        student_id: a.student_id,
        kind: 'absence',
        recipient: 'parent',
        day: today,
        subject_id: null,
        period: null,
        facts: null,
      })),
    );
  }

  if (settings.shortage) {
    const { alerts, levels, recovered } = await shortageCrossings(
      db,
      config,
      department,
      now,
      today,
    );
    // A level and its alerts in one transaction: a crash between them would lose the alert.
    const byLevel = new Map<string, NewAlert[]>();
    for (const alert of alerts) {
      const key = alert.alert_key.split(':').slice(1, 4).join(':');
      byLevel.set(key, [...(byLevel.get(key) ?? []), alert]);
    }
    for (let i = 0; i < levels.length; i += CHUNK) {
      const chunk = levels.slice(i, i + CHUNK);
      const keys = new Set(
        chunk.map((l) => `${l.student_id}:${l.subject_id}:${l.year}-${l.semester}`),
      );
      const chunkAlerts = [...keys].flatMap((k) => byLevel.get(k) ?? []);
      for (const k of keys) byLevel.delete(k);
      made += await db.transaction().execute(async (trx) => {
        await new DailyJobRepo(trx).addLevels(chunk, at);
        return new OutboxRepo(trx, kind).add(chunkAlerts, at);
      });
      await breathe();
    }
    for (const [index, level] of recovered.entries()) {
      await jobs.dropLevel(level);
      if (index % CHUNK === CHUNK - 1) await breathe();
    }
  }

  if (settings.consecutive) {
    const oversight = new OversightService(db, campusClockOf(config), config);
    const asker = { department, designation: 'Admin' } as AuthStaff;
    const found = await oversight.absences(asker, { days: settings.consecutiveDays }, now);
    await add(
      found.students.map((s) => {
        const facts: ConsecutiveFacts = { days: s.dates.length, first: s.dates[0]! };
        return {
          alert_key: `consecutive:${s.studentID}:${facts.first}`,
          department,
          student_id: s.studentID,
          kind: 'consecutive',
          recipient: 'parent',
          day: today,
          subject_id: null,
          period: null,
          facts: JSON.stringify(facts),
        };
      }),
    );
  }
  return made;
}
