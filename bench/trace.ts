import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { installApp, signedInContext, throttle, type Throttle } from './browser';
import { pageClock } from './page-clock';

/**
 * Where a phone's cold start goes (issue 23): one signed-in cold start of the marking screen
 * under the phone's throttling, with Chromium's performance trace recording, summed into the
 * main thread's time by kind (compiling, running script, style, layout, paint, HTML) and its
 * longest tasks, beside every request's start and end from the page's Resource Timing.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; documentLoaderURL?: string };
    beginData?: { url?: string };
  };
}

/** The page every traced start opens. */
const PAGE_PATH = '/staffpannel';

const KINDS: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceModuleCache': 'compile',
  // A module's first run: parsing what compile left lazy, and its top-level code.
  EvaluateScript: 'evaluate code',
  'v8.evaluateModule': 'evaluate code',
  // Everything after: React's renders and commits, handlers, timers, promise callbacks.
  FunctionCall: 'run (renders, handlers)',
  TimerFire: 'run (renders, handlers)',
  EventDispatch: 'run (renders, handlers)',
  FireAnimationFrame: 'run (renders, handlers)',
  RunMicrotasks: 'run (renders, handlers)',
  'V8.GC_SCAVENGER': 'garbage collection',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'HTML',
};

export interface TraceSummary {
  /** 'cold' or 'installed' (the service worker serving the code). */
  start: string;
  totalMs: number;
  /** When the page saw each moment, ms from navigation (MOMENTS). */
  moments: Record<string, number>;
  /** Main-thread milliseconds by kind, outermost event only (no double counting). */
  mainThread: Record<string, number>;
  longTasks: { atMs: number; ms: number; kind: string }[];
  requests: { name: string; startMs: number; endMs: number; kb: number; decodedKb: number }[];
}

/**
 * The page's own moments, watched from its first script on: when the shell, its class and the
 * app's frame first showed, read back after the run as ms from navigation.
 */
const MOMENTS: Record<string, string> = {
  'teacher shell drawn': '#teacher-shell',
  'class rows drawn': '[data-testid="student-row"]',
  'app in charge': '#root > *',
};

/**
 * Kept by the page from its first script on, as text: tsx's helpers are not in the page. Each
 * moment is the first time its selector matches, read back as `window.__moments`.
 */
export const momentsWatcher = (moments: Record<string, string>) => `
  var seen = (window.__moments = {});
  var moments = ${JSON.stringify(moments)};
  new MutationObserver(function () {
    for (var name in moments)
      if (!(name in seen) && document.querySelector(moments[name])) seen[name] = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;
const watchMoments = momentsWatcher(MOMENTS);

/** The renderer's main thread with the most events: the page's, when none parsed it by name. */
function busiestRenderer(events: TraceEvent[]): string | undefined {
  const threads = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
      const key = `${e.pid}:${e.tid}`;
      threads.set(key, events.filter((x) => `${x.pid}:${x.tid}` === key).length);
    }
  }
  return [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function summarize(
  events: TraceEvent[],
  navigationTs: number,
  path = PAGE_PATH,
): Pick<TraceSummary, 'totalMs' | 'mainThread' | 'longTasks'> {
  // The renderer that parsed the page: with the app installed, another renderer's thread (the
  // first page's, closed) can hold more events, and was taken for it (a 38 ms "busy" thread).
  const parsedPage = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(path),
  );
  const main = parsedPage ? `${parsedPage.pid}:${parsedPage.tid}` : busiestRenderer(events);
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= navigationTs)
    .sort((a, b) => a.ts - b.ts);
  const mainThread: Record<string, number> = {};
  let coveredUntil = 0;
  for (const e of onMain) {
    const kind = KINDS[e.name];
    if (!kind || e.ts < coveredUntil) continue;
    coveredUntil = e.ts + (e.dur ?? 0);
    mainThread[kind] = (mainThread[kind] ?? 0) + (e.dur ?? 0) / 1000;
  }
  const longTasks = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside: Record<string, number> = {};
      for (const e of onMain) {
        const kind = KINDS[e.name];
        if (kind && e.ts >= task.ts && e.ts < end)
          inside[kind] = (inside[kind] ?? 0) + (e.dur ?? 0);
      }
      const kind = Object.entries(inside).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
      return { atMs: (task.ts - navigationTs) / 1000, ms: (task.dur ?? 0) / 1000, kind };
    });
  const last = onMain.at(-1);
  const totalMs = last ? (last.ts + (last.dur ?? 0) - navigationTs) / 1000 : 0;
  return { totalMs, mainThread, longTasks };
}

export async function requestsOf(page: Page): Promise<TraceSummary['requests']> {
  return page.evaluate(() =>
    (
      performance
        .getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource')) as PerformanceResourceTiming[]
    ).map((r) => ({
      name: new URL(r.name).pathname,
      startMs: r.startTime,
      endMs: r.responseEnd,
      kb: r.transferSize / 1024,
      decodedKb: r.decodedBodySize / 1024,
    })),
  );
}

/**
 * One traced start: navigation to /staffpannel, Mark, until the class's rows show; cold, or
 * `installed` (opened once before, so that the service worker serves the code).
 */
export async function traceColdStart(
  browser: Browser,
  baseURL: string,
  cookie: string,
  subjectCode: string,
  size: number,
  settings: Throttle,
  installed = false,
  /** The service worker stopped first, as a phone's is when the app is opened after a while. */
  stoppedWorker = false,
): Promise<TraceSummary> {
  const context = await signedInContext(browser, baseURL, cookie, settings);
  try {
    if (installed) await installApp(context);
    await context.addInitScript({ content: watchMoments });
    const page = await context.newPage();
    const cdp = await throttle(page, settings);
    if (stoppedWorker) await stopServiceWorkers(cdp);
    // Tapped and watched by the page itself (bench/page-clock.ts): Playwright's tap and wait put
    // their own round trips and injected script into the traced start.
    const tapOn = `[aria-label="Mark attendance for ${subjectCode}"]`;
    const rows = '[data-testid="student-row"]';
    const moments = await pageClock(page, { rows, count: size, tapOn });
    const traced = await traceStart(browser, page, PAGE_PATH, async () => {
      await moments();
    });
    return { ...traced, start: installed ? 'installed' : 'cold' };
  } finally {
    await context.close();
  }
}

/** Stops every service worker of the browser (a page's CDP session), until a request starts one. */
export async function stopServiceWorkers(cdp: CDPSession): Promise<void> {
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('ServiceWorker.disable');
}

/**
 * Navigation to `path` in a throttled `page` (its context watching the moments: momentsWatcher)
 * until `ready` resolves, with Chromium's performance trace recording: the main thread's time by
 * kind, the page's moments and every request, from the request of the page itself.
 */
let traced = 0;

export async function traceStart(
  browser: Browser,
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<Omit<TraceSummary, 'start'>> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'loading',
      // BENCH_TRACE_FILE with BENCH_TRACE_CPU: V8's samples too, for self time by function.
      ...(process.env.BENCH_TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : []),
      // BENCH_TRACE_CATEGORIES=ServiceWorker,navigation: more of the browser's own steps (the
      // service worker's fetch event, the navigation's), for bench/trace-steps.ts.
      ...(process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
    ],
  });
  const clock = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await ready();
  const readyMs = performance.now() - clock;
  const raw = await browser.stopTracing();
  // BENCH_TRACE_FILE: the raw trace kept for DevTools' Performance panel (or a script).
  // A '#' in the name: the trace's number in this process (one file per traced start).
  if (process.env.BENCH_TRACE_FILE)
    writeFileSync(process.env.BENCH_TRACE_FILE.replace('#', String((traced += 1))), raw);
  const trace = JSON.parse(raw.toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const events = trace.traceEvents;
  // The page's request; served by a service worker, the renderer's navigationStart (without
  // either, the long tasks' times came out counted from the trace clock's zero).
  const request =
    events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith(path)) ??
    events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(path),
    );
  const summary = summarize(events, request?.ts ?? 0, path);
  const moments = await page.evaluate(() => {
    const seen = (window as unknown as { __moments: Record<string, number> }).__moments;
    // The document's own steps: its last byte, and the end of its parse.
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return nav
      ? { ...seen, 'page received': nav.responseEnd, 'page parsed': nav.domInteractive }
      : seen;
  });
  return { ...summary, moments, totalMs: readyMs, requests: await requestsOf(page) };
}

export function traceTable(t: TraceSummary): string {
  const busy = Object.values(t.mainThread).reduce((a, b) => a + b, 0);
  const lines = [
    `Traced ${t.start} start, phone profile: ready after ${t.totalMs.toFixed(0)} ms; main ` +
      `thread busy ${busy.toFixed(0)} ms:`,
    ...Object.entries(t.mainThread)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `  ${kind.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms`),
    `The page's moments (ms from navigation): ${Object.entries(t.moments)
      .sort((a, b) => a[1] - b[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ')}`,
    `Tasks of 50 ms or more (from navigation): ${t.longTasks
      .map((task) => `${task.atMs.toFixed(0)} ms +${task.ms.toFixed(0)} (${task.kind})`)
      .join(', ')}`,
    `Requests (${t.requests.length}; start → end ms, KB over the wire / decoded):`,
    ...t.requests
      .sort((a, b) => a.startMs - b.startMs)
      .map(
        (r) =>
          `  ${r.startMs.toFixed(0).padStart(5)} → ${r.endMs.toFixed(0).padStart(5)}  ` +
          `${r.kb.toFixed(1).padStart(6)} / ${r.decodedKb.toFixed(1).padStart(6)}  ${r.name}`,
      ),
  ];
  return lines.join('\n');
}
