import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium, openApp, PHONE, signedInContext, throttle } from './browser';
import { pageClock } from './page-clock';
import { nowTicks, pageRenderer, renderers, type PageRenderer } from './renderers';
import { readDetail, watchDetail, type StartDetail } from './start-detail';
import { tabWay, timedTab } from './timed-tab';
import { stopServiceWorkers } from './trace';
import { CLASS_SIZE } from './web';
import { buildsToCompare, classServer, loadAverage, tempFolders } from './web-builds';

/**
 * The installed start run by run (issue 56): this machine's installed starts fall in two modes
 * (0.29-0.36 s and 0.55-0.66 s in one quiet sitting), so a median of six says little. Each run is
 * the one of bench/installed-start.ts (the app opened once in a fresh context, then a new tab to
 * /staffpannel, the tap on Mark, until the 60 rows show, by the page's clock), and beside its time
 * what it was made of: which renderer process drew it, since when that process had run and how
 * much CPU it had used before (from /proc: born before the tab, the first opening's with seconds
 * of CPU or a spare with little; with the tab; or during the navigation), the other renderers
 * busy meanwhile, the JavaScript heap it already held when the document's first script ran, the
 * navigation's steps and the long animation frames (bench/start-detail.ts). Then the runs grouped
 * by the renderer's birth and by mode, the medians of each step per group.
 *
 *   node --import tsx bench/installed-modes.ts [--dist DIR] [--runs 12] [--worker stopped]
 *     [--trace-file /tmp/m-#.json] [--tab new]   (how the timed tab is opened: bench/timed-tab.ts)
 */
const { values: flags } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '12' },
    worker: { type: 'string', default: 'running' },
    // Each run traced too (bench/trace.ts's categories), its raw trace kept as FILE with the
    // run's number for '#', for bench/trace-steps.ts: a fast and a slow run side by side.
    'trace-file': { type: 'string' },
    tab: { type: 'string', default: 'reopened' },
  },
});
const way = tabWay(flags.tab);
const TRACED = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'loading',
  'ServiceWorker',
  'navigation',
];
const marker = `--bench-installed-modes=${process.pid}`;
const folders = tempFolders('attendance-modes-');
const { dists } = buildsToCompare(flags.dist, folders);
const loadAtStart = loadAverage();
const browser = await launchChromium([marker]);
const { server, cookie, subjectCode } = await classServer(dists[0]!, folders.make());
interface Run {
  ms: number;
  tapMs: number;
  renderer?: PageRenderer;
  detail: StartDetail;
  load: string;
}
const runs: Run[] = [];
try {
  for (let run = 0; run < Number(flags.runs); run += 1) {
    const context = await signedInContext(browser, server.url, cookie, PHONE);
    try {
      const first = await openApp(context);
      const tabAt = nowTicks();
      const page = await timedTab(first, way);
      const cdp = await throttle(page, PHONE);
      if (flags.worker === 'stopped') await stopServiceWorkers(cdp);
      await watchDetail(page);
      const tapOn = `[aria-label="Mark attendance for ${subjectCode}"]`;
      const rows = '[data-testid="student-row"]';
      const moments = await pageClock(page, { rows, tapOn, count: CLASS_SIZE });
      const before = renderers(marker);
      const navigationAt = nowTicks();
      const traceFile = flags['trace-file']?.replace('#', String(run + 1));
      if (traceFile) await browser.startTracing(page, { categories: TRACED });
      await page.goto('/staffpannel', { waitUntil: 'commit' });
      const { tapMs, shownMs } = await moments();
      if (traceFile) writeFileSync(traceFile, await browser.stopTracing());
      const renderer = pageRenderer(before, renderers(marker), tabAt, navigationAt);
      const detail = await readDetail(page, shownMs);
      runs.push({
        ms: shownMs,
        tapMs,
        ...(renderer ? { renderer } : {}),
        detail,
        load: loadAverage(),
      });
      console.error(`run ${run + 1}: ${shownMs.toFixed(0)} ms, renderer ${renderer?.born}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  folders.removeAll();
}

const f = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '–' : ms.toFixed(0));
const median = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN;
const longFrames = (d: StartDetail) =>
  d.frames
    .map(
      (x) =>
        `${f(x.startMs)}+${f(x.ms)} (js ${f(x.scriptMs)}, style/layout ${f(x.layoutMs)}, render ${f(x.renderMs)})`,
    )
    .join('; ');

console.log(
  `Installed start run by run, phone profile, service worker ${flags.worker}, timed tab ${way}, ${runs.length} runs, ` +
    `load average ${loadAtStart} at start, ${loadAverage()} at end (${new Date().toISOString()})\n`,
);
console.log(
  "| Run | Start ms | Tap ms | Renderer (born, client, CPU ms before and during; the others' CPU ms) | Heap at commit MB (used/total) | Commit | Worker start | Response start/end | DOM interactive | First paint | Source | Long frames (start+ms) | Load |\n" +
    `|${' --- |'.repeat(13)}`,
);
for (const [i, r] of runs.entries()) {
  const d = r.detail;
  const p = r.renderer;
  const who = p
    ? `${p.born}, #${p.client}, ${p.priorCpuMs} before, ${p.cpuMs}, nice ${p.nice}; others: ${p.others || 'none'}`
    : '–';
  console.log(
    `| ${i + 1} | ${f(r.ms)} | ${f(r.tapMs)} | ${who} | ${d.heapUsedMb.toFixed(1)}/${d.heapTotalMb.toFixed(1)} | ${f(d.commitMs)} | ${f(d.workerStartMs)} | ${f(d.responseStartMs)}/${f(d.responseEndMs)} | ${f(d.domInteractiveMs)} | ${f(d.firstPaintMs)} | ${d.source} | ${longFrames(d) || '–'} | ${r.load} |`,
  );
}

// The runs grouped two ways: by the renderer's birth, and by mode (the sorted times split at
// their widest gap, when it is 100 ms or more); each group's median of each step.
const byBorn = new Map<string, Run[]>();
for (const r of runs) {
  const key = r.renderer?.born ?? 'unknown';
  byBorn.set(key, [...(byBorn.get(key) ?? []), r]);
}
const sorted = [...runs].sort((a, b) => a.ms - b.ms);
const gaps = sorted.slice(1).map((r, i) => ({ at: i + 1, gap: r.ms - sorted[i]!.ms }));
const widest = gaps.sort((a, b) => b.gap - a.gap)[0];
const byMode = new Map<string, Run[]>(
  widest && widest.gap >= 100
    ? [
        [`fast (gap ${f(widest.gap)} ms)`, sorted.slice(0, widest.at)],
        ['slow', sorted.slice(widest.at)],
      ]
    : [['one mode', sorted]],
);
console.log(
  '\n| Group | Runs | Start ms (min–max) | Tap | Commit | Response end | DOM interactive | First paint | Heap at commit MB | Renderers born before / with the tab / during |\n' +
    `|${' --- |'.repeat(10)}`,
);
for (const [name, list] of [...byBorn, ...byMode]) {
  const m = (pick: (r: Run) => number | undefined) =>
    f(median(list.map(pick).filter((v): v is number => v !== undefined && !Number.isNaN(v))));
  const times = list.map((r) => r.ms);
  const count = (born: string) => list.filter((r) => r.renderer?.born === born).length;
  console.log(
    `| ${name} | ${list.length} | ${m((r) => r.ms)} (${f(Math.min(...times))}–${f(Math.max(...times))}) | ${m((r) => r.tapMs)} | ${m((r) => r.detail.commitMs)} | ${m((r) => r.detail.responseEndMs)} | ${m((r) => r.detail.domInteractiveMs)} | ${m((r) => r.detail.firstPaintMs)} | ${m((r) => r.detail.heapUsedMb)} | ${count('before the tab')} / ${count('with the tab')} / ${count('during the navigation')} |`,
  );
}
