import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { campusToday, alertClock, clockReached, type AlertSettings } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { SmsSender } from '../family';
import { LanguagesRepo } from '../languages';
import { AlertDelivery } from './alert-delivery';
import { AlertSettingsRepo } from './alert-settings.repo';
import { DailyJobRepo } from './daily-job.repo';
import { runDailyJob } from './daily-job';
import { OutboxRepo, type OutboxRow } from './outbox.repo';

/** Rows claimed at a time, and how many of them are sent side by side. */
const BATCH = 20;
export const ALERT_SENDS_AT_ONCE = 4;

export interface AlertWorkerOptions {
  /** ALERTS_TICK_MS: how often the server looks for due work (0: only when asked, in tests). */
  tickMs: number;
  /** ALERTS_LEASE_SECONDS: how long a claim holds a row or a run (a dead server's come free). */
  leaseSeconds: number;
}

/**
 * The server's alert loop: each tick reads the clock once (`now`), starts the daily runs whose
 * time has come, then sends what is due, a batch at a time, until nothing due is left. On
 * PostgreSQL every server runs it and the claims share the work; on SQLite the one server does.
 */
export class AlertWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly outbox: OutboxRepo;
  private readonly delivery: AlertDelivery;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
    private readonly config: Config,
    sms: SmsSender,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
    private readonly options: AlertWorkerOptions,
  ) {
    this.outbox = new OutboxRepo(db, kind);
    this.delivery = new AlertDelivery(this.outbox, new LanguagesRepo(db), config, sms, log);
  }

  async start(): Promise<void> {
    if (this.kind === 'sqlite') await this.outbox.releaseAll();
    if (this.options.tickMs > 0) this.schedule();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      void this.tick().finally(() => this.schedule());
    }, this.options.tickMs);
    this.timer.unref();
  }

  /** One tick now (tests call it with their fixed clock); a tick under way is joined. */
  tick(): Promise<void> {
    this.running ??= this.work()
      .catch((error: unknown) => this.log.error({ err: error }, 'alerts: a tick failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async work(): Promise<void> {
    const now = this.clock();
    const settings = await new AlertSettingsRepo(this.db).switchedOn();
    if (settings.size === 0 && !(await this.anythingDue(now))) return;
    await this.dailyRuns(settings, now);
    await this.send(settings, now);
  }

  private async deliver(
    row: OutboxRow,
    settings: Map<string, AlertSettings>,
    all: AlertSettingsRepo,
    now: Date,
  ): Promise<void> {
    const s = settings.get(row.department) ?? (await all.one(row.department));
    await this.delivery.deliver(row, s, now);
  }

  private async anythingDue(now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('alert_outbox')
      .select('id')
      .where('state', '=', 'waiting')
      .where('next_at', '<=', now.toISOString())
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async dailyRuns(settings: Map<string, AlertSettings>, now: Date): Promise<void> {
    const today = campusToday(now, this.config.timezone);
    const repo = new DailyJobRepo(this.db);
    const done = await repo.finished(today);
    for (const [department, s] of settings) {
      if (done.has(department)) continue;
      const daily = (s.absence && s.absenceMode === 'daily') || s.shortage || s.consecutive;
      if (!daily || !clockReached(now, this.config.timezone, alertClock(s.dailyTime) ?? 0))
        continue;
      const lease = new Date(now.getTime() + this.options.leaseSeconds * 1000).toISOString();
      if (!(await repo.claimRun(department, today, now.toISOString(), lease))) continue;
      const started = Date.now();
      const made = await runDailyJob(this.db, this.kind, this.config, department, s, now);
      await repo.finishRun(department, today, this.clock().toISOString(), made);
      this.log.info({ department, made, ms: Date.now() - started }, 'alerts: daily run');
    }
  }

  private async send(settings: Map<string, AlertSettings>, now: Date): Promise<void> {
    const lease = new Date(now.getTime() + this.options.leaseSeconds * 1000).toISOString();
    const all = new AlertSettingsRepo(this.db);
    for (;;) {
      if (this.closed) return;
      const rows = await this.outbox.claim(now.toISOString(), lease, BATCH);
      for (let i = 0; i < rows.length; i += ALERT_SENDS_AT_ONCE) {
        const sending: Promise<void>[] = [];
        for (const row of rows.slice(i, i + ALERT_SENDS_AT_ONCE)) {
          // A turn of the event loop before each delivery: on SQLite its queries (and commits)
          // are synchronous and a gateway may answer at once (the server log), so without it
          // 1,400 messages held every request for 3 s (docs/performance.md, issue 51).
          await nextTurn();
          const delivered = this.deliver(row, settings, all, now);
          // Its failure is the tick's (Promise.all below), not an unhandled rejection meanwhile.
          delivered.catch(() => undefined);
          sending.push(delivered);
        }
        await Promise.all(sending);
      }
      if (rows.length < BATCH) return;
    }
  }
}
