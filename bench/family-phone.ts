import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext } from '@playwright/test';
import {
  freshContext,
  recordAssets,
  shown,
  throttle,
  type Loaded,
  type Throttle,
  type Timed,
} from './browser';
import { momentsWatcher, traceStart, type TraceSummary } from './trace';
import { median } from './web-report';

/**
 * Issue 50's phone row: a student's home on the phone profile (slow 4G, CPU 4× slower), cold
 * and with the app installed, beside the plain server-rendered page of bench/web.ts's class.
 */
export const HOME_COLD_RATIO = 1.5;
export const HOME_INSTALLED_RATIO = 1;

/**
 * Opens the student and parent side of CSE and signs one student of the web bench's class in
 * (the rows a code sign-in leaves, migration 015): the cookie of their session and their id.
 */
export function familySessionFor(
  databasePath: string,
  registerNumber: string,
): { cookie: string; studentID: number } {
  const db = new SQLite(databasePath);
  try {
    db.pragma('busy_timeout = 10000');
    const now = new Date().toISOString();
    const student = db
      .prepare('select id, student_number from students where register_number = ?')
      .get(registerNumber) as { id: number; student_number: string };
    const token = `bench-family-phone-${student.id}`;
    const id = createHash('sha256').update(`family:${token}`).digest('hex');
    const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
    db.transaction(() => {
      db.prepare(
        `insert into family_switches (department, enabled, updated_at) values ('CSE', 1, ?)
         on conflict (department) do update set enabled = 1`,
      ).run(now);
      db.prepare(
        `insert into family_sessions (id, kind, phone, created_at, last_seen_at, expires_at)
         values (?, 'student', ?, ?, ?, ?)`,
      ).run(id, `+91${student.student_number}`, now, now, expires);
      db.prepare('insert into family_session_children (session_id, student_id) values (?, ?)').run(
        id,
        student.id,
      );
    })();
    return { cookie: `portal_family=${token}`, studentID: student.id };
  } finally {
    db.close();
  }
}

const BUDGET = '[data-testid="budget-sentence"]';

/**
 * A context with the student's cookie, cold or `warm`: the home opened once before (its service
 * worker holds the code, the phone its copy of the home).
 */
async function familyContext(
  browser: Browser,
  baseURL: string,
  cookie: string,
  settings: Throttle,
  warm: boolean,
): Promise<BrowserContext> {
  const context = await freshContext(browser, baseURL, settings);
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseURL },
  ]);
  if (warm) {
    const first = await context.newPage();
    await first.goto('/family/home');
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await shown(first, BUDGET);
    await first.close();
  }
  return context;
}

/**
 * Navigation to /family/home, signed in, until the first subject's budget sentence shows, in a
 * cold context or `warm` (the app opened once before: its service worker holds the code).
 */
export async function timeFamilyHome(
  browser: Browser,
  baseURL: string,
  cookie: string,
  settings: Throttle,
  warm: boolean,
): Promise<Timed> {
  const context = await familyContext(browser, baseURL, cookie, settings, warm);
  try {
    const page = await context.newPage();
    await throttle(page, settings);
    const assets = recordAssets(page);
    const started = performance.now();
    await page.goto('/family/home', { waitUntil: 'commit' });
    await shown(page, BUDGET);
    const ms = performance.now() - started;
    return { ms, loaded: await assets.finish() };
  } finally {
    await context.close();
  }
}

/** The page's moments on the student's home (bench/trace.ts). */
const HOME_MOMENTS = {
  'family shell drawn': '#family-shell',
  'budget shown': BUDGET,
  'app drawn (hidden behind a shell)': '#root > *',
};

/** One traced start of the student's home, cold or `warm`, until a budget sentence shows. */
export async function traceFamilyHome(
  browser: Browser,
  baseURL: string,
  cookie: string,
  settings: Throttle,
  warm: boolean,
): Promise<TraceSummary> {
  const context = await familyContext(browser, baseURL, cookie, settings, warm);
  try {
    await context.addInitScript({ content: momentsWatcher(HOME_MOMENTS) });
    const page = await context.newPage();
    await throttle(page, settings);
    const traced = await traceStart(browser, page, '/family/home', () => shown(page, BUDGET));
    return { ...traced, start: warm ? 'installed' : 'cold' };
  } finally {
    await context.close();
  }
}

const seconds = (values: number[]) =>
  `${(median(values) / 1000).toFixed(2)} s` +
  (values.length > 1 ? ` (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})` : '');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** The student home's phone rows beside the plain page's times of the same run. */
export function familyPhoneTable(
  t: { cold: number[]; installed: number[]; plain: number[] },
  loaded: Loaded,
): string {
  const plain = median(t.plain);
  const [cold, installed] = [median(t.cold) / plain, median(t.installed) / plain];
  const js = loaded.js;
  const rows = [
    [
      'Student home ready (a budget sentence shown), cold',
      `${seconds(t.cold)} = ${cold.toFixed(2)}× the plain page; ${(js.gzip / 1024).toFixed(1)} KB JavaScript in ${js.files} files`,
      seconds(t.plain),
      `≤ ${HOME_COLD_RATIO}×: ${verdict(cold <= HOME_COLD_RATIO)}`,
    ],
    [
      'The same, app installed (code from the service worker)',
      `${seconds(t.installed)} = ${installed.toFixed(2)}× the plain page`,
      '(no install)',
      `≤ ${HOME_INSTALLED_RATIO}×: ${verdict(installed <= HOME_INSTALLED_RATIO)}`,
    ],
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'Students and parents on the phone (slow 4G, CPU 4×; issue 50)',
    'Student home',
    'Plain server-rendered class page (bench/web.ts)',
    'Target',
  ];
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
