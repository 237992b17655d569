import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, PHONE, type Loaded } from './browser';
import {
  familySessionFor,
  HOME_COLD_RATIO,
  HOME_INSTALLED_RATIO,
  timeFamilyHome,
  traceFamilyHome,
} from './family-phone';
import { timePlainPage } from './peer';
import { traceTable } from './trace';
import { startPlainPage } from './plain-page';
import { CLASS_SIZE } from './web';
import { buildsToCompare, classServer, loadAverage, tempFolders } from './web-builds';

/**
 * Issue 50's phone row on its own (the row of `bench/web.ts`, without the rest of the web
 * figures): a student's home on the phone profile, cold and installed, beside the plain
 * server-rendered class page timed in the same sitting, runs interleaved.
 *
 *   node --import tsx bench/family-home.ts [--dists A,B] [--runs 5] [--trace]
 *
 * Without --dists the web app of this tree is built into a temporary folder (the API server is
 * the built one: `npm run build -w @attendance/api` first). A and B are built apps
 * (`npx vite build --outDir A` in apps/web), each on its own server; the plain page runs in
 * front of the first. Median (min–max) of the runs, the ratio of the medians, and the first
 * cold run's JavaScript (files, gzip as the bench's phone rows count it, and as sent). --trace
 * then adds one traced cold and one traced installed start per build (bench/trace.ts): the main
 * thread's time by kind, the page's moments and every request.
 */
const { values: flags } = parseArgs({
  options: {
    dists: { type: 'string' },
    runs: { type: 'string', default: '5' },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
const folders = tempFolders('attendance-family-');
const { dists, names } = buildsToCompare(flags.dists, folders);
const load = loadAverage;
const loadAtStart = load();
const browser = await launchChromium();
const servers = [];
try {
  for (const dist of dists) {
    const arranged = await classServer(dist, folders.make());
    servers.push({
      ...arranged,
      student: familySessionFor(join(arranged.dir, 'portal.db'), 'RWEB001'),
    });
  }
  const first = servers[0]!;
  const plain = await startPlainPage(first.server.url);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const cell = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${s(median(values))} s (${s(sorted[0]!)}–${s(sorted.at(-1)!)})`;
  };
  const cold = new Map<string, number[]>();
  const installed = new Map<string, number[]>();
  const loaded = new Map<string, Loaded>();
  const plainTimes: number[] = [];
  const push = (map: Map<string, number[]>, key: string, ms: number) =>
    map.set(key, [...(map.get(key) ?? []), ms]);
  try {
    let day = 0;
    for (let run = 0; run < runs; run += 1) {
      console.error(`run ${run + 1} of ${runs} (load ${load()})`);
      // Each plain-page run submits a period (a day of its own), so the student has a record.
      day += 1;
      const slot = { date: new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10), period: 1 };
      const args = [browser, plain.url, first.cookie, first.subjectCode, CLASS_SIZE] as const;
      plainTimes.push((await timePlainPage(...args, PHONE, slot)).ms);
      for (const { dist, server, student } of servers) {
        const coldRun = await timeFamilyHome(browser, server.url, student.cookie, PHONE, false);
        push(cold, dist, coldRun.ms);
        if (!loaded.has(dist)) loaded.set(dist, coldRun.loaded);
        push(
          installed,
          dist,
          (await timeFamilyHome(browser, server.url, student.cookie, PHONE, true)).ms,
        );
      }
    }
  } finally {
    await plain.stop();
  }
  const plainMedian = median(plainTimes);
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  console.log(
    `Student home on the phone profile (slow 4G, CPU 4× slower, 375 px), ${runs} runs, ` +
      `load average ${loadAtStart} at start, ${load()} at end (${new Date().toISOString()})\n`,
  );
  console.log('| Build | Cold (÷ plain) | Installed (÷ plain) | JavaScript, cold | Plain page |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [i, dist] of dists.entries()) {
    const [c, w] = [cold.get(dist) ?? [], installed.get(dist) ?? []];
    const [cr, wr] = [median(c) / plainMedian, median(w) / plainMedian];
    const js = loaded.get(dist)?.js;
    const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `| ${names[i]} | ${cell(c)} = ${cr.toFixed(2)}× (≤ ${HOME_COLD_RATIO}×: ${verdict(cr <= HOME_COLD_RATIO)}) ` +
        `| ${cell(w)} = ${wr.toFixed(2)}× (≤ ${HOME_INSTALLED_RATIO}×: ${verdict(wr <= HOME_INSTALLED_RATIO)}) ` +
        `| ${js?.files ?? 0} files, ${kb(js?.gzip)} gzip, ${kb(js?.sent)} as sent | ${cell(plainTimes)} |`,
    );
  }
  if (flags.trace) {
    for (const [i, { server, student }] of servers.entries()) {
      for (const warm of [false, true]) {
        const traced = await traceFamilyHome(browser, server.url, student.cookie, PHONE, warm);
        console.log(`\n${names[i]} (load ${load()}):\n${traceTable(traced)}`);
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  folders.removeAll();
}
