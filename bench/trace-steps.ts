import { readFileSync } from 'node:fs';
import type { TraceEvent } from './trace';

/**
 * The steps of one traced start, task by task (issue 56): every task of the page's main thread
 * from the navigation on, with its wall time, its CPU time (the event's thread time, `tdur`,
 * which under DevTools' CPU throttle includes the throttle's spin, so it is what the phone
 * profile's page waits for) and what ran inside it, then the service worker's and the
 * navigation's own events. Reads the raw traces kept by `BENCH_TRACE_FILE` (bench/trace.ts).
 *
 *   node --import tsx bench/trace-steps.ts /tmp/t-1.json [/tmp/t-2.json …] [--until 800] [--path /staffpannel]
 */
interface Step extends TraceEvent {
  tdur?: number;
  /** The thread's clock (B and E events): their difference is a B/E pair's CPU time. */
  tts?: number;
  args?: TraceEvent['args'] & {
    data?: { url?: string; type?: string; functionName?: string; frame?: string };
  };
}

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv.splice(at, 2)[1] ?? fallback) : fallback;
};
const untilMs = Number(option('--until', '800'));
const path = option('--path', '/staffpannel');

const ms = (us: number) => (us / 1000).toFixed(1);

/** One thread's events as complete ones: its B/E pairs (ParseHTML among them) joined. */
function completed(events: Step[]): Step[] {
  const open: Step[] = [];
  const joined: Step[] = [];
  for (const e of events) {
    if (e.ph === 'X') joined.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (!begin) continue;
      const cpu = e.tts !== undefined && begin.tts !== undefined ? e.tts - begin.tts : undefined;
      joined.push({
        ...begin,
        ph: 'X',
        dur: e.ts - begin.ts,
        ...(cpu === undefined ? {} : { tdur: cpu }),
      });
    }
  }
  return joined;
}
/** What an event was, in a few words: its name and the script, function or event type it ran. */
function label(e: Step): string {
  const data = e.args?.data;
  const url = data?.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}` : '';
  const detail = data?.functionName || data?.type || '';
  return `${e.name}${detail ? `(${detail})` : ''}${url}`;
}

for (const file of argv) {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Step[] }).traceEvents;
  const parsed = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(path),
  );
  if (!parsed) {
    console.log(`${file}: no parse of ${path}`);
    continue;
  }
  const main = `${parsed.pid}:${parsed.tid}`;
  const start =
    events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith(path)) ??
    events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(path),
    );
  const zero = start?.ts ?? parsed.ts;
  const end = zero + untilMs * 1000;
  const thread = events
    .filter((e) => `${e.pid}:${e.tid}` === main && ['X', 'B', 'E'].includes(e.ph))
    .sort((a, b) => a.ts - b.ts);
  const onMain = completed(thread)
    .filter((e) => e.ts >= zero && e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  console.log(`\n${file}: main thread ${main}, ms from the page's request`);
  // The service worker's thread, and whether it runs in the page's own renderer (the process
  // the app was first opened in: issue 56's two modes of the installed start).
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && /ServiceWorker/i.test(e.args?.name ?? ''))
      console.log(
        `service worker thread ${e.pid}:${e.tid} (${e.args?.name}), ${e.pid === parsed.pid ? "in the page's renderer" : 'in another process'}`,
      );
  console.log('   at    wall     cpu  task: its largest steps (wall ms)');
  let busy = 0;
  let cpu = 0;
  for (const task of onMain.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  )) {
    const taskEnd = task.ts + (task.dur ?? 0);
    // The task's direct steps: events inside it not inside another of its events.
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < taskEnd);
    const direct: Step[] = [];
    let coveredUntil = 0;
    for (const e of inside) {
      if (e.ts < coveredUntil) continue;
      direct.push(e);
      coveredUntil = e.ts + (e.dur ?? 0);
    }
    // One level further for the steps that only wrap others (a task's FunctionCall, a frame).
    const steps = direct.flatMap((e) => {
      const within = inside.filter((x) => x !== e && x.ts >= e.ts && x.ts < e.ts + (e.dur ?? 0));
      const big = within.filter((x) => (x.dur ?? 0) >= 1000 && x.name !== e.name);
      return big.length && (e.dur ?? 0) >= 3000
        ? [
            `${label(e)} ${ms(e.dur ?? 0)} [${big
              .slice(0, 6)
              .map((x) => `${label(x)} ${ms(x.dur ?? 0)}`)
              .join(', ')}]`,
          ]
        : (e.dur ?? 0) >= 500
          ? [`${label(e)} ${ms(e.dur ?? 0)}`]
          : [];
    });
    busy += task.dur ?? 0;
    cpu += task.tdur ?? 0;
    if ((task.dur ?? 0) < 500 && steps.length === 0) continue;
    console.log(
      `${ms(task.ts - zero).padStart(6)} ${ms(task.dur ?? 0).padStart(7)} ${ms(task.tdur ?? 0).padStart(7)}  ${steps.join('; ') || '(no traced step)'}`,
    );
  }
  console.log(
    `Main thread: ${ms(busy)} ms of tasks, ${ms(cpu)} ms CPU in the first ${untilMs} ms.`,
  );
  // Off the main thread: the service worker's events and the page's navigation, by thread.
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const others = events.filter(
    (e) =>
      `${e.pid}:${e.tid}` !== main &&
      e.ph === 'X' &&
      e.ts >= zero - 50_000 &&
      e.ts < zero + 300_000 &&
      (e.dur ?? 0) >= 300 &&
      /ServiceWorker|Worker|Fetch|Navigation|Commit|Cache/i.test(
        `${e.name} ${names.get(`${e.pid}:${e.tid}`)}`,
      ),
  );
  for (const e of others.slice(0, 30))
    console.log(
      `  ${ms(e.ts - zero).padStart(6)} +${ms(e.dur ?? 0)} ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}: ${label(e)}`,
    );
}
