import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import {
  databaseUrl,
  dropPostgres,
  earliestDate,
  ensureGenerated,
  ENGINE_LABELS,
  targetOf,
  workingCopy,
  type EngineKind,
} from './databases';
import { burst, burstDuringExports } from './burst';
import { measure, type Measure } from './load';
import { readers } from './reads';
import { HEALTH_CPU_RATIO, ms, table, verdict } from './report';
import { EXPORT_BURST_RATIO } from './report-burst';
import { buildApi, ROOT, signInAll, startApiServer, startBareServer } from './server';
import { insertLimitBeside, oneTeacher, SlotQueue } from './submit';

/**
 * The cost of every request (issue 26), the part of `npm run bench` one can run alone:
 * one teacher submitting back to back (server CPU per submission beside the CPU of the
 * in-process insert of the same rows, throughput beside the insert limit), `GET /api/health`
 * beside a bare Fastify route, and the start-of-period burst with and without a HOD exporting
 * the semester's shortage list ten times.
 *
 *   node --import tsx bench/cost.ts [--db sqlite,postgres] [--pg url] [--scale 0.01] [--seconds 3]
 *     [--no-build] [--no-burst]
 */
const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.01' },
    db: { type: 'string', default: 'sqlite,postgres' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    seconds: { type: 'string', default: '3' },
    'burst-seconds': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-burst': { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const seconds = Number(flags.seconds);
const logDir = resolve(ROOT, 'data/bench');

interface CostFigures {
  label: string;
  submit: Measure;
  insert: Measure;
  health: Measure;
  burst?: { alone: number; exporting: number; exports: number };
}

/**
 * The insert limit beside the idle server over one connection, as one teacher waits for each
 * answer (issue 56), with this process's CPU per submission inserted.
 */
async function insertLimit(
  kind: EngineKind,
  target: ReturnType<typeof targetOf>,
  queue: SlotQueue,
): Promise<Measure> {
  const limit = await insertLimitBeside(target, queue, seconds, 1);
  log(`${ENGINE_LABELS[kind]}: insert limit ${limit.perSecond.toFixed(0)}/s`);
  return limit;
}

/** A HOD exporting the semester's shortage list ten times, one after another, during a burst. */
async function burstFigures(
  url: string,
  queue: SlotQueue,
  target: ReturnType<typeof targetOf>,
  hodCookie: string,
) {
  const burstSeconds = Number(flags['burst-seconds']);
  await burst([url], queue, target, burstSeconds); // warm: the first burst signs teachers in
  const alone = await burst([url], queue, target, burstSeconds);
  const during = await burstDuringExports(url, queue, target, hodCookie, burstSeconds);
  if (alone.errors || during.burst.errors)
    throw new Error(`burst errors: ${during.burst.firstError}`);
  return { alone: alone.p99, exporting: during.burst.p99, exports: during.exports };
}

async function engineCost(kind: EngineKind): Promise<CostFigures> {
  const label = ENGINE_LABELS[kind];
  const base = targetOf(kind, shape, flags.pg);
  await ensureGenerated(base, shape, false, log);
  const work = await workingCopy(base);
  const queue = new SlotQueue(plan, await earliestDate(work.target));
  const who = readers(plan);
  const server = await startApiServer(
    databaseUrl(work.target),
    resolve(logDir, `cost-${kind}.log`),
    { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  );
  let submit: Measure;
  let insert: Measure;
  let health: Measure;
  let burstResult: CostFigures['burst'];
  try {
    const signed = await signInAll(server.url, [who.hod, ...queue.teachers()]);
    const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
    const spec = { url: server.url, connections: 1, cpu: server.cpu };
    // Every class once first, as the full run does (SlotQueue.periodSize).
    const warm = { seconds, warmSeconds: 0.5, atLeast: queue.periodSize(), cpu: server.cpu };
    submit = await oneTeacher(server.url, queue, cookies, warm);
    insert = await insertLimit(kind, work.target, queue);
    const probe = { method: 'GET' as const, path: '/api/health' };
    await measure({ ...spec, request: probe, seconds: 0.5 });
    health = await measure({ ...spec, request: probe, seconds });
    log(`${label}: submit ${submit.cpuMs?.toFixed(2)} ms CPU, health ${health.cpuMs?.toFixed(3)}`);
    if (!flags['no-burst']) {
      const hod = signed.get(who.hod.id)?.cookie as string;
      burstResult = await burstFigures(server.url, queue, work.target, hod);
    }
  } finally {
    await server.stop();
  }
  await work.release();
  if (kind === 'postgres') await dropPostgres(base);
  return { label, submit, insert, health, ...(burstResult ? { burst: burstResult } : {}) };
}

async function bareHealth(): Promise<Measure> {
  const payloads = resolve(logDir, 'cost-bare-payloads.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(payloads, JSON.stringify({ mark: '{}' }));
  const bare = await startBareServer(payloads, resolve(logDir, 'cost-bare.log'));
  try {
    const spec = { url: bare.url, connections: 1, cpu: bare.cpu };
    const request = { method: 'GET' as const, path: '/health' };
    await measure({ ...spec, request, seconds: 0.5 });
    return await measure({ ...spec, request, seconds });
  } finally {
    await bare.stop();
  }
}

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export function costTable(engines: CostFigures[], bare: Measure): string {
  const rows = [
    [
      'One teacher back to back: server CPU per submission ÷ in-process insert CPU',
      ...engines.map((e) => {
        const ratio = (e.submit.cpuMs as number) / (e.insert.cpuMs as number);
        return `${ms(e.submit.cpuMs as number)} ms ÷ ${ms(e.insert.cpuMs as number)} ms = ${times(ratio)} — ${verdict(ratio <= 2)}`;
      }),
      '≤ 2×',
    ],
    [
      'One teacher back to back: throughput ÷ the insert over one connection',
      ...engines.map((e) => {
        const ratio = e.submit.perSecond / e.insert.perSecond;
        return `${e.submit.perSecond.toFixed(0)}/s ÷ ${e.insert.perSecond.toFixed(0)}/s = ${times(ratio)} — ${verdict(ratio >= 0.8)}`;
      }),
      '≥ 0.8×',
    ],
    [
      '`GET /api/health` CPU ÷ bare Fastify route',
      ...engines.map((e) => {
        const ratio = (e.health.cpuMs as number) / (bare.cpuMs as number);
        return `${ms(e.health.cpuMs as number)} ms ÷ ${ms(bare.cpuMs as number)} ms = ${times(ratio)} — ${verdict(ratio <= HEALTH_CPU_RATIO)}`;
      }),
      `≤ ${HEALTH_CPU_RATIO}×`,
    ],
  ];
  if (engines.every((e) => e.burst)) {
    rows.push([
      "Burst p99 with a HOD exporting the semester's shortage list ten times ÷ without",
      ...engines.map((e) => {
        const b = e.burst as NonNullable<CostFigures['burst']>;
        const ratio = b.exporting / b.alone;
        return `${ms(b.exporting)} ms ÷ ${ms(b.alone)} ms = ${times(ratio)} (${b.exports} exports done) — ${verdict(ratio <= EXPORT_BURST_RATIO)}`;
      }),
      `≤ ${EXPORT_BURST_RATIO}×`,
    ]);
  }
  return table(['Cost of a request', ...engines.map((e) => e.label), 'Target'], rows);
}

if (!flags['no-build']) {
  log('building the API server…');
  buildApi();
}
const engines: CostFigures[] = [];
for (const kind of flags.db.split(',').map((n) => n.trim()) as EngineKind[]) {
  engines.push(await engineCost(kind));
}
const bare = await bareHealth();
console.log(`Scale ${shape.key}, ${seconds} s per figure.\n`);
console.log(costTable(engines, bare));
