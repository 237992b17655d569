import { parseArgs } from 'node:util';
import {
  installApp,
  launchChromium,
  PHONE,
  shown,
  signedInContext,
  tap,
  throttle,
  type Throttle,
} from './browser';
import { timePlainPage } from './peer';
import { startPlainPage } from './plain-page';
import { traceColdStart, traceTable } from './trace';
import { CLASS_SIZE } from './web';
import { buildsToCompare, classServer, loadAverage, tempFolders } from './web-builds';

/**
 * The phone's installed start (issues 23 and 56): the time from the navigation to /staffpannel
 * through Mark until the class's 60 rows show, with the app installed (its service worker and
 * the copies it keeps on the phone), beside the plain server-rendered page of the same class
 * (bench/plain-page.ts, the RosarioSIS stand-in) timed in the same sitting, runs interleaved.
 * Issue 56's goal: the installed start ≤ 0.5× the plain page at the bench's phone (150 ms).
 *
 *   node --import tsx bench/installed-start.ts [--dists A,B] [--latency 150,400,800] [--runs 6]
 *     [--trace]   (then one traced installed start per build: bench/trace.ts)
 *
 * Without --dists the web app of this tree is built into a temporary folder (the API server is
 * the built one: `npm run build -w @attendance/api` first). A and B are built apps
 * (`npx vite build --outDir A` in apps/web), each on its own server. The plain page runs in
 * front of the first server. Median (min–max) of the runs, and the ratio of the medians.
 */
const { values: flags } = parseArgs({
  options: {
    dists: { type: 'string' },
    latency: { type: 'string', default: '150' },
    runs: { type: 'string', default: '6' },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
const folders = tempFolders('attendance-installed-');
const { dists, names } = buildsToCompare(flags.dists, folders);
const load = loadAverage;
const loadAtStart = load();
const browser = await launchChromium();
const servers = [];
try {
  for (const dist of dists) servers.push(await classServer(dist, folders.make()));
  const first = servers[0]!;
  const plain = await startPlainPage(first.server.url);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const cell = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${s(median(values))} s (${s(sorted[0]!)}–${s(sorted.at(-1)!)})`;
  };
  const rows: string[] = [];
  try {
    for (const latencyMs of flags.latency.split(',').map(Number)) {
      const settings: Throttle = { ...PHONE, network: { ...PHONE.network!, latencyMs } };
      const times = new Map<string, number[]>();
      const plainTimes: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        console.error(`${latencyMs} ms: run ${run + 1} of ${runs} (load ${load()})`);
        for (const { dist, server, cookie, subjectCode } of servers) {
          const context = await signedInContext(browser, server.url, cookie, settings);
          try {
            await installApp(context);
            const page = await context.newPage();
            await throttle(page, settings);
            const started = performance.now();
            await page.goto('/staffpannel', { waitUntil: 'commit' });
            await tap(page, `[aria-label="Mark attendance for ${subjectCode}"]`);
            await shown(page, '[data-testid="student-row"]', CLASS_SIZE);
            times.set(dist, [...(times.get(dist) ?? []), performance.now() - started]);
          } finally {
            await context.close();
          }
        }
        const args = [browser, plain.url, first.cookie, first.subjectCode, CLASS_SIZE] as const;
        plainTimes.push((await timePlainPage(...args, settings)).ms);
      }
      const cells = dists.map((dist) => {
        const values = times.get(dist) ?? [];
        return `${cell(values)} = ${(median(values) / median(plainTimes)).toFixed(2)}×`;
      });
      rows.push(`| ${latencyMs} ms | ${cells.join(' | ')} | ${cell(plainTimes)} |`);
    }
  } finally {
    await plain.stop();
  }
  console.log(
    `Installed start, phone profile (CPU 4× slower, 375 px, 1.6 Mbps), ${runs} runs, ` +
      `load average ${loadAtStart} at start, ${load()} at end (${new Date().toISOString()})\n`,
  );
  console.log(
    `| Round trip | ${names.map((n) => `${n} (÷ the plain page)`).join(' | ')} | Plain page |\n` +
      `| --- |${' --- |'.repeat(names.length + 1)}`,
  );
  for (const row of rows) console.log(row);
  if (flags.trace)
    for (const [i, { server, cookie, subjectCode }] of servers.entries()) {
      const args = [browser, server.url, cookie, subjectCode, CLASS_SIZE, PHONE] as const;
      console.log(`\n${names[i]}:\n${traceTable(await traceColdStart(...args, true))}`);
    }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  folders.removeAll();
}
