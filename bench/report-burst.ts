import type { BurstResult } from './burst';
import { ms, rate, table, verdict, type BenchResults } from './report';
import type { Saturation } from './scaleout';

/** The tables of issue 14: the start-of-period burst, and two servers behind nginx. */

/** Issue 26: a HOD's exports may lengthen the burst's p99 by half at most. */
export const EXPORT_BURST_RATIO = 1.5;

function burstCell(b: BurstResult | undefined, target: number | undefined, limitP99?: number) {
  if (!b) return 'not measured';
  const stored =
    b.stored === b.expected
      ? 'every row stored once'
      : `**${b.stored} rows stored of ${b.expected}**`;
  const limit = limitP99 === undefined ? '' : ` (the insert alone: p99 ${ms(limitP99)} ms)`;
  const judged = target === undefined ? '' : ` — ${verdict(b.p99 < target && b.errors === 0)}`;
  return (
    `p50 ${ms(b.p50)} / p95 ${ms(b.p95)} / p99 ${ms(b.p99)} ms${limit} · max ${ms(b.max)} ms · ` +
    `${b.errors} error${b.errors === 1 ? '' : 's'} · ${stored}${judged}`
  );
}

export function burstTable(results: BenchResults): string {
  const { engines } = results;
  const first = engines.find((e) => e.burst)?.burst;
  if (!first) return 'Burst: not measured.';
  const university = engines.find((e) => e.growth?.burst)?.growth?.burst;
  const rows = [
    [
      `Campus: ${first.classes} classes of one period, scale ${results.scale}`,
      ...engines.map((e) => burstCell(e.burst, 50, e.limit.p99)),
      'p99 < 50 ms on both',
    ],
  ];
  if (engines.some((e) => e.exportBurst)) {
    rows.push([
      "The same burst, a HOD exporting the semester's shortage list ten times",
      ...engines.map((e) => {
        if (!e.exportBurst || !e.burst) return 'not measured';
        const { burst: during, exports } = e.exportBurst;
        const ratio = during.p99 / e.burst.p99;
        return (
          `${burstCell(during, undefined)}; p99 ${ratio.toFixed(2)}× the burst alone ` +
          `(${exports} export${exports === 1 ? '' : 's'} done) — ${verdict(ratio <= EXPORT_BURST_RATIO && during.errors === 0)}`
        );
      }),
      `p99 ≤ ${EXPORT_BURST_RATIO}× the burst alone`,
    ]);
  }
  if (university) {
    rows.push([
      `University: ${university.classes} classes of one period, scale ${results.growthScale}`,
      ...engines.map((e) => burstCell(e.growth?.burst, e.label === 'PostgreSQL' ? 100 : undefined)),
      'p99 < 100 ms on PostgreSQL',
    ]);
  }
  const header = [
    `Start-of-period burst (open loop, Poisson arrivals over ${first.seconds} s; wait per submission)`,
    ...engines.map((e) => e.label),
    'Target',
  ];
  return table(header, rows);
}

function saturationCell(s: Saturation): string {
  if (s.requests === 0) return 'no answer within the run (the machine was overloaded)';
  return (
    `${rate(s)} · p50 ${ms(s.p50)} ms · p99 ${ms(s.p99)} ms · portal CPU ${ms(s.serversCpuMs)} ms ` +
    `+ nginx ${ms(s.nginxCpuMs)} ms per submission · machine ${(s.machineBusy * 100).toFixed(0)} % busy`
  );
}

export function scaleOutTable(results: BenchResults): string {
  const out = results.scaleOut;
  if (out === undefined) return 'Scale-out: not measured (PostgreSQL not in --db).';
  if (typeof out === 'string') return out;
  const { one, two, connections } = out.saturation;
  const rows = [
    [
      'Signed in on server A, submitted through server B',
      out.crossServer ? 'stored (201)' : '**refused**',
    ],
    [
      `Burst through nginx, round robin (${out.burst.classes} classes of one period, scale ${out.scale})`,
      burstCell(out.burst, 100),
    ],
    [
      `Saturation, ${connections} teachers back to back: one server behind nginx`,
      saturationCell(one),
    ],
    [
      `Saturation, ${connections} teachers back to back: two servers behind nginx`,
      saturationCell(two),
    ],
    [
      'Throughput, two servers ÷ one',
      one.requests && two.requests
        ? `${(two.perSecond / one.perSecond).toFixed(2)}×`
        : 'not measured',
    ],
  ];
  return table(['Two portal servers, one PostgreSQL, nginx in front', 'Figure'], rows);
}
