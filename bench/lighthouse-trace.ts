import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { lighthouseRun } from './lighthouse-run';
import type { TraceEvent } from './trace';
import { buildsToCompare, classServer, tempFolders } from './web-builds';

/**
 * What holds a page's total blocking time in Lighthouse (issue 56, tenth session): Lighthouse's
 * own mobile run of a page, and from the trace it recorded, the main thread's tasks after the
 * first contentful paint, each with its wall and CPU time and what ran inside it (the outermost
 * script evaluations, compiles with Chromium's reason for compiling on the main thread, calls,
 * style sheets, style, layout). Builds in turns:
 *
 *   node --import tsx bench/lighthouse-trace.ts [--dists A,B] [--runs 2] [--page /staffpannel]
 *     [--visitor]   (no session cookie: `--page /login --visitor` for the login page)
 *
 * Lighthouse's simulated phone runs every task 4× slower (2× one that laid the page out) and
 * counts what is over 50 ms, so a task's CPU time (`tdur`, which the machine's load inflates less
 * than its wall time) gives the "blocking from CPU" printed beside Lighthouse's own figure:
 * Σ max(0, 4 × CPU − 50 ms). The simulation has no timers: a task that ran after the teacher
 * shell's quiet wait counts as if it had run as soon as its scripts were in.
 */
const { values: flags } = parseArgs({
  options: {
    dists: { type: 'string' },
    runs: { type: 'string', default: '2' },
    page: { type: 'string', default: '/staffpannel' },
    // A visitor's run, without the teacher's session cookie (the login page's, issue 56).
    visitor: { type: 'boolean', default: false },
    // Tasks shorter than this (wall ms) are summed, not listed.
    min: { type: 'string', default: '15' },
  },
});

/** Kinds of work inside a task, as the trace names them, and where to read what each ran. */
const WORK: Record<string, (e: TraceEvent) => string> = {
  EvaluateScript: (e) => `evaluate ${short(e.args?.data?.url)}`,
  'v8.evaluateModule': () => 'evaluate module',
  'v8.compile': (e) => `compile ${short(e.args?.data?.url)} ${streaming(e)}`,
  'v8.compileModule': (e) => `compile module ${short(argsOf(e).fileName)} ${streaming(e)}`,
  FunctionCall: (e) => `call ${short(e.args?.data?.url)}`,
  TimerFire: () => 'timer',
  EventDispatch: () => 'event',
  FireAnimationFrame: () => 'animation frame',
  RunMicrotasks: () => 'microtasks',
  ParseAuthorStyleSheet: (e) => `style sheet ${short(argsOf(e).data?.styleSheetUrl)}`,
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  ParseHTML: () => 'HTML',
  MajorGC: () => 'GC',
  MinorGC: () => 'GC',
  Paint: () => 'paint',
  PrePaint: () => 'pre-paint',
};

interface Args {
  fileName?: string;
  data?: { styleSheetUrl?: string; notStreamedReason?: string; streamed?: boolean };
}
const argsOf = (e: TraceEvent) => (e.args ?? {}) as Args;
const short = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 48);
const streaming = (e: TraceEvent) => {
  const data = argsOf(e).data;
  if (data?.notStreamedReason) return `(on the main thread: ${data.notStreamedReason})`;
  return data?.streamed ? '(streamed)' : '';
};

type Timed = TraceEvent & { tdur?: number };
/** A main-thread task, as Chromium's scheduler names it (Lighthouse's main-thread tasks too). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The page's main thread, its tasks after the first contentful paint, and what is in them. */
function tasksOf(events: Timed[], path: string) {
  const parsed = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(path),
  );
  if (!parsed) throw new Error(`no parse of ${path} in the trace`);
  const onMain = events
    .filter((e) => e.pid === parsed.pid && e.tid === parsed.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // Lighthouse opens about:blank first: the page's own navigation, and its first paint after it.
  const start =
    events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(path),
    )?.ts ?? parsed.ts;
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start)?.ts ?? parsed.ts;
  // The outermost tasks only (a scheduler's task can hold another of the same kind).
  const tasks: Timed[] = [];
  for (const e of onMain) {
    if (!TASKS.has(e.name) || e.ts < fcp) continue;
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  let next = 0;
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    let coveredUntil = 0;
    let laidOut = false;
    // The tasks are in order and apart: each one's events follow the last one's.
    while (next < onMain.length && onMain[next]!.ts < task.ts) next += 1;
    for (let i = next; i < onMain.length && onMain[i]!.ts < end; i += 1) {
      const e = onMain[i]!;
      if (e.name === 'Layout') laidOut = true;
      if (e.ts < coveredUntil) continue;
      const what = WORK[e.name];
      if (!what) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      const key = what(e).trim();
      inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      // Lighthouse's simulation runs a task that laid out the page 2×, not 4×, slower.
      slowdown: laidOut ? 2 : 4,
      atMs: (task.ts - start) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      inside: [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4),
    };
  });
}

async function traced(url: string, cookie: string) {
  const headers: Record<string, string> = flags.visitor ? {} : { cookie };
  return lighthouseRun(url, headers, ['performance'], (result) => {
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed ${url}`);
    const { audits, categories } = result.lhr;
    const trace = (result.artifacts as unknown as { Trace: { traceEvents: Timed[] } }).Trace;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      tasks: tasksOf(trace.traceEvents, flags.page),
    };
  });
}

const folders = tempFolders('attendance-lh-trace-');
const { dists, names } = buildsToCompare(flags.dists, folders);
const load = () => (loadavg()[0] as number).toFixed(1);
const servers = [];
try {
  for (const dist of dists) servers.push(await classServer(dist, folders.make()));
  const ms = (value: number) => value.toFixed(0);
  const min = Number(flags.min);
  for (let run = 0; run < Number(flags.runs); run += 1) {
    for (const [i, { server, cookie }] of servers.entries()) {
      const before = load();
      const { score, tbtMs, tasks } = await traced(`${server.url}${flags.page}`, cookie);
      const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.slowdown * t.cpuMs - 50), 0);
      const small = tasks.filter((t) => t.wallMs < min);
      console.log(
        `\n${names[i]}, run ${run + 1} (load ${before} → ${load()}): performance ${score}, ` +
          `blocking ${ms(tbtMs)} ms (Lighthouse), ${ms(blocking)} ms from CPU; ` +
          `${small.length} tasks under ${min} ms (${ms(small.reduce((s, t) => s + t.cpuMs, 0))} ms CPU)`,
      );
      for (const t of tasks.filter((task) => task.wallMs >= min)) {
        const inside = t.inside.map(([what, took]) => `${what} ${ms(took)}`).join('; ');
        console.log(
          `  at ${ms(t.atMs)}: ${ms(t.wallMs)} ms wall, ${ms(t.cpuMs)} ms CPU — ${inside}`,
        );
      }
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
  folders.removeAll();
}
