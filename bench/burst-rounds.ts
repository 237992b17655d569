import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cookiesFor, rowCounter, runBurst } from './burst';
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
import { ROOT, signInAll, startApiServer, type ServerProcess } from './server';
import { oneTeacher, SlotQueue } from './submit';

/**
 * The start-of-period burst of two builds in turns (issue 56, pgone): each build's server
 * started and warmed as bench/cost.ts does, then one open-loop burst of a period's classes on
 * each in turn, A B A B, so both meet the same load of a shared machine; each server sits idle
 * while the other bursts, as a server does between periods. p50, p95, p99 and max per burst.
 *
 *   node --import tsx bench/burst-rounds.ts apps/api/dist/before/server.js apps/api/dist/server.js
 *     [--db postgres] [--pg URL] [--scale 1] [--rounds 3] [--seconds 60]
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
const lines: string[][] = entries.map(() => []);
try {
  for (const [i, entry] of entries.entries()) {
    process.env.BENCH_SERVER_ENTRY = entry;
    const server = await startApiServer(
      databaseUrl(targets[i] as Target),
      resolve(ROOT, `data/bench/bursts-${i}.log`),
    );
    servers.push(server);
    const signed = await signInAll(server.url, queue.teachers());
    const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
    await oneTeacher(server.url, queue, cookies, {
      seconds: 1,
      warmSeconds: 0.5,
      atLeast: queue.periodSize(),
    });
  }
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, server] of servers.entries()) {
      const slots = queue.nextPeriod();
      const cookies = await cookiesFor(server.url, slots);
      const count = rowCounter(targets[i] as Target);
      const opened = await sessionsOpened(targets[i] as Target);
      const r = await runBurst([server.url], slots, cookies, Number(flags.seconds), count);
      // The row count after the burst opens one connection of its own.
      const connections = (await sessionsOpened(targets[i] as Target)) - opened - 1;
      if (r.errors) throw new Error(`${entries[i]}: ${r.firstError}`);
      const load = loadavg()[0]?.toFixed(1);
      const ms = (x: number) => x.toFixed(1);
      lines[i]?.push(
        `p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} max ${ms(r.max)} ms, ` +
          `${connections} connections opened (load ${load})`,
      );
      log(`round ${round + 1}, ${entries[i]}: ${lines[i]?.at(-1)}`);
    }
  }
  console.log(`${kind}, scale ${flags.scale}, bursts of ${flags.seconds} s in turns`);
  for (const [i, entry] of entries.entries()) console.log(`${entry}:\n  ${lines[i]?.join('\n  ')}`);
} finally {
  for (const server of servers) await server.stop();
  await release();
}
