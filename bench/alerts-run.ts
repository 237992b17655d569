import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alertsTable, measureAlerts } from './alerts';
import { planCampus, shapeOf } from './campus';
import {
  databaseUrl,
  earliestDate,
  ENGINE_LABELS,
  ensureGenerated,
  targetOf,
  workingCopy,
  type EngineKind,
} from './databases';
import { ROOT, signInAll, startApiServer } from './server';
import { SlotQueue } from './submit';
import { markToday } from './today';

/**
 * Issue 51's rows alone, measured exactly as `npm run bench` measures them (`measureAlerts`: one
 * teacher and the burst, each off, on, on, off, then the daily job), on a fresh working copy of
 * the generated campus, engine after engine: a rerun of the rows without the hour of the rest.
 *
 *   node --import tsx bench/alerts-run.ts [--db sqlite,postgres] [--scale 1] [--seconds 5]
 *     [--burst-seconds 60] [--pg URL]
 */
const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite,postgres' },
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    'burst-seconds': { type: 'string', default: '60' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
  },
});
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const options = { seconds: Number(flags.seconds), warmSeconds: 1, loginAmount: 0 };
const engines: { label: string; alerts: Awaited<ReturnType<typeof measureAlerts>> }[] = [];

for (const kind of flags.db.split(',') as EngineKind[]) {
  const label = ENGINE_LABELS[kind];
  const base = targetOf(kind, shape, flags.pg);
  await ensureGenerated(base, shape, false, log);
  const work = await workingCopy(base);
  await markToday(work.target);
  const queue = new SlotQueue(plan, await earliestDate(work.target));
  const server = await startApiServer(
    databaseUrl(work.target),
    resolve(ROOT, `data/bench/alerts-run-${kind}.log`),
  );
  try {
    const signed = await signInAll(server.url, queue.teachers());
    const cookies = new Map([...signed].map(([id, s]) => [id, s.cookie]));
    const alerts = await measureAlerts(
      server,
      work.target,
      queue,
      cookies,
      { ...options, burstSeconds: Number(flags['burst-seconds']) },
      (text) => log(`${label}: ${text} (load ${loadavg()[0]!.toFixed(2)})`),
    );
    engines.push({ label, alerts });
  } finally {
    await server.stop();
    await work.release();
  }
}
console.log(alertsTable(engines));
