import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AutocannonRequest } from 'autocannon';
import { toE164 } from '../apps/api/src/modules/family/phone';
import { cookiesFor, poissonSchedule, rowCounter, runBurst, type BurstResult } from './burst';
import {
  SEMESTER_START,
  TIMEZONE,
  type BatchPlan,
  type CampusPlan,
  type StudentPlan,
} from './campus';
import { campusToday } from '@attendance/domain';
import type { Target } from './generate';
import { assertHealthy, measure, percentile, type Measure } from './load';
import type { ServerProcess } from './server';
import type { SlotQueue } from './submit';

/**
 * Issue 50's server rows: a student's home (held, attended, % and the budget, read from the kept
 * totals and the week) one student waiting, at both scales; and results day, when every student
 * of the campus opens their home within ten minutes while the start-of-period burst runs.
 */
export const HOME_TARGET_MS = 30;
export const HOME_GROWTH_LIMIT = 1.5;
export const RESULTS_DAY_RATIO = 1.2;
export const RESULTS_DAY_WAIT_MS = 100;

/** Every student of the campus signed in (their own session each), and who the row reads. */
export interface FamilyCampus {
  /** Student id → their session cookie. */
  cookies: Map<number, string>;
  /** The student whose home the one-at-a-time row reads: CSE's, the same at both scales. */
  reader: StudentPlan & { batch: BatchPlan };
}

const cookieOf = (id: number) => `bench-family-${id}`;
const sessionId = (token: string) => createHash('sha256').update(`family:${token}`).digest('hex');

/**
 * Opens the side in every department and gives every student a session, as a code sign-in
 * would leave it (the rows are the server's own: migration 015), straight into the database.
 */
export async function openFamilySide(
  target: Target,
  plan: CampusPlan,
  /** Only the reader's session (the 10× campus's one-student row), not every student's. */
  onlyReader?: 1,
): Promise<FamilyCampus> {
  const reader = plan.departments[0]!.batches[1]!.students[0]!;
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
  const students = onlyReader
    ? [reader]
    : plan.departments.flatMap((d) => d.batches.flatMap((b) => b.students));
  const cookies = new Map<number, string>();
  const sessions: unknown[][] = [];
  const children: unknown[][] = [];
  for (const student of students) {
    const phone = toE164(student.studentNumber, 'IN');
    if (!phone) continue;
    const token = cookieOf(student.id);
    const id = sessionId(token);
    cookies.set(student.id, `portal_family=${token}`);
    sessions.push([id, 'student', phone, now, now, expires]);
    children.push([id, student.id]);
  }
  const switches = plan.departments.map((d) => [d.code, 1, now]);
  const statements: [string, unknown[][]][] = [
    ['insert into family_switches (department, enabled, updated_at) values (?, ?, ?)', switches],
    [
      'insert into family_sessions (id, kind, phone, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?)',
      sessions,
    ],
    ['insert into family_session_children (session_id, student_id) values (?, ?)', children],
  ];
  if (target.kind === 'sqlite') {
    const db = new SQLite(target.path);
    try {
      db.pragma('busy_timeout = 10000');
      db.transaction(() => {
        for (const [text, rows] of statements) {
          const insert = db.prepare(text);
          for (const row of rows) insert.run(...row);
        }
      })();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query('begin');
      for (const [text, rows] of statements) {
        let n = 0;
        const numbered = text.replace(/\?/g, () => `$${(n += 1)}`);
        for (const row of rows) await client.query(numbered, row);
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  return { cookies, reader: { ...reader, batch: plan.departments[0]!.batches[1]! } };
}

/**
 * Gives the reader's class a term from the semester's start to two months ahead, so that its
 * home works the budget out from the week (the campus is generated without terms).
 */
export async function setTermFor(
  url: string,
  adminCookie: string,
  reader: FamilyCampus['reader'],
): Promise<void> {
  const today = campusToday(new Date(), TIMEZONE);
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + 60 * 24 * 3600_000)
    .toISOString()
    .slice(0, 10);
  const { name: batch, year, semester } = reader.batch;
  const answer = await fetch(`${url}/api/week/terms`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ batch, year, semester, firstDay: SEMESTER_START, lastDay }),
  });
  if (!answer.ok) throw new Error(`the term answered ${answer.status}: ${await answer.text()}`);
}

/** One student's home, measured on one connection (it must answer 200 first). */
export async function measureHome(
  server: ServerProcess,
  family: FamilyCampus,
  options: { seconds: number; warmSeconds: number },
): Promise<Measure> {
  const cookie = family.cookies.get(family.reader.id) as string;
  const path = `/api/family/students/${family.reader.id}/home`;
  const check = await fetch(`${server.url}${path}`, { headers: { cookie } });
  if (!check.ok)
    throw new Error(`the student home answered ${check.status}: ${await check.text()}`);
  const request: AutocannonRequest = { method: 'GET', path, headers: { cookie } };
  const spec = { url: server.url, connections: 1, request, cpu: server.cpu };
  await measure({ ...spec, seconds: options.warmSeconds });
  return assertHealthy('student home', await measure({ ...spec, seconds: options.seconds }));
}

export interface ResultsDay {
  /** Homes opened, over how many seconds, and their waits. */
  homes: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  firstError?: string;
  /** The start-of-period burst that ran in the same minutes. */
  burst: BurstResult;
}

/**
 * Results day: every signed-in student opens their home once, at random moments (a Poisson
 * process) within `seconds`, open loop as the burst is, while the queue's next period's burst
 * runs from the same start over `burstSeconds`.
 */
export async function resultsDay(
  url: string,
  queue: SlotQueue,
  target: Target,
  family: FamilyCampus,
  seconds: number,
  burstSeconds: number,
): Promise<ResultsDay> {
  const slots = queue.nextPeriod();
  const teacherCookies = await cookiesFor(url, slots);
  const students = [...family.cookies];
  const schedule = poissonSchedule(students.length, seconds, 50);
  const waits: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const open = async ([id, cookie]: [number, string], at: number) => {
    const delay = started + at - performance.now();
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    try {
      const answer = await fetch(`${url}/api/family/students/${id}/home`, { headers: { cookie } });
      const text = await answer.text();
      if (answer.ok) waits.push(performance.now() - started - at);
      else {
        errors += 1;
        firstError ??= `${answer.status} ${text.slice(0, 300)}`;
      }
    } catch (error) {
      errors += 1;
      firstError ??= (error as Error).message;
    }
  };
  const [burst] = await Promise.all([
    runBurst([url], slots, teacherCookies, burstSeconds, rowCounter(target)),
    Promise.all(students.map((student, i) => open(student, schedule[i] as number))),
  ]);
  const sorted = waits.sort((a, b) => a - b);
  return {
    homes: students.length,
    seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    ...(firstError ? { firstError } : {}),
    burst,
  };
}

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2));
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

interface EngineFamily {
  label: string;
  burst?: BurstResult;
  familyHome?: Measure;
  resultsDay?: ResultsDay;
  growth?: { familyHome?: Measure };
}

/** The Markdown table of issue 50's server rows. */
export function familyTable(engines: readonly EngineFamily[]): string {
  const measured = engines.filter((e) => e.familyHome || e.resultsDay);
  if (measured.length === 0) return 'Students and parents: not measured.';
  const header = ['Students and parents (issue 50)', ...measured.map((e) => e.label), 'Target'];
  const home = [
    'Student home, one student waiting: p50 / p95; 10× p95 (ratio)',
    ...measured.map((e) => {
      const m = e.familyHome;
      if (!m) return 'not measured';
      const big = e.growth?.familyHome;
      const growth = big
        ? `; ${ms(big.p95)} ms (${(big.p95 / m.p95).toFixed(2)}×, ${verdict(big.p95 / m.p95 <= HOME_GROWTH_LIMIT)})`
        : '';
      return `${ms(m.p50)} / ${ms(m.p95)} ms — ${verdict(m.p95 < HOME_TARGET_MS)}${growth}`;
    }),
    `p95 < ${HOME_TARGET_MS} ms; 10× ≤ ${HOME_GROWTH_LIMIT}×`,
  ];
  const day = (e: EngineFamily) => e.resultsDay;
  const homes = [
    'Results day: every student opens their home (waits p50 / p95 / p99 / longest)',
    ...measured.map((e) => {
      const r = day(e);
      if (!r) return 'not measured';
      const failed = r.errors ? `; **${r.errors} failed** (${r.firstError})` : '';
      return `${r.homes.toLocaleString('en')} in ${r.seconds} s: ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} / ${ms(r.max)} ms${failed}`;
    }),
    '–',
  ];
  const burst = [
    'The marking burst during it: p99 ÷ the burst alone; longest wait of either',
    ...measured.map((e) => {
      const r = day(e);
      if (!r || !e.burst) return 'not measured';
      const ratio = r.burst.p99 / e.burst.p99;
      const longest = Math.max(r.max, r.burst.max);
      const failed = r.burst.errors ? `; **${r.burst.errors} failed**` : '';
      return (
        `${ms(r.burst.p99)} ÷ ${ms(e.burst.p99)} ms = ${ratio.toFixed(2)}× (${verdict(ratio <= RESULTS_DAY_RATIO)}); ` +
        `${ms(longest)} ms (${verdict(longest <= RESULTS_DAY_WAIT_MS)})${failed}`
      );
    }),
    `≤ ${RESULTS_DAY_RATIO}×; no wait > ${RESULTS_DAY_WAIT_MS} ms`,
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...[home, homes, burst].map(line)].join(
    '\n',
  );
}
