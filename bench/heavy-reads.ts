import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import {
  databaseUrl,
  ensureGenerated,
  ENGINE_LABELS,
  targetOf,
  workingCopy,
  type EngineKind,
} from './databases';
import { assertHealthy, measure, type Measure } from './load';
import { readers } from './reads';
import { ms } from './report';
import { ROOT, signInAll, startApiServer, startBareServer, type ServerProcess } from './server';

/**
 * Issue 23's server rows alone: View Attendance and Cumulative against a bare Fastify route
 * sending the same bytes (one connection, p50 and server CPU), then each .xlsx once, and the
 * server's RSS (its report workers included) after it all and at its peak. Several builds
 * (`API_OUTFILE=… npm run build -w @attendance/api`) are compared interleaved, A B A B, on
 * this shared machine, each round's line with the load average after it; every build's answers
 * must be byte for byte the first one's.
 *
 *   node --import tsx bench/heavy-reads.ts --entries a/server.js,b/server.js [--db sqlite]
 *     [--scale 0.25] [--rounds 2] [--seconds 3]     (an entry `path?NAME=value` adds variables)
 */
const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.25' },
    db: { type: 'string', default: 'sqlite' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    entries: { type: 'string', default: 'apps/api/dist/server.js' },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '3' },
  },
});
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const who = readers(plan);
const seconds = Number(flags.seconds);
const logDir = resolve(ROOT, 'data/bench');
const READS = ['view', 'cumulative'] as const;
const paths = {
  view: `/api/attendance/view?subjectID=${who.subject.id}`,
  cumulative: `/api/attendance/cumulative?date=${who.date}`,
  'view.xlsx': `/api/reports/attendance.xlsx?subjectID=${who.subject.id}`,
  'cumulative.xlsx': `/api/reports/cumulative.xlsx?date=${who.date}`,
};

interface Figures {
  entry: string;
  reads: Record<(typeof READS)[number], Measure>;
  rssMb: number;
  peakMb: number;
  idleRssMb: number;
}

const digest = (bytes: ArrayBuffer) =>
  createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function timed(server: ServerProcess, path: string, cookie: string) {
  const spec = {
    url: server.url,
    connections: 1,
    request: { method: 'GET' as const, path, headers: { cookie } },
    keepFailures: false,
    cpu: server.cpu,
  };
  await measure({ ...spec, seconds: 1 });
  return assertHealthy(path, await measure({ ...spec, seconds }));
}

async function oneBuild(kind: EngineKind, entry: string, answers: Map<string, string>) {
  const work = await workingCopy(targetOf(kind, shape, flags.pg));
  // `path?NAME=value&…`: that build's server gets these variables too (MALLOC_ARENA_MAX=16).
  const [path, env] = entry.split('?') as [string, string | undefined];
  process.env.BENCH_SERVER_ENTRY = path;
  const extra = Object.fromEntries(new URLSearchParams(env ?? ''));
  const server = await startApiServer(
    databaseUrl(work.target),
    resolve(logDir, 'heavy.log'),
    extra,
  );
  try {
    const signed = await signInAll(server.url, [who.teacher, who.hod]);
    const cookieOf = (name: string) =>
      signed.get((name.startsWith('view') ? who.teacher : who.hod).id)!.cookie;
    for (const [name, path] of Object.entries(paths)) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: cookieOf(name) },
      });
      const bytes = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      if (name.endsWith('.xlsx')) continue; // a workbook carries the minute it was made
      const sum = `${bytes.byteLength} ${digest(bytes)}`;
      if (!answers.has(name)) {
        answers.set(name, sum);
        answers.set(`${name}:text`, Buffer.from(bytes).toString());
      } else if (answers.get(name) !== sum) throw new Error(`${entry}: ${name} differs`);
    }
    const reads = {} as Figures['reads'];
    for (const name of READS) reads[name] = await timed(server, paths[name], cookieOf(name));
    for (const name of ['view.xlsx', 'cumulative.xlsx'] as const) {
      await (
        await fetch(`${server.url}${paths[name]}`, { headers: { cookie: cookieOf(name) } })
      ).arrayBuffer();
    }
    const { rssMb, peakMb } = server.memory();
    // Idle report workers end after their idle time; the RSS once they have.
    await new Promise((done) => setTimeout(done, Number(process.env.HEAVY_IDLE_WAIT_MS ?? 0)));
    const idleRssMb = server.memory().rssMb;
    return { entry, reads, rssMb, peakMb, idleRssMb } satisfies Figures;
  } finally {
    await server.stop();
    await work.release();
  }
}

async function bare(answers: Map<string, string>) {
  const payloads = resolve(logDir, 'heavy-bare.json');
  const texts = Object.fromEntries(READS.map((n) => [n, answers.get(`${n}:text`)]));
  writeFileSync(
    payloads,
    JSON.stringify({ ...texts, students: '[]', subjects: '[]', login: '{}' }),
  );
  const server = await startBareServer(payloads, resolve(logDir, 'heavy-bare.log'));
  try {
    const reads = {} as Figures['reads'];
    for (const name of READS) reads[name] = await timed(server, `/${name}`, '');
    return reads;
  } finally {
    await server.stop();
  }
}

for (const kind of flags.db.split(',') as EngineKind[]) {
  await ensureGenerated(targetOf(kind, shape, flags.pg), shape, false, log);
  const answers = new Map<string, string>();
  const entries = flags.entries.split(',');
  for (let round = 1; round <= Number(flags.rounds); round += 1) {
    for (const entry of entries) {
      const built = await oneBuild(kind, entry, answers);
      const limit = await bare(answers);
      const cells = READS.map((name) => {
        const [r, b] = [built.reads[name], limit[name]];
        return `${name} ${ms(r.p50)}/${ms(b.p50)} ms = ${(r.p50 / b.p50).toFixed(2)}× (CPU ${ms(r.cpuMs!)}/${ms(b.cpuMs!)})`;
      });
      console.log(
        `${ENGINE_LABELS[kind]} scale ${shape.key} round ${round} ${entry}: ${cells.join(' · ')} · ` +
          `RSS ${built.rssMb.toFixed(0)} MB (idle ${built.idleRssMb.toFixed(0)}), peak ${built.peakMb.toFixed(0)} MB` +
          ` · load ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  }
  log(`answers: ${READS.map((n) => `${n} ${answers.get(n)?.split(' ')[0]} B`).join(', ')}`);
}
