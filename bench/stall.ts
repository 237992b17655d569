import type { Readers } from './reads';
import type { SignedIn } from './server';

/**
 * Event-loop stall (issue 26): a tiny request (`GET /api/health`) every 20 ms, whether or not
 * the last one was answered, while one heavy report runs; its p99 and max wait say how long
 * everybody else waited. The idle probe alone is the limit of the same run.
 */
export interface StallFigure {
  /** The report's own time, median of its runs. */
  reportMs: number;
  p99: number;
  max: number;
}
export interface StallFigures {
  idle: { p99: number; max: number };
  reports: Record<string, StallFigure>;
}

const PROBE_EVERY_MS = 20;

function reportsOf(who: Readers): [string, string, 'hod' | 'teacher'][] {
  const view = `subjectID=${who.subject.id}`;
  return [
    [
      'Shortage list, the semester as a range',
      '/api/oversight/shortage?startDate=2000-01-01',
      'hod',
    ],
    ['Its .xlsx', '/api/reports/shortage.xlsx?startDate=2000-01-01', 'hod'],
    ['Consecutive absences (3 days)', '/api/oversight/absences?days=3', 'hod'],
    ['View Attendance, a semester', `/api/attendance/view?${view}`, 'teacher'],
    ['Its .xlsx', `/api/reports/attendance.xlsx?${view}`, 'teacher'],
    ['Cumulative, a department and date', `/api/attendance/cumulative?date=${who.date}`, 'hod'],
    ['Its .xlsx', `/api/reports/cumulative.xlsx?date=${who.date}`, 'hod'],
  ];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Probes every 20 ms until `work` settles; the waits of every probe. */
export async function probeDuring(url: string, work: () => Promise<unknown>) {
  const waits: number[] = [];
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      fetch(`${url}/api/health`)
        .then((answer) => answer.arrayBuffer())
        .then(() => {
          waits.push(performance.now() - sent);
        }),
    );
  }, PROBE_EVERY_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  await Promise.all(pending);
  const sorted = waits.sort((a, b) => a - b);
  return { p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

export async function measureStall(
  url: string,
  who: Readers,
  signed: Map<number, SignedIn>,
  runs: number,
): Promise<StallFigures> {
  const idle = await probeDuring(url, () => new Promise((resolve) => setTimeout(resolve, 1000)));
  const reports: Record<string, StallFigure> = {};
  let previous = '';
  for (const [label, path, role] of reportsOf(who)) {
    const name = label.startsWith('Its') ? `${previous}: ${label}` : label;
    if (!label.startsWith('Its')) previous = label;
    const cookie = signed.get(who[role].id)?.cookie as string;
    const times: number[] = [];
    const probe = await probeDuring(url, async () => {
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const answer = await fetch(`${url}${path}`, { headers: { cookie } });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`stall: ${path} answered ${answer.status}`);
        times.push(performance.now() - started);
      }
    });
    reports[name] = {
      reportMs: quantile(
        [...times].sort((a, b) => a - b),
        0.5,
      ),
      ...probe,
    };
  }
  return { idle, reports };
}

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));

/** The Markdown table: each report's time, and the probe's p99 / max beside the idle probe's. */
export function stallTable(engines: readonly { label: string; stall?: StallFigures }[]): string {
  const measured = engines.filter((e) => e.stall);
  if (measured.length === 0) return 'Event-loop stall: not measured.';
  const names = Object.keys(measured[0]!.stall!.reports);
  const header = [
    'Event-loop stall: GET /api/health every 20 ms while one report runs',
    ...measured.map((e) => `${e.label}: report · probe p99 / max`),
    'Target',
  ];
  const idleRow = [
    'Idle (no report)',
    ...measured.map((e) => `probe ${ms(e.stall!.idle.p99)} / ${ms(e.stall!.idle.max)} ms`),
    '',
  ];
  const rows = names.map((name) => [
    name,
    ...measured.map((e) => {
      const f = e.stall!.reports[name]!;
      const limit = Math.max(100, 2 * e.stall!.idle.max);
      const verdict = f.max < limit ? 'met' : '**missed**';
      return `${ms(f.reportMs)} ms · ${ms(f.p99)} / ${ms(f.max)} ms — ${verdict}`;
    }),
    'max < 100 ms or ≤ 2× idle max',
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), line(idleRow), ...rows.map(line)].join('\n');
}
