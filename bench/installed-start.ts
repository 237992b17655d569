import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import {
  freshContext,
  launchChromium,
  PHONE,
  signedInContext,
  throttle,
  type Throttle,
} from './browser';
import { pageClock, type PageClockOptions } from './page-clock';
import { startPlainPage } from './plain-page';
import { installedTab, plainTab, tabWay } from './timed-tab';
import { stopServiceWorkers, traceColdStart, traceTable } from './trace';
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
 *     [--worker stopped]   (the service worker stopped before each installed start)
 *     [--tab new]   (the timed tab a new one, as up to the tenth session: bench/timed-tab.ts)
 *
 * Without --dists the web app of this tree is built into a temporary folder (the API server is
 * the built one: `npm run build -w @attendance/api` first). A and B are built apps
 * (`npx vite build --outDir A` in apps/web), each on its own server. The plain page runs in
 * front of the first server. Median (min–max) of the runs, and the ratio of the medians.
 *
 * Both pages are timed the same way (bench/page-clock.ts): by the page's own clock, from the
 * navigation to the end of the first frame showing the 60 rows, the installed app's tap on Mark
 * made by the page's watcher as soon as the button shows; the bench's clock (its call to the
 * moment it hears of that frame) is printed beside.
 */
const { values: flags } = parseArgs({
  options: {
    dists: { type: 'string' },
    latency: { type: 'string', default: '150' },
    runs: { type: 'string', default: '6' },
    trace: { type: 'boolean', default: false },
    worker: { type: 'string', default: 'running' },
    tab: { type: 'string', default: 'reopened' },
  },
});
// How each timed tab is opened, the same for both pages (bench/timed-tab.ts).
const way = tabWay(flags.tab);
// `--worker stopped`: the service worker stopped before each installed start, as a phone's is when
// the app is opened after a while (the browser stops an idle worker after 30 s); by default it is
// still running from the app's first opening, a few seconds before.
const stoppedWorker = flags.worker === 'stopped';
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
  const runLines: string[] = [];
  try {
    for (const latencyMs of flags.latency.split(',').map(Number)) {
      const settings: Throttle = { ...PHONE, network: { ...PHONE.network!, latencyMs } };
      const times = new Map<string, number[]>();
      const benchTimes = new Map<string, number[]>();
      const plainTimes: number[] = [];
      const plainBench: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        console.error(`${latencyMs} ms: run ${run + 1} of ${runs} (load ${load()})`);
        for (const { dist, server, cookie, subjectCode } of servers) {
          const context = await signedInContext(browser, server.url, cookie, settings);
          try {
            const tab = await installedTab(context, way);
            const tapOn = `[aria-label="Mark attendance for ${subjectCode}"]`;
            const rows = '[data-testid="student-row"]';
            const watched = { rows, tapOn, count: CLASS_SIZE };
            const timed = await timeStart(tab, settings, '/staffpannel', watched, stoppedWorker);
            times.set(dist, [...(times.get(dist) ?? []), timed.page]);
            benchTimes.set(dist, [...(benchTimes.get(dist) ?? []), timed.bench]);
          } finally {
            await context.close();
          }
        }
        const { page, bench } = await timePlain(browser, plain.url, first, settings);
        plainTimes.push(page);
        plainBench.push(bench);
      }
      const ratio = (values: number[], plainValues: number[]) =>
        `${(median(values) / median(plainValues)).toFixed(2)}×`;
      const cells = dists.map((dist) => {
        const [values, heard] = [times.get(dist) ?? [], benchTimes.get(dist) ?? []];
        return `${cell(values)} = ${ratio(values, plainTimes)} (bench's clock ${s(median(heard))} s = ${ratio(heard, plainBench)})`;
      });
      rows.push(
        `| ${latencyMs} ms | ${cells.join(' | ')} | ${cell(plainTimes)} (bench's clock ${s(median(plainBench))} s) |`,
      );
      // Every run in its order: this machine's installed starts fall in two modes (issue 56,
      // bench/installed-modes.ts), which a median and its range hide.
      const each = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(' ');
      runLines.push(
        `${latencyMs} ms, each run (s): ${names.map((n, i) => `${n} ${each(times.get(dists[i]!) ?? [])}`).join('; ')}; plain page ${each(plainTimes)}`,
      );
    }
  } finally {
    await plain.stop();
  }
  console.log(
    `Installed start, phone profile (CPU 4× slower, 375 px, 1.6 Mbps), ${runs} runs, ` +
      `service worker ${stoppedWorker ? 'stopped' : 'running'} at each start, timed tab ${way}, ` +
      `load average ${loadAtStart} at start, ${load()} at end (${new Date().toISOString()})\n`,
  );
  console.log(
    `| Round trip | ${names.map((n) => `${n} (÷ the plain page)`).join(' | ')} | Plain page |\n` +
      `| --- |${' --- |'.repeat(names.length + 1)}`,
  );
  for (const row of rows) console.log(row);
  console.log(
    "\nBy the page's clock (navigation to the end of the frame showing the 60 rows); the bench's " +
      'clock: from its call to the moment it heard of that frame.',
  );
  for (const line of runLines) console.log(line);
  if (flags.trace)
    for (const [i, { server, cookie, subjectCode }] of servers.entries()) {
      const args = [browser, server.url, cookie, subjectCode, CLASS_SIZE, PHONE] as const;
      const traced = await traceColdStart(...args, true, stoppedWorker);
      console.log(`\n${names[i]}:\n${traceTable(traced)}`);
    }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  folders.removeAll();
}

/** One start in the timed tab `page`, timed by the page's clock and by the bench's. */
async function timeStart(
  page: Page,
  settings: Throttle,
  path: string,
  watched: PageClockOptions,
  stopWorker = false,
) {
  const cdp = await throttle(page, settings);
  if (stopWorker) await stopServiceWorkers(cdp);
  const moments = await pageClock(page, watched);
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  const { shownMs } = await moments();
  return { page: shownMs, bench: performance.now() - started };
}

/** The plain page of the same class (its rows ready to tap), timed as the installed start is. */
async function timePlain(
  browser: Browser,
  plainUrl: string,
  { cookie, subjectCode }: { cookie: string; subjectCode: string },
  settings: Throttle,
) {
  const context = await freshContext(browser, plainUrl, settings);
  try {
    const at = cookie.indexOf('=');
    const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
    await context.addCookies([{ name, value, url: plainUrl }]);
    const rows = '[data-testid="plain-row"] input[aria-label="Absent"]';
    const path = `/take?code=${encodeURIComponent(subjectCode)}`;
    const tab = await plainTab(context, path, way);
    return await timeStart(tab, settings, path, { rows, count: CLASS_SIZE });
  } finally {
    await context.close();
  }
}
