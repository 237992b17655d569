import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { planCampus, shapeOf } from './campus';
import type { EngineKind } from './databases';
import { benchEngine, SUBMIT_LEVELS, type Captured, type RunContext } from './engine';
import { assertHealthy, measure } from './load';
import { measureBareReads, readers, type ReadOptions } from './reads';
import { report, type BenchResults, type EngineResults } from './report';
import { benchScaleOut } from './scaleout';
import { buildApi, ROOT, startBareServer } from './server';
import { benchImports, importTable } from './imports';
import { webFigures } from './web';

/**
 * `npm run bench`: the real server on the generated campus, loaded over loopback, each figure
 * beside a limit measured in the same run. Progress goes to stderr, the tables to stdout.
 *
 *   npm run bench -- [--scale 1] [--db sqlite,postgres] [--growth 10] [--seconds 5] [--fresh]
 *   npm run bench -- --quick      (tiny, short: CI runs it so the benchmarks cannot rot)
 */
const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string' },
    db: { type: 'string', default: 'sqlite,postgres' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    growth: { type: 'string' },
    seconds: { type: 'string' },
    'burst-seconds': { type: 'string' },
    'results-day-seconds': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
  },
});
const quick = flags.quick;
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale ?? (quick ? 0.01 : 1)));
// --quick grows the campus twice, not ten times: CI's smoke runs the same growth code, and a
// tenfold campus is generated three times over (each engine, then the scale-out).
const growth = Number(flags.growth ?? (quick ? 2 : 10));
const growthShape = growth > 1 ? shapeOf(shape.unit, shape.copies * growth) : undefined;
const seconds = Number(flags.seconds ?? (quick ? 1 : 5));
const options: ReadOptions = {
  seconds,
  warmSeconds: quick ? 0.3 : 1,
  loginAmount: quick ? 100 : 2000,
};
// Issue 14: arrivals over 60 s, as at the start of a period; a few seconds at --quick.
const burstSeconds = Number(flags['burst-seconds'] ?? (quick ? 3 : 60));
// Issue 50: every student opens their home within ten minutes; a few seconds at --quick.
const resultsDaySeconds = Number(flags['results-day-seconds'] ?? (quick ? 3 : 600));
const engines = flags.db.split(',').map((name) => name.trim()) as EngineKind[];
const logDir = resolve(ROOT, 'data/bench');
mkdirSync(logDir, { recursive: true });
const plan = planCampus(shape);
const context: RunContext = {
  shape,
  ...(growthShape ? { growthShape } : {}),
  plan,
  options,
  postgresUrl: flags.pg,
  fresh: flags.fresh || quick,
  dropAfter: quick,
  logDir,
  log,
  burstSeconds,
  resultsDaySeconds,
};

async function assertPostgresReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${url} is not reachable (${(error as Error).message}); start it and ` +
        `create the database (createdb -h 127.0.0.1 -U postgres bench), or run with --db sqlite`,
    );
  }
}

/** The limits of HTTP itself: a bare Fastify server repeating the captured answers. */
async function benchBare({ answers, markBody }: Captured) {
  log('bare Fastify limits…');
  const payloads = resolve(logDir, 'bare-payloads.json');
  writeFileSync(payloads, JSON.stringify(answers));
  const bare = await startBareServer(payloads, resolve(logDir, 'bare.log'));
  try {
    const reads = await measureBareReads(bare, readers(plan), options);
    const submits = [];
    const headers = { 'content-type': 'application/json' };
    const request = { method: 'POST', path: '/mark', body: markBody, headers };
    for (const level of SUBMIT_LEVELS) {
      const spec = { url: bare.url, ...level, request, cpu: bare.cpu };
      await measure({ ...spec, seconds: options.warmSeconds });
      const result = assertHealthy(
        'bare mark',
        await measure({ ...spec, seconds: options.seconds }),
      );
      submits.push({ ...level, result });
    }
    return { reads, submits };
  } finally {
    await bare.stop();
  }
}

const started = performance.now();
const loadAtStart = loadavg()[0] as number;
if (engines.includes('postgres')) await assertPostgresReachable(flags.pg);
log('building the API server…');
buildApi();
const results: EngineResults[] = [];
let captured: Captured | undefined;
for (const kind of engines) {
  const engine = await benchEngine(kind, context);
  results.push(engine.results);
  captured ??= engine.captured;
}
const bare = await benchBare(captured as Captured);
const scaleOut = engines.includes('postgres')
  ? await benchScaleOut({
      shape: growthShape ?? shape,
      postgresUrl: flags.pg,
      fresh: false,
      dropAfter: quick,
      burstSeconds,
      options,
      logDir,
      log,
    })
  : undefined;
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const all: BenchResults = {
  machine: `${availableParallelism()} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  // Other work on the machine lengthens every wait; the CPU figures barely move.
  load: `${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] as number).toFixed(1)} at end`,
  scale: shape.key,
  ...(growthShape ? { growthScale: growthShape.key } : {}),
  quick,
  engines: results,
  bare,
  ...(scaleOut ? { scaleOut } : {}),
  web: await webFigures({ quick, log }),
};
// Import and Excel exports run on their own fresh database: they add 5,040 students.
const imports = await benchImports({ quick, log });
writeFileSync(
  resolve(logDir, `results-${shape.key}.json`),
  JSON.stringify({ ...all, imports }, null, 2),
);
console.log(report(all));
console.log(`\n${importTable(imports)}`);
log(`bench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
