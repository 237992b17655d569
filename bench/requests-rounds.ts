import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import { databaseUrl, ensureGenerated, targetOf, workingCopy, type EngineKind } from './databases';
import type { Measure } from './load';
import { readers } from './reads';
import { approveRequests, one, withdrawRequests } from './requests';
import { ROOT, signInAll, startApiServer } from './server';

/**
 * Issue 52's class-list row in turns: the class list of 60 and its pre-sets without any approved
 * request of the class, then with a third of the class On Duty today and a tenth on Medical
 * Leave (approved by the HOD), then withdrawn again, round after round (the order swapped every
 * other round), so both states meet the same machine and the same server; each measure also
 * charges the server's CPU per answer.
 *
 *   node --import tsx bench/requests-rounds.ts [--db sqlite|postgres] [--scale 1] [--rounds 4]
 *     [--seconds 5] [--pg URL]
 */
const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    scale: { type: 'string', default: '1' },
    pg: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench',
    },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
  },
});
const log = (line: string) => console.error(line);
const shape = shapeOf(Number(flags.scale));
const plan = planCampus(shape);
const options = { seconds: Number(flags.seconds), warmSeconds: 1 };
const who = readers(plan);
const today = plan.dates.at(-1)!;

const base = targetOf(flags.db as EngineKind, shape, flags.pg);
await ensureGenerated(base, shape, false, log);
const work = await workingCopy(base);
const server = await startApiServer(
  databaseUrl(work.target),
  resolve(ROOT, 'data/bench/requests-rounds.log'),
);
type State = 'without' | 'with';
const figures: Record<State, { classList: Measure[]; presets: Measure[] }> = {
  without: { classList: [], presets: [] },
  with: { classList: [], presets: [] },
};
const loads: string[] = [];
try {
  const signed = await signInAll(server.url, [who.teacher, who.hod]);
  const teacher = signed.get(who.teacher.id)!.cookie;
  const hod = signed.get(who.hod.id)!.cookie;
  const classPath = `/api/attendance/students?subjectId=${who.subject.id}`;
  const presetsPath = `/api/requests/presets?subjectId=${who.subject.id}&date=${today}`;
  const students = (await (
    await fetch(`${server.url}${classPath}`, { headers: { cookie: teacher } })
  ).json()) as { registerNumber: string }[];
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    const order: State[] = round % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
    let approved: number[] = [];
    for (const state of order) {
      if (state === 'with')
        ({ ids: approved } = await approveRequests(server, hod, students, today, who.date));
      else await withdrawRequests(server, hod, approved.splice(0));
      const at = loadavg()[0]!.toFixed(1);
      const classList = await one(server, classPath, teacher, options);
      const presets = await one(server, presetsPath, teacher, options);
      figures[state].classList.push(classList);
      figures[state].presets.push(presets);
      loads.push(at);
      log(
        `round ${round + 1}, ${state}: class list p95 ${classList.p95.toFixed(2)} ms (CPU ` +
          `${classList.cpuMs?.toFixed(3)}), pre-sets p95 ${presets.p95.toFixed(2)} ms (CPU ` +
          `${presets.cpuMs?.toFixed(3)}), load ${at}`,
      );
    }
    await withdrawRequests(server, hod, approved);
  }
} finally {
  await server.stop();
  await work.release();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const list = (ms: Measure[], pick: (m: Measure) => number) =>
  ms.map((m) => pick(m).toFixed(2)).join(' ');
console.log(`${flags.db}, scale ${flags.scale}, ${flags.rounds} rounds, load ${loads.join(' ')}`);
for (const state of ['without', 'with'] as const) {
  const { classList, presets } = figures[state];
  console.log(
    `${state}: class list p95 [${list(classList, (m) => m.p95)}] CPU [${list(classList, (m) => (m.cpuMs ?? 0) * 1000)}] µs; ` +
      `pre-sets p95 [${list(presets, (m) => m.p95)}] CPU [${list(presets, (m) => (m.cpuMs ?? 0) * 1000)}] µs`,
  );
}
// The teacher waits for the slower of the two answers (bench/requests.ts).
const ratios = figures.with.classList.map((m, r) => {
  const slower = Math.max(m.p95, figures.with.presets[r]!.p95);
  return slower / figures.without.classList[r]!.p95;
});
console.log(
  `with ÷ without, p95 per round [${ratios.map((x) => x.toFixed(2)).join(' ')}], median ${median(ratios).toFixed(2)}×`,
);
