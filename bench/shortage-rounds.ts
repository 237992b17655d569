import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import { copiesPerBuild, databaseUrl, targetOf, type EngineKind } from './databases';
import type { Target } from './generate';
import { measure, type Measure } from './load';
import { OVERSIGHT_READS } from './oversight';
import { readers } from './reads';
import { ROOT, signInAll, startApiServer, type ServerProcess } from './server';
import { markToday } from './today';

/**
 * The HOD's oversight reads (the shortage list by default, as bench/oversight.ts asks it) on
 * several builds of the server in turns, A B A B, on the generated campus (issue 56): p50, p95 and
 * the server's CPU per answer of each round, and each build's answer checked against the first
 * build's, byte for byte. One server runs at a time (the others wait, idle); each build has its
 * own SQLite copy, or its own PostgreSQL database (a build with a migration the others lack
 * needs one: createdb -T bench NAME), all marked with today as the full run marks its copy.
 *
 *   node --import tsx bench/shortage-rounds.ts apps/api/dist/before/server.js apps/api/dist/server.js
 *     [--db sqlite|postgres] [--pg URL,URL…] [--scale 1] [--rounds 4] [--seconds 5]
 *     [--read shortage|today|absences]
 */
const { values: flags, positionals: entries } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    scale: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
    read: { type: 'string', default: 'shortage' },
  },
});
const log = (line: string) => console.error(line);
const kind = flags.db as EngineKind;
const shape = shapeOf(Number(flags.scale));
const who = readers(planCampus(shape));
const seconds = Number(flags.seconds);
const read = flags.read as (typeof OVERSIGHT_READS)[number];
if (!OVERSIGHT_READS.includes(read))
  throw new Error(`--read: one of ${OVERSIGHT_READS.join(', ')}`);
const path = read === 'absences' ? '/api/oversight/absences?days=3' : `/api/oversight/${read}`;

/** Each build's database: a copy of the generated SQLite file, or the PostgreSQL URL given. */
async function databases(): Promise<{ targets: Target[]; release: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const base = targetOf(kind, shape, flags.pg);
    if (base.kind !== 'sqlite' || !existsSync(base.path))
      throw new Error(`no generated campus at ${base.kind === 'sqlite' ? base.path : ''}`);
    const copies = await copiesPerBuild(base, entries.length, (i) => `shortage-${i}-`);
    for (const target of copies.targets) await markToday(target);
    return copies;
  }
  const urls = flags.pg.split(',');
  const targets = entries.map((_, i) => targetOf(kind, shape, urls[i] ?? urls[0]!));
  for (const target of new Set(targets.map((t) => databaseUrl(t))))
    await markToday(targets.find((t) => databaseUrl(t) === target)!);
  return { targets, release: async () => {} };
}

const { targets, release } = await databases();
const figures: Measure[][] = entries.map(() => []);
const answers: string[] = [];
try {
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, entry] of entries.entries()) {
      process.env.BENCH_SERVER_ENTRY = entry;
      const server: ServerProcess = await startApiServer(
        databaseUrl(targets[i]!),
        resolve(ROOT, `data/bench/shortage-rounds-${i}.log`),
      );
      try {
        const cookie = (await signInAll(server.url, [who.hod])).get(who.hod.id)!.cookie;
        const answer = await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
        answers[i] ??= answer;
        if (answer !== answers[0])
          throw new Error(`${entry}: its answer differs from the first build's`);
        const request = { method: 'GET' as const, path, headers: { cookie } };
        const spec = { url: server.url, connections: 1, request, cpu: server.cpu };
        await measure({ ...spec, seconds: 1 });
        const at = loadavg()[0]!.toFixed(2);
        const m = await measure({ ...spec, seconds });
        if (m.failures) throw new Error(`${entry}: ${m.firstFailure}`);
        figures[i]!.push(m);
        log(
          `round ${round + 1} ${entry}: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms, ` +
            `CPU ${m.cpuMs!.toFixed(2)} ms, ${m.requests} answers, load ${at}`,
        );
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await release();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `${kind}, ${read}, ${flags.rounds} rounds of ${seconds} s, answers ${answers[0]?.length} bytes, ` +
    `identical; load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
for (const [i, entry] of entries.entries()) {
  const f = figures[i]!;
  const list = (pick: (m: Measure) => number) => f.map((m) => pick(m).toFixed(1)).join(' ');
  console.log(
    `${entry}: p50 median ${median(f.map((m) => m.p50)).toFixed(1)} ms [${list((m) => m.p50)}], ` +
      `p95 median ${median(f.map((m) => m.p95)).toFixed(1)} ms [${list((m) => m.p95)}], ` +
      `CPU median ${median(f.map((m) => m.cpuMs!)).toFixed(2)} ms [${list((m) => m.cpuMs!)}]`,
  );
}
