import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Target } from './generate';
import { percentile } from './load';
import { signInAll } from './server';
import { submissionBody, type Slot, type SlotQueue } from './submit';

/**
 * The start of a period as a campus meets it: every class of the period submitted once, each
 * by its own teacher, at random moments (a Poisson process) within `seconds`. Open loop: each
 * submission leaves at its scheduled moment whether or not earlier ones were answered, and its
 * wait is counted from that moment, so a slow server cannot hide its queue by slowing the load.
 */
export interface BurstResult {
  classes: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 201 and failed requests. */
  errors: number;
  firstError?: string;
  /** Attendance rows of the period found in the database afterwards, and how many were sent. */
  stored: number;
  expected: number;
}

/** A seeded generator (mulberry32): the same schedule every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Given how many arrived in the window, the moments of a Poisson process are that many uniform
 * draws, sorted: the gaps between them are exponential.
 */
export function poissonSchedule(count: number, seconds: number, seed = 14): number[] {
  const next = random(seed);
  return Array.from({ length: count }, () => next() * seconds * 1000).sort((a, b) => a - b);
}

/** Signs in every teacher of the period's classes (through `url`) and keeps their cookies. */
export async function cookiesFor(url: string, slots: Slot[]): Promise<Map<number, string>> {
  const teachers = [...new Map(slots.map((s) => [s.subject.teacher.id, s.subject.teacher]))];
  const signed = await signInAll(
    url,
    teachers.map(([, t]) => t),
  );
  return new Map([...signed].map(([id, s]) => [id, s.cookie]));
}

/** One submission of a burst, its moments on this process's clock (`performance.now()`). */
export interface BurstSent {
  teacher: number;
  /** When its schedule said to send it, when it was sent, and its wait from the first. */
  due: number;
  sent: number;
  wait: number;
}

/**
 * Sends the period's submissions on the Poisson schedule; `urls` are used in turn. `sent`, if
 * given, is told each answered submission's moments (bench/burst-trace.ts).
 */
export async function runBurst(
  urls: string[],
  slots: Slot[],
  cookies: Map<number, string>,
  seconds: number,
  count: (slot: Slot) => Promise<number>,
  sent?: (submission: BurstSent) => void,
): Promise<BurstResult> {
  const schedule = poissonSchedule(slots.length, seconds);
  const waits: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const send = async (slot: Slot, at: number, index: number) => {
    const delay = started + at - performance.now();
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    const sentAt = performance.now();
    try {
      const response = await fetch(`${urls[index % urls.length]}/api/attendance/mark`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies.get(slot.subject.teacher.id) as string,
        },
        body: submissionBody(slot),
      });
      const text = await response.text();
      if (response.status === 201) {
        const wait = performance.now() - started - at;
        waits.push(wait);
        sent?.({ teacher: slot.subject.teacher.id, due: started + at, sent: sentAt, wait });
      } else {
        errors += 1;
        firstError ??= `${response.status} ${text.slice(0, 300)}`;
      }
    } catch (error) {
      errors += 1;
      firstError ??= (error as Error).message;
    }
  };
  await Promise.all(slots.map((slot, i) => send(slot, schedule[i] as number, i)));
  const sorted = waits.sort((a, b) => a - b);
  const { date, period } = slots[0] as Slot;
  const stored = await count({ ...(slots[0] as Slot), date, period });
  return {
    classes: slots.length,
    seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    ...(firstError ? { firstError } : {}),
    stored,
    expected: slots.reduce((sum, s) => sum + s.subject.students.length, 0),
  };
}

/** Counts the attendance rows of one date and period that count (not voided). */
export function rowCounter(target: Target): (slot: Slot) => Promise<number> {
  const question =
    'select count(*) as n from attendance where date = $1 and period = $2 and voided_at is null';
  return async ({ date, period }) => {
    if (target.kind === 'sqlite') {
      const db = new SQLite(target.path, { readonly: true });
      try {
        const row = db.prepare(question.replace('$1', '?').replace('$2', '?')).get(date, period);
        return Number((row as { n: number }).n);
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(question, [date, period])).rows[0]?.n);
    } finally {
      await client.end();
    }
  };
}

/** The burst on one server (or several in turn), every class of the queue's next period. */
export async function burst(
  urls: string[],
  queue: SlotQueue,
  target: Target,
  seconds: number,
): Promise<BurstResult> {
  const slots = queue.nextPeriod();
  const cookies = await cookiesFor(urls[0] as string, slots);
  return runBurst(urls, slots, cookies, seconds, rowCounter(target));
}

/** The semester's shortage list as a workbook: the heaviest export a HOD can start (issue 26). */
const SEMESTER_SHORTAGE_XLSX = '/api/reports/shortage.xlsx?startDate=2000-01-01';

/**
 * Issue 26: the burst of the queue's next period while a HOD exports the semester's shortage
 * list ten times, one after another (fewer when the burst ends first).
 */
export async function burstDuringExports(
  url: string,
  queue: SlotQueue,
  target: Target,
  hodCookie: string,
  seconds: number,
  trace?: { note: (what: string) => void; sent: (submission: BurstSent) => void },
): Promise<{ burst: BurstResult; exports: number }> {
  const slots = queue.nextPeriod();
  const cookies = await cookiesFor(url, slots);
  let exports = 0;
  let done = false;
  const exporting = (async () => {
    for (let i = 0; i < 10 && !done; i += 1) {
      trace?.note(`export ${i + 1} asked`);
      const answer = await fetch(`${url}${SEMESTER_SHORTAGE_XLSX}`, {
        headers: { cookie: hodCookie },
      });
      await answer.arrayBuffer();
      trace?.note(`export ${i + 1} received`);
      if (!answer.ok) throw new Error(`the shortage export answered ${answer.status}`);
      exports += 1;
    }
  })();
  const during = await runBurst([url], slots, cookies, seconds, rowCounter(target), trace?.sent);
  done = true;
  await exporting;
  return { burst: during, exports };
}
