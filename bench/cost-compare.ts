import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setAlerts } from './alerts';
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
import { measureSerial } from './serial';
import { ROOT, signInAll, startApiServer, startBareServer, type ServerProcess } from './server';
import { insertLimitBeside, oneTeacher, SlotQueue } from './submit';

/**
 * Two builds of the server side by side (issue 56): the server's CPU per submission of one
 * teacher back to back and per `GET /api/health`, each build measured in turn, A B A B, so both
 * meet the same load of a shared machine; a bare Fastify route beside them for the health ratio.
 * The CPU is read from /proc/<pid>/stat, which other work on the machine hardly moves; the main
 * thread's alone from /proc/<pid>/task/<pid>/stat (the rest is the checkpoint thread's).
 *
 *   API_OUTFILE=$PWD/apps/api/dist/before/server.js npm run build -w @attendance/api   (on the old tree)
 *   node --import tsx bench/cost-compare.ts apps/api/dist/before/server.js apps/api/dist/server.js
 *     [--db sqlite] [--rounds 4] [--seconds 3] [--alerts] [--scale 0.01] [--insert]
 *
 * --alerts: every department's absence alerts immediate (the worst case of issue 51).
 * --scale 1: the judged row's 60-student periods (0.01, the default, has periods of 7).
 * --insert: each round also the in-process insert over one connection beside the idle servers,
 * the limit the one-teacher row is judged against, and each build's throughput ÷ it.
 * --env N:NAME=VALUE (repeatable): an environment variable for the Nth server only (from 0), to
 * compare a setting read at the process's start (glibc's MALLOC_*), e.g. one build given twice.
 */
const { values: flags, positionals: entries } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '3' },
    alerts: { type: 'boolean', default: false },
    scale: { type: 'string', default: '0.01' },
    insert: { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const log = (line: string) => console.error(line);
const envOf = entries.map(() => ({}) as Record<string, string>);
for (const setting of flags.env) {
  const match = /^(\d+):([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(setting);
  const env = match ? envOf[Number(match[1])] : undefined;
  if (!match || !env)
    throw new Error(`--env ${setting}: expected N:NAME=VALUE for a server 0-${entries.length - 1}`);
  env[match[2] as string] = match[3] as string;
}
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const seconds = Number(flags.seconds);
const kind = flags.db as EngineKind;

const base = targetOf(kind, shape, flags.pg);
await ensureGenerated(base, shape, false, log);
const { targets: copies, release } = await copiesPerBuild(
  base,
  entries.length,
  (i) => `compare-${i}-`,
);
if (flags.alerts) for (const copy of new Set(copies)) await setAlerts(copy, 'immediate');
const queue = new SlotQueue(plan, await earliestDate(base));
const servers: ServerProcess[] = [];
const cookies: Map<number, string>[] = [];
const payloads = resolve(ROOT, 'data/bench/cost-bare-payloads.json');
writeFileSync(payloads, JSON.stringify({ mark: '{}' }));
const bare = await startBareServer(payloads, resolve(ROOT, 'data/bench/compare-bare.log'));
try {
  for (const [i, entry] of entries.entries()) {
    process.env.BENCH_SERVER_ENTRY = entry;
    const server = await startApiServer(
      databaseUrl(copies[i] as Target),
      resolve(ROOT, `data/bench/compare-${i}.log`),
      envOf[i],
    );
    servers.push(server);
    const signed = await signInAll(server.url, queue.teachers());
    cookies.push(new Map([...signed].map(([id, s]) => [id, s.cookie])));
    // Every class once (SlotQueue.periodSize), as bench/cost.ts warms up.
    const warm = { seconds: 1, warmSeconds: 0.5, atLeast: queue.periodSize() };
    await oneTeacher(server.url, queue, cookies[i] as Map<number, string>, warm);
  }
  const health = (s: ServerProcess, path: string) =>
    measureSerial({
      url: s.url,
      seconds,
      cpu: s.cpu,
      next: () => ({ method: 'GET', path, headers: {} }),
    });
  const submitCpu: number[][] = entries.map(() => []);
  const submitMainCpu: number[][] = entries.map(() => []);
  const submitRate: number[][] = entries.map(() => []);
  const insertRate: number[] = [];
  const insertCpu: number[] = [];
  const healthCpu: number[][] = entries.map(() => []);
  const bareCpu: number[] = [];
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, server] of servers.entries()) {
      const submit = await oneTeacher(server.url, queue, cookies[i] as Map<number, string>, {
        seconds,
        warmSeconds: 0.3,
        cpu: server.cpu,
        mainCpu: server.mainCpu,
      });
      if (submit.failures) throw new Error(`${entries[i]}: ${submit.firstFailure}`);
      submitCpu[i]?.push(submit.cpuMs as number);
      submitMainCpu[i]?.push(submit.mainCpuMs as number);
      submitRate[i]?.push(submit.perSecond);
      healthCpu[i]?.push((await health(server, '/api/health')).cpuMs as number);
    }
    bareCpu.push((await health(bare, '/health')).cpuMs as number);
    if (flags.insert) {
      const insert = await insertLimitBeside(copies[0] as Target, queue, seconds, 1);
      insertRate.push(insert.perSecond);
      insertCpu.push(insert.cpuMs as number);
    }
    log(`round ${round + 1} done`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const bareMs = median(bareCpu);
  const { loadavg } = await import('node:os');
  console.log(
    `${kind}, ${flags.rounds} rounds of ${seconds} s, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`bare health CPU ${(bareMs * 1000).toFixed(1)} µs`);
  if (flags.insert)
    console.log(
      `insert over one connection median ${median(insertRate).toFixed(0)}/s [${insertRate.map((x) => x.toFixed(0)).join(' ')}], ` +
        `its CPU ${median(insertCpu).toFixed(3)} ms [${insertCpu.map((x) => x.toFixed(3)).join(' ')}]`,
    );
  for (const [i, entry] of entries.entries()) {
    const s = submitCpu[i] as number[];
    const m = submitMainCpu[i] as number[];
    const h = healthCpu[i] as number[];
    const env = Object.entries(envOf[i] ?? {}).map(([name, value]) => `${name}=${value} `);
    console.log(
      `${env.join('')}${entry}: submission CPU median ${median(s).toFixed(3)} ms, least ${Math.min(...s).toFixed(3)} ms [${s.map((x) => x.toFixed(3)).join(' ')}], ` +
        `main thread ${median(m).toFixed(3)} ms [${m.map((x) => x.toFixed(3)).join(' ')}]; ` +
        `${median(submitRate[i] as number[]).toFixed(0)}/s${flags.insert ? ` (${(median(submitRate[i] as number[]) / median(insertRate)).toFixed(2)}× the insert)` : ''} [${(submitRate[i] as number[]).map((x) => x.toFixed(0)).join(' ')}]; ` +
        `health ${(median(h) * 1000).toFixed(1)} µs (${(median(h) / bareMs).toFixed(2)}× bare) [${h.map((x) => (x * 1000).toFixed(0)).join(' ')}]`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await bare.stop();
  await release();
}
