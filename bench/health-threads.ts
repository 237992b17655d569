import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import { copiesPerBuild, databaseUrl, earliestDate, targetOf, type EngineKind } from './databases';
import { measure } from './load';
import { measureReads, readers } from './reads';
import { ROOT, signInAll, startApiServer } from './server';
import { markToday } from './today';
import { oneTeacher, SlotQueue } from './submit';

/**
 * Where `GET /api/health`'s server CPU goes (issue 56): the CPU of each of the server's threads
 * while the probe is measured, first on the freshly started server, then again after the full
 * run's reads (bench/reads.ts) as the full run measures it, on the generated campus.
 *
 *   node --import tsx bench/health-threads.ts [--db sqlite|postgres] [--pg URL] [--scale 1]
 *     [--seconds 5] [--after reads|submit]   (BENCH_SERVER_ENTRY: another build; BENCH_SERVER_ARGS: --cpu-prof …)
 *
 * --after submit: as bench/cost.ts measures it, after one teacher submitting back to back; the
 * server's CPU by thread while idle in each of the three seconds after the last answer is printed
 * first (work the submissions left behind, which a probe right after them is charged with).
 */
const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    after: { type: 'string', default: 'reads' },
  },
});
const kind = flags.db as EngineKind;
const shape = shapeOf(Number(flags.scale));
const who = readers(planCampus(shape));
const seconds = Number(flags.seconds);
const TICKS = 100; // USER_HZ

/** Each thread's name and CPU seconds so far, from /proc/<pid>/task/<tid>/stat. */
function threads(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
      out.set(`${name}#${tid}`, cpu);
    } catch {
      // the thread ended
    }
  }
  return out;
}

function delta(before: Map<string, number>, after: Map<string, number>, answers: number): string {
  const rows = [...after]
    .map(([name, cpu]) => [name, cpu - (before.get(name) ?? 0)] as const)
    .filter(([, d]) => d > 0)
    .sort((a, b) => b[1] - a[1]);
  const gone = [...before.keys()].filter((name) => !after.has(name));
  return (
    rows.map(([name, d]) => `${name} ${((d * 1e6) / answers).toFixed(1)} µs`).join(', ') +
    (gone.length ? `; ended: ${gone.join(' ')}` : '')
  );
}

const base = targetOf(kind, shape, flags.pg);
const { targets, release } = await copiesPerBuild(base, 1, () => 'health-');
await markToday(targets[0]!);
const server = await startApiServer(
  databaseUrl(targets[0]!),
  resolve(ROOT, 'data/bench/health-threads.log'),
);
const { pid } = server;
try {
  const signed = await signInAll(server.url, [who.teacher, who.hod, who.admin]);
  const spec = {
    url: server.url,
    connections: 1,
    cpu: server.cpu,
    request: { method: 'GET' as const, path: '/api/health' },
  };
  const probe = async (label: string) => {
    await measure({ ...spec, seconds: 1 });
    const before = threads(pid);
    const m = await measure({ ...spec, seconds });
    const after = threads(pid);
    console.log(
      `${label}: health ${(m.cpuMs! * 1000).toFixed(1)} µs CPU, ${m.requests} answers, load ` +
        `${loadavg()[0]!.toFixed(2)}; by thread: ${delta(before, after, m.requests)}`,
    );
  };
  await probe('fresh server');
  if (flags.after === 'submit') {
    const queue = new SlotQueue(planCampus(shape), await earliestDate(targets[0]!));
    const teachers = await signInAll(server.url, queue.teachers());
    const cookies = new Map([...teachers].map(([id, s]) => [id, s.cookie]));
    const warm = { seconds, warmSeconds: 0.5, atLeast: queue.periodSize(), cpu: server.cpu };
    const submit = await oneTeacher(server.url, queue, cookies, warm);
    let before = threads(pid);
    console.log(`after ${submit.requests} submissions (${submit.cpuMs?.toFixed(2)} ms CPU each):`);
    for (let second = 1; second <= 3; second += 1) {
      await new Promise((done) => setTimeout(done, 1000));
      const now = threads(pid);
      const busy = [...now].map(([name, cpu]) => [name, cpu - (before.get(name) ?? 0)] as const);
      const shown = busy
        .filter(([, d]) => d > 0)
        .map(([n, d]) => `${n} ${(d * 1000).toFixed(0)} ms`);
      console.log(`  idle second ${second}: ${shown.join(', ') || 'nothing'}`);
      before = now;
    }
    await probe('after the submissions, 3 s idle');
    await oneTeacher(server.url, queue, cookies, { seconds, warmSeconds: 0 });
    await probe('right after the submissions');
  } else {
    await measureReads(server, who, signed, { seconds, warmSeconds: 1, loginAmount: 10 });
    await probe('after the reads');
  }
  await probe('again');
} finally {
  await server.stop();
  await release();
}
