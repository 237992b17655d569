import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { burstDuringExports, cookiesFor, rowCounter, runBurst, type BurstResult } from './burst';
import { BurstTrace } from './burst-trace';
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
import { readers } from './reads';
import { ROOT, signInAll, startApiServer, type ServerProcess } from './server';
import { oneTeacher, SlotQueue } from './submit';

/**
 * The start-of-period burst of two builds in turns (issue 56, pgone): each build's server
 * started and warmed as bench/cost.ts does, then one open-loop burst of a period's classes on
 * each in turn, A B A B, so both meet the same load of a shared machine; each server sits idle
 * while the other bursts, as a server does between periods. p50, p95, p99 and max per burst.
 *
 *   node --import tsx bench/burst-rounds.ts apps/api/dist/before/server.js apps/api/dist/server.js
 *     [--db postgres] [--pg URL] [--scale 1] [--rounds 3] [--seconds 60] [--exports] [--trace]
 *
 * --exports: each burst while a HOD exports the semester's shortage list ten times, one after
 * another (issue 26's row, bench/burst.ts `burstDuringExports`).
 * --trace: the three slowest submissions of each burst, each with what happened during its wait
 * (bench/burst-trace.ts); start the servers with BENCH_SERVER_ARGS="--import
 * ./bench/server-stalls.mjs" to see their collector's pauses and event-loop stalls too.
 */
const { values: flags, positionals: entries } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'postgres' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    scale: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '60' },
    exports: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.error(line);

/**
 * PostgreSQL's count of connections ever opened to the bench's database (pg_stat_database,
 * PostgreSQL 14+): during a burst, the server's pool's new connections; -1 on SQLite.
 */
async function sessionsOpened(target: Target): Promise<number> {
  if (target.kind !== 'postgres') return 0;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select sessions as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const kind = flags.db as EngineKind;
const base = targetOf(kind, shape, flags.pg);
await ensureGenerated(base, shape, false, log);
const { targets, release } = await copiesPerBuild(base, entries.length, (i) => `bursts-${i}-`);
const queue = new SlotQueue(plan, await earliestDate(base));
const servers: ServerProcess[] = [];
const hods: string[] = [];
const logs = entries.map((_, i) => resolve(ROOT, `data/bench/bursts-${i}.log`));
const lines: string[][] = entries.map(() => []);
const hod = readers(plan).hod;
try {
  for (const [i, entry] of entries.entries()) {
    process.env.BENCH_SERVER_ENTRY = entry;
    const server = await startApiServer(databaseUrl(targets[i] as Target), logs[i] as string);
    servers.push(server);
    const signed = await signInAll(server.url, [hod, ...queue.teachers()]);
    hods.push(signed.get(hod.id)?.cookie as string);
    const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
    await oneTeacher(server.url, queue, cookies, {
      seconds: 1,
      warmSeconds: 0.5,
      atLeast: queue.periodSize(),
    });
  }
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, server] of servers.entries()) {
      const target = targets[i] as Target;
      const seconds = Number(flags.seconds);
      const opened = await sessionsOpened(target);
      const trace = flags.trace
        ? new BurstTrace(
            server.pid,
            logs[i] as string,
            target.kind === 'postgres' ? target.url : undefined,
          )
        : undefined;
      let r: BurstResult;
      let exported = '';
      if (flags.exports) {
        const during = await burstDuringExports(
          server.url,
          queue,
          target,
          hods[i] as string,
          seconds,
          trace,
        );
        r = during.burst;
        exported = `, ${during.exports} exports`;
      } else {
        const slots = queue.nextPeriod();
        const cookies = await cookiesFor(server.url, slots);
        r = await runBurst([server.url], slots, cookies, seconds, rowCounter(target), trace?.sent);
      }
      // The row count after the burst opens one connection of its own.
      const connections = (await sessionsOpened(target)) - opened - 1;
      if (r.errors) throw new Error(`${entries[i]}: ${r.firstError}`);
      const load = loadavg()[0]?.toFixed(1);
      const ms = (x: number) => x.toFixed(1);
      lines[i]?.push(
        `p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} max ${ms(r.max)} ms${exported}, ` +
          `${connections} connections opened (load ${load})`,
      );
      log(`round ${round + 1}, ${entries[i]}: ${lines[i]?.at(-1)}`);
      for (const slow of (await trace?.finish()) ?? []) log(`    ${slow}`);
    }
  }
  console.log(`${kind}, scale ${flags.scale}, bursts of ${flags.seconds} s in turns`);
  for (const [i, entry] of entries.entries()) console.log(`${entry}:\n  ${lines[i]?.join('\n  ')}`);
} finally {
  for (const server of servers) await server.stop();
  await release();
}
