// Preloaded into a bench server (BENCH_SERVER_ARGS="--import ./bench/server-stalls.mjs"): one
// line on standard error, in the server's log, for each pause of the main thread's garbage
// collector of 5 ms or more and each event-loop stall over 20 ms, each at its wall-clock time,
// so that a slow submission of a burst can be put beside what the server's main thread was
// doing then (bench/burst-trace.ts). A timer every 10 ms is the stall detector: a few wake-ups
// of CPU, for diagnosis only.
import { writeSync } from 'node:fs';
import { setInterval } from 'node:timers';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';

const at = (t) => Math.round(performance.timeOrigin + t);
const KINDS = new Map([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'scavenge'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'mark-compact'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental marking'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weak callbacks'],
]);
const line = (fields) => writeSync(2, `${JSON.stringify(fields)}\n`);

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration < 5) continue;
    const kind = KINDS.get(entry.detail?.kind) ?? String(entry.detail?.kind);
    line({ serverGc: kind, ms: Number(entry.duration.toFixed(1)), at: at(entry.startTime) });
  }
}).observe({ entryTypes: ['gc'] });

const EVERY_MS = 10;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - EVERY_MS;
  if (late > 20) line({ serverStall: Number(late.toFixed(1)), at: at(last + EVERY_MS) });
  last = now;
}, EVERY_MS).unref();
