import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drained as drainedNow, scalar, setAlerts } from './alerts';
import { planCampus, shapeOf } from './campus';
import {
  copiesPerBuild,
  databaseUrl,
  earliestDate,
  ensureGenerated,
  targetOf,
  type EngineKind,
} from './databases';
import type { Target } from './generate';
import type { Measure } from './load';
import { ROOT, signInAll, startApiServer } from './server';
import { oneTeacher, SlotQueue } from './submit';

/**
 * Issue 51's one-teacher row, off and on in turns (ABBA), so both meet the same load of a shared
 * machine: each turn starts the build's server, warms it with every class once, then measures
 * one teacher with absence alerts off and immediate for every department (the order swapped
 * every other round), each after the outbox has drained. Beside each p50: the server's CPU per
 * submission during the measure and until the sender has drained its rows, and what each
 * submission cost the disk (SQLite: the server's fsyncs, counted by perf; PostgreSQL: the
 * database's commits). With two builds (API_OUTFILE, as bench/cost-compare.ts) each round
 * measures both, one server at a time (two servers on one PostgreSQL database share the outbox).
 *
 *   node --import tsx bench/alerts-rounds.ts [builds…] [--db sqlite|postgres] [--scale 1]
 *     [--rounds 4] [--seconds 5] [--pg URL] [--tick 500] [--only on|off]
 */
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    scale: { type: 'string', default: '1' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
    /** ALERTS_TICK_MS of the server; 0: no sender at all (the submission's own rows alone). */
    tick: { type: 'string', default: '500' },
    /** One mode only (a profile of it alone). */
    only: { type: 'string' },
  },
});
const entries = positionals.length > 0 ? positionals : ['apps/api/dist/server.js'];
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const seconds = Number(flags.seconds);
const load = () => loadavg()[0]!.toFixed(1);

const base = targetOf(flags.db as EngineKind, shape, flags.pg);
await ensureGenerated(base, shape, false, log);
const { targets: copies, release } = await copiesPerBuild(
  base,
  entries.length,
  (i) => `rounds-${i}-`,
);
const queue = new SlotQueue(plan, await earliestDate(base));

/** The outbox drained, unless the server has no sender (--tick 0). */
const drained = (target: Target) => (flags.tick === '0' ? Promise.resolve() : drainedNow(target));

/**
 * Counts what each submission costs the disk: on SQLite the server's fsync and fdatasync calls
 * (perf's syscall tracepoints: every commit syncs the log at synchronous = FULL), on PostgreSQL
 * the database's commits (pg_stat_database, flushed by the backends within a second).
 */
async function commitCounter(target: Target, pid: number): Promise<() => Promise<number>> {
  if (target.kind === 'sqlite') {
    const events = 'syscalls:sys_enter_fdatasync,syscalls:sys_enter_fsync';
    const perf = spawn('perf', ['stat', '-x,', '-e', events, '-p', String(pid)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    perf.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await new Promise((done) => setTimeout(done, 300));
    return async () => {
      const ended = new Promise((done) => perf.once('exit', done));
      perf.kill('SIGINT');
      await ended;
      return text
        .split('\n')
        .map((line) => Number(line.split(',')[0]))
        .filter((n) => Number.isFinite(n))
        .reduce((a, b) => a + b, 0);
    };
  }
  const commits = () =>
    scalar(target, 'select xact_commit from pg_stat_database where datname = current_database()');
  await new Promise((done) => setTimeout(done, 1500));
  const before = await commits();
  return async () => {
    await new Promise((done) => setTimeout(done, 1500));
    // Less this count's own statement and the drain's (one each, near enough).
    return (await commits()) - before;
  };
}

/**
 * The CPU seconds so far of the PostgreSQL backends connected to the bench's database (the
 * server's pool, the sender's, autovacuum's), by process: backends of other databases (another
 * engineer's tests) are left out, and so are the bench's own short-lived connections, which are
 * not alive at both ends of a measure.
 */
async function postgresCpu(target: Target): Promise<Map<number, number>> {
  const byPid = new Map<number, number>();
  if (target.kind !== 'postgres') return byPid;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const { rows } = await client
    .query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    .finally(() => client.end());
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The backend ended meanwhile.
    }
  }
  return byPid;
}

async function cpuSince(target: Target, before: Map<number, number>): Promise<number> {
  let seconds = 0;
  for (const [pid, now] of await postgresCpu(target)) {
    const then = before.get(pid);
    if (then !== undefined) seconds += now - then;
  }
  return seconds;
}

type Figures = Record<
  'off' | 'on',
  (Measure & { withSender: number; commits: number; postgresMs: number })[]
>;
const figures: Figures[] = entries.map(() => ({ off: [], on: [] }));
const loads: string[] = [];
try {
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, entry] of entries.entries()) {
      const target = copies[i] as Target;
      process.env.BENCH_SERVER_ENTRY = entry;
      const server = await startApiServer(
        databaseUrl(target),
        resolve(ROOT, `data/bench/rounds-${i}.log`),
        { ALERTS_TICK_MS: flags.tick },
      );
      try {
        const signed = await signInAll(server.url, queue.teachers());
        const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
        await oneTeacher(server.url, queue, cookies, {
          seconds: 1,
          warmSeconds: 0.5,
          atLeast: queue.periodSize(),
        });
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const mode of order) {
          if (flags.only && flags.only !== mode) continue;
          await setAlerts(target, mode === 'on' ? 'immediate' : 'off');
          await drained(target);
          await oneTeacher(server.url, queue, cookies, { seconds: 1, warmSeconds: 0 });
          await drained(target);
          const startLoad = load();
          const counting = await commitCounter(target, server.pid);
          const cpuBefore = server.cpu();
          const mainBefore = server.mainCpu();
          const postgresBefore = await postgresCpu(target);
          const measured = await oneTeacher(server.url, queue, cookies, {
            seconds,
            warmSeconds: 0,
            cpu: server.cpu,
          });
          if (measured.failures) throw new Error(`${entry}: ${measured.firstFailure}`);
          // The sender's work for these submissions is theirs, though some is done after them.
          await drained(target);
          const withSender = ((server.cpu() - cpuBefore) * 1000) / measured.requests;
          // The main thread's share (the sender runs there); the rest is the checkpoint thread's.
          const mainMs = ((server.mainCpu() - mainBefore) * 1000) / measured.requests;
          const postgresMs =
            target.kind === 'postgres'
              ? ((await cpuSince(target, postgresBefore)) * 1000) / measured.requests
              : 0;
          const commits = (await counting()) / measured.requests;
          figures[i]![mode].push({ ...measured, withSender, commits, postgresMs });
          loads.push(`${startLoad}-${load()}`);
          log(
            `round ${round + 1}, ${entry}, alerts ${mode}: p50 ${measured.p50.toFixed(2)} ms, ` +
              `CPU ${measured.cpuMs?.toFixed(2)} ms (${withSender.toFixed(2)} with the sender's after, ` +
              `${mainMs.toFixed(2)} of it the main thread's), ` +
              `${commits.toFixed(1)} ${target.kind === 'sqlite' ? 'syncs' : 'commits'}, ` +
              (target.kind === 'postgres' ? `PostgreSQL CPU ${postgresMs.toFixed(2)} ms, ` : '') +
              `${measured.perSecond.toFixed(0)}/s, load ${startLoad}`,
          );
        }
        await setAlerts(target, 'off');
        await drained(target);
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await release();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' ');
console.log(
  `${flags.db}, scale ${flags.scale}, ${flags.rounds} rounds of ${seconds} s, load ${loads.join(', ')}`,
);
for (const [i, entry] of entries.entries()) {
  const { off, on } = figures[i]!;
  if (flags.only) {
    const ms = figures[i]![flags.only as 'on' | 'off'];
    console.log(
      `${entry}, ${flags.only}: p50 [${list(ms.map((m) => m.p50))}] CPU [${list(ms.map((m) => m.cpuMs ?? 0))}]`,
    );
    continue;
  }
  const ratios = on.map((m, r) => m.p50 / off[r]!.p50);
  const cpu = on.map((m, r) => (m.cpuMs ?? 0) / (off[r]!.cpuMs ?? 1));
  console.log(
    `${entry}: p50 off [${list(off.map((m) => m.p50))}] on [${list(on.map((m) => m.p50))}] ms; ` +
      `on ÷ off per round [${list(ratios)}], median ${median(ratios).toFixed(2)}×; ` +
      `CPU off [${list(off.map((m) => m.cpuMs ?? 0))}] on [${list(on.map((m) => m.cpuMs ?? 0))}] ms, ` +
      `median ${median(cpu).toFixed(2)}×; with the sender's after: off [${list(off.map((m) => m.withSender))}] ` +
      `on [${list(on.map((m) => m.withSender))}] ms; ${base.kind === 'sqlite' ? 'syncs' : 'commits'} per ` +
      `submission off [${list(off.map((m) => m.commits))}] on [${list(on.map((m) => m.commits))}]` +
      (base.kind === 'postgres'
        ? `; PostgreSQL's CPU per submission with the sender's after: off ` +
          `[${list(off.map((m) => m.postgresMs))}] on [${list(on.map((m) => m.postgresMs))}] ms`
        : ''),
  );
}
