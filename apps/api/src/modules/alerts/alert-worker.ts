import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { campusToday, alertClock, clockReached, type AlertSettings } from '@attendance/domain';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { SMS_TIMEOUT_MS, type SmsSender } from '../family';
import { LanguagesRepo } from '../languages';
import { AlertDelivery, type Finish, type Sendable } from './alert-delivery';
import { AlertGateway } from './alert-gateway';
import { AlertSettingsRepo } from './alert-settings.repo';
import { DailyJobRepo } from './daily-job.repo';
import { runDailyJob } from './daily-job';
import { OutboxRepo } from './outbox.repo';

/**
 * Rows claimed at a time, and how many of them are sent side by side. A batch's rows not sent
 * are written in the claim's own commit (OutboxRepo.claim), so a larger batch is fewer commits
 * beside the submissions; on PostgreSQL a group of sends starts only while it would be done
 * within the lease (GROUP_ROOM_MS), and the rows left are let go for the next claim (a batch
 * was 20 rows there, so that a failing gateway's 5 groups of 5 s fitted in a lease of 60 s).
 */
const BATCH = 100;
export const ALERT_SENDS_AT_ONCE = 4;
/** A group's room inside the lease: the gateway's longest answer, and its reserve and finish. */
const GROUP_ROOM_MS = SMS_TIMEOUT_MS + 5_000;

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
  private readonly gateway: AlertGateway;

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
    this.delivery = new AlertDelivery(this.outbox, new LanguagesRepo(db), config);
    this.gateway = new AlertGateway(this.outbox, config, sms, log);
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

  /**
   * A batch at a time: each row judged (reads only, a turn of the event loop before each: on
   * SQLite its queries are synchronous, and 1,400 rows in one stretch held every request for
   * 3 s), the states of those not sent written with the claim, then the rest sent
   * ALERT_SENDS_AT_ONCE side by side, each such group's states in one transaction: one commit
   * per batch and per group rather than two per row (docs/performance.md, issue 51). At most a
   * group is in flight when the server dies, as before.
   */
  private async send(settings: Map<string, AlertSettings>, now: Date): Promise<void> {
    const at = now.toISOString();
    const leaseMs = this.options.leaseSeconds * 1000;
    const all = new AlertSettingsRepo(this.db);
    // A department switched off since its rows were made is read once a tick, not once a row.
    const others = new Map<string, Promise<AlertSettings>>();
    const settingsOf = (department: string) => {
      const on = settings.get(department);
      if (on) return on;
      let read = others.get(department);
      if (!read) others.set(department, (read = all.one(department)));
      return read;
    };
    for (;;) {
      if (this.closed) return;
      // From the clock as it is now: a tick of many batches outlasts a lease taken at its start.
      const lease = new Date(this.clock().getTime() + leaseMs).toISOString();
      const claimedAt = performance.now();
      const sendable: Sendable[] = [];
      const claimed = await this.outbox.claim(at, lease, BATCH, async (rows) => {
        const done: Finish[] = [];
        for (let i = 0; i < rows.length; i += ALERT_SENDS_AT_ONCE) {
          const judged = rows.slice(i, i + ALERT_SENDS_AT_ONCE).map(async (row) => {
            await nextTurn();
            return this.delivery.judge(row, await settingsOf(row.department), now);
          });
          for (const outcome of await Promise.all(judged))
            if ('change' in outcome) done.push(outcome);
            else sendable.push(outcome);
        }
        return { done, sending: sendable.map((s) => s.row.id) };
      });
      let sent = 0;
      for (; sent < sendable.length; sent += ALERT_SENDS_AT_ONCE) {
        const late = performance.now() - claimedAt + GROUP_ROOM_MS > leaseMs;
        if (sent > 0 && late && this.kind === 'postgres') break;
        const group = sendable.slice(sent, sent + ALERT_SENDS_AT_ONCE);
        await this.outbox.finishAll(await this.gateway.send(group, now), at);
      }
      const left = sendable.slice(sent).map((s) => s.row.id);
      await this.outbox.release(left);
      if (claimed < BATCH && left.length === 0) return;
    }
  }
}
