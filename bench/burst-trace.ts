import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import type { BurstSent } from './burst';

/**
 * What was going on around a burst's slowest submissions (issue 56, ninth session: one wait of
 * 120 ms in 84 decided the burst with exports): each one's wait, how late the bench sent it,
 * the server's own time for it (its log line), and everything timed within its wait: the bench
 * process's and the server's garbage-collector pauses, the server's event-loop stalls (the
 * server started with `--import ./bench/server-stalls.mjs`), the server's thread count (a report
 * worker starting or ending), the exports' starts and ends, PostgreSQL's parallel workers (polled
 * every 50 ms) and its log (checkpoints).
 */
const PG_LOG = '/var/log/postgresql/postgresql-15-main.log';

interface Event {
  /** Wall-clock ms. */
  at: number;
  what: string;
  /** A garbage collector's pause, in ms. */
  pause?: number;
}

const wall = (t: number) => performance.timeOrigin + t;
const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);
const linesFrom = (path: string, offset: number) =>
  existsSync(path) ? readFileSync(path).subarray(offset).toString('utf8').split('\n') : [];

export class BurstTrace {
  readonly #events: Event[] = [];
  readonly #sent: BurstSent[] = [];
  readonly #gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 5) continue;
      const what = `bench GC ${entry.duration.toFixed(1)} ms`;
      this.#events.push({ at: wall(entry.startTime), what, pause: entry.duration });
    }
  });
  #threads: NodeJS.Timeout | undefined;
  #parallel: NodeJS.Timeout | undefined;
  readonly #pg: pg.Client | undefined;
  readonly #logOffset: number;
  readonly #pgOffset: number;

  constructor(
    private readonly serverPid: number,
    private readonly serverLog: string,
    postgresUrl?: string,
  ) {
    this.#logOffset = sizeOf(serverLog);
    this.#pgOffset = sizeOf(PG_LOG);
    this.#gc.observe({ entryTypes: ['gc'] });
    let count = this.#threadCount();
    this.#threads = setInterval(() => {
      const now = this.#threadCount();
      if (now !== count) this.note(`server threads ${count} → ${now}`);
      count = now;
    }, 10);
    if (postgresUrl) {
      const client = new pg.Client({ connectionString: postgresUrl });
      this.#pg = client;
      let workers = 0;
      let asking = false;
      const ask = async () => {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where backend_type = 'parallel worker'`,
        );
        const now = Number(rows[0]?.n);
        if (now !== workers) this.note(`PostgreSQL parallel workers ${workers} → ${now}`);
        workers = now;
      };
      void client.connect().then(() => {
        this.#parallel = setInterval(() => {
          if (asking) return;
          asking = true;
          void ask().finally(() => (asking = false));
        }, 50);
      });
    }
  }

  #threadCount(): number {
    try {
      return readdirSync(`/proc/${this.serverPid}/task`).length;
    } catch {
      return 0;
    }
  }

  note(what: string): void {
    this.#events.push({ at: Date.now(), what });
  }

  /** For runBurst: each answered submission. */
  readonly sent = (submission: BurstSent) => this.#sent.push(submission);

  /** Stops watching; the slowest `top` submissions, each with what happened during its wait. */
  async finish(top = 3): Promise<string[]> {
    clearInterval(this.#threads);
    clearInterval(this.#parallel);
    await this.#pg?.end();
    this.#gc.disconnect();
    const requests: { at: number; ms: number; staffId: number }[] = [];
    for (const text of linesFrom(this.serverLog, this.#logOffset)) {
      if (!text.startsWith('{')) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      if (typeof line.serverGc === 'string') {
        const what = `server GC ${line.serverGc} ${line.ms} ms`;
        this.#events.push({ at: line.at as number, what, pause: line.ms as number });
      } else if (typeof line.serverStall === 'number')
        this.#events.push({
          at: line.at as number,
          what: `server event loop stalled ${line.serverStall} ms`,
        });
      else if (line.url === '/api/attendance/mark')
        requests.push({
          at: line.time as number,
          ms: line.ms as number,
          staffId: line.staffId as number,
        });
      else if (line.msg === 'request' && typeof line.url === 'string')
        this.#events.push({
          at: line.time as number,
          what: `answered ${line.url} (${line.ms} ms)`,
        });
    }
    for (const text of linesFrom(PG_LOG, this.#pgOffset)) {
      const stamp = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+) UTC/.exec(text);
      if (stamp)
        this.#events.push({
          at: Date.parse(`${stamp[1]}T${stamp[2]}Z`),
          what: `PostgreSQL: ${text.slice(stamp[0].length).trim()}`,
        });
    }
    const slowest = [...this.#sent].sort((a, b) => b.wait - a.wait).slice(0, top);
    const start = wall(Math.min(...this.#sent.map((s) => s.due)));
    // The burst's timeline (not the sign-ins before it), without the collectors' short pauses.
    const timeline = this.#events
      .filter((e) => e.at >= start - 200 && (e.pause ?? 20) >= 20)
      .sort((a, b) => a.at - b.at)
      .slice(0, 40)
      .map((e) => `${((e.at - start) / 1000).toFixed(2)} s: ${e.what}`);
    const slow = slowest.map((s) => {
      const due = wall(s.due);
      const end = due + s.wait;
      const answered = requests.find(
        (r) => r.staffId === s.teacher && r.at >= wall(s.sent) - 5 && r.at <= end + 5,
      );
      const around = this.#events
        .filter((e) => e.at >= due - 100 && e.at <= end + 10)
        .sort((a, b) => a.at - b.at)
        .map((e) => `${(e.at - due).toFixed(0)} ms: ${e.what}`);
      return (
        `wait ${s.wait.toFixed(1)} ms (sent ${(s.sent - s.due).toFixed(1)} ms late; the server's ` +
        `own ${answered ? `${answered.ms} ms` : 'line not found'})` +
        (around.length ? `\n      ${around.join('\n      ')}` : '')
      );
    });
    return [`timeline:\n      ${timeline.join('\n      ')}`, ...slow];
  }
}
