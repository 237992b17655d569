import SQLite from 'better-sqlite3';
import pg from 'pg';
import { burst, type BurstResult } from './burst';
import type { Target } from './generate';
import { meanOf, type Measure } from './load';
import type { ServerProcess } from './server';
import { probeDuring } from './stall';
import { oneTeacher, type SlotQueue } from './submit';
import type { ReadOptions } from './reads';

/**
 * Issue 51: what alerts to parents cost. Marking with absence alerts off and immediate (every
 * absent student of a submission gets an outbox row in the submission's own transaction or
 * statement, the worst case): one teacher off, on, on, off, then the start-of-period burst off,
 * on, on, off (the mean of each mode's two), in one run; then the daily job of the whole campus (absences in daily mode, shortage crossings from
 * the totals, consecutive absences) while GET /api/health is probed every 20 ms.
 */
export interface AlertFigures {
  oneTeacher: { off: Measure; on: Measure };
  burst: { off: BurstResult; on: BurstResult };
  daily: {
    departments: number;
    /** From the settings switched on to every department's run finished (a tick is 500 ms). */
    ms: number;
    made: number;
    probe: { p99: number; max: number };
  };
}

export type AlertMode = 'off' | 'immediate' | 'daily';

/** Every department's alert settings, written straight to the database (as the Admins would). */
export async function setAlerts(target: Target, mode: AlertMode): Promise<void> {
  const now = new Date().toISOString();
  const statements =
    mode === 'off'
      ? ['delete from alert_settings']
      : [
          'delete from alert_settings',
          `insert into alert_settings (department, absence, absence_mode, daily_time, shortage,
             consecutive, consecutive_days, daily_cap, quiet_start, quiet_end, updated_at)
           select distinct department, 1, '${mode}', '00:00', ${mode === 'daily' ? 1 : 0},
             ${mode === 'daily' ? 1 : 0}, 3, 100000, null, null, '${now}' from students`,
        ];
  if (target.kind === 'sqlite') {
    const db = new SQLite(target.path);
    try {
      db.pragma('busy_timeout = 10000');
      for (const text of statements) db.prepare(text).run();
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    for (const text of statements) await client.query(text);
  } finally {
    await client.end();
  }
}

export async function scalar(target: Target, text: string): Promise<number> {
  if (target.kind === 'sqlite') {
    const db = new SQLite(target.path, { readonly: true });
    try {
      db.pragma('busy_timeout = 10000');
      return Number(Object.values(db.prepare(text).get() as object)[0]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return Number(Object.values((await client.query(text)).rows[0] as object)[0]);
  } finally {
    await client.end();
  }
}

/** Until no alert is due: the sender has done with the rows of what was measured before. */
export async function drained(target: Target): Promise<void> {
  const started = performance.now();
  const due = () =>
    scalar(
      target,
      `select count(*) from alert_outbox where state = 'waiting' and next_at <= '${new Date().toISOString()}'`,
    );
  while ((await due()) > 0) {
    if (performance.now() - started > 120_000) throw new Error('the outbox did not drain in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureAlerts(
  server: ServerProcess,
  target: Target,
  queue: SlotQueue,
  cookies: Map<number, string>,
  options: ReadOptions & { burstSeconds: number },
  step: (text: string) => void,
): Promise<AlertFigures> {
  /**
   * A measure with absence alerts off, on, on, off, each after the sender has drained the rows
   * before it. Measured once each, 12 s apart, a drift of the machine decided the ratio; two
   * bursts of one mode 60 s apart spread by 15 % in p95 (17 → 22.5 ms in one run), more than the
   * 1.1× the rows judge.
   */
  async function inTurns<T>(what: string, measure: () => Promise<T>) {
    const runs: Record<'off' | 'on', T[]> = { off: [], on: [] };
    for (const mode of ['off', 'on', 'on', 'off'] as const) {
      step(
        `alerts: ${what}, absence alerts ${mode === 'on' ? 'immediate for every department' : 'off'}…`,
      );
      await setAlerts(target, mode === 'on' ? 'immediate' : 'off');
      await drained(target);
      runs[mode].push(await measure());
    }
    return runs;
  }
  const one = await inTurns('one teacher', () =>
    oneTeacher(server.url, queue, cookies, { ...options, cpu: server.cpu }),
  );
  const bursts = await inTurns('the burst', () =>
    burst([server.url], queue, target, options.burstSeconds),
  );
  await setAlerts(target, 'off');

  step("alerts: the daily job of the campus (today's absences, shortage, consecutive)…");
  // The sender has done with the backfilled submissions' alerts (cancelled) before it starts.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const departments = await scalar(target, 'select count(distinct department) from students');
  const before = await scalar(target, 'select count(*) from alert_outbox');
  const runsBefore = await scalar(target, 'select count(*) from alert_runs');
  const started = performance.now();
  let ms = 0;
  const probe = await probeDuring(server.url, async () => {
    await setAlerts(target, 'daily');
    for (;;) {
      const finished = await scalar(
        target,
        'select count(*) from alert_runs where finished_at is not null',
      );
      if (finished - runsBefore >= departments) break;
      if (performance.now() - started > 120_000) throw new Error('the daily job did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    ms = performance.now() - started;
  });
  await setAlerts(target, 'off');
  const made = (await scalar(target, 'select count(*) from alert_outbox')) - before;
  // The sender then sends what the job made (10,068 messages at scale 1, 12 s): the steps after
  // this one measure after it, as every measure of this step does (issue 56: it had overlapped
  // Today and the first 4 s of the shortage list).
  await drained(target);
  return {
    oneTeacher: { off: meanOf(one.off), on: meanOf(one.on) },
    burst: { off: meanBurst(bursts.off), on: meanBurst(bursts.on) },
    daily: { departments, ms, made, probe },
  };
}

/** Two bursts of one mode as one: the mean of their percentiles, the worst of the rest. */
function meanBurst(runs: BurstResult[]): BurstResult {
  const [a, b] = runs as [BurstResult, BurstResult];
  const mean = (key: 'p50' | 'p95' | 'p99') => (a[key] + b[key]) / 2;
  return {
    ...a,
    classes: a.classes + b.classes,
    seconds: a.seconds + b.seconds,
    p50: mean('p50'),
    p95: mean('p95'),
    p99: mean('p99'),
    max: Math.max(a.max, b.max),
    errors: a.errors + b.errors,
    ...((a.firstError ?? b.firstError) ? { firstError: a.firstError ?? b.firstError } : {}),
    stored: a.stored + b.stored,
    expected: a.expected + b.expected,
  };
}

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** The Markdown table of issue 51's rows. */
export function alertsTable(engines: readonly { label: string; alerts?: AlertFigures }[]): string {
  const measured = engines.filter((e) => e.alerts);
  if (measured.length === 0) return 'Alerts to parents: not measured.';
  const lines = [
    '| Alerts to parents (issue 51) | ' + measured.map((e) => e.label).join(' | ') + ' | Target |',
    '|---|' + measured.map(() => '---|').join('') + '---|',
  ];
  const row = (name: string, cells: string[], target: string) =>
    lines.push(`| ${name} | ${cells.join(' | ')} | ${target} |`);
  row(
    'One teacher, alerts off → on: p50 ms (ratio)',
    measured.map(({ alerts: a }) => {
      const ratio = a!.oneTeacher.on.p50 / a!.oneTeacher.off.p50;
      return `${ms(a!.oneTeacher.off.p50)} → ${ms(a!.oneTeacher.on.p50)} (${ratio.toFixed(2)}×, ${verdict(ratio <= 1.1)})`;
    }),
    '≤ 1.1×',
  );
  row(
    'Burst, alerts off → on: p95 ms (ratio)',
    measured.map(({ alerts: a }) => {
      const ratio = a!.burst.on.p95 / a!.burst.off.p95;
      return `${ms(a!.burst.off.p95)} → ${ms(a!.burst.on.p95)} (${ratio.toFixed(2)}×, ${verdict(ratio <= 1.1)})`;
    }),
    '≤ 1.1×',
  );
  row(
    'Daily job: departments, alerts made, time',
    measured.map(({ alerts: a }) => {
      const d = a!.daily;
      return `${d.departments} depts, ${d.made} alerts, ${(d.ms / 1000).toFixed(1)} s (${verdict(d.ms < 10_000)})`;
    }),
    '< 10 s',
  );
  row(
    'Daily job: GET /api/health p99 / max ms',
    measured.map(({ alerts: a }) => {
      const p = a!.daily.probe;
      return `${ms(p.p99)} / ${ms(p.max)} (${verdict(p.max <= 100)})`;
    }),
    'stall ≤ 100 ms',
  );
  return lines.join('\n');
}
