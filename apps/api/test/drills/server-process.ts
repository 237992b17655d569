import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll } from 'vitest';

export const repoRoot = resolve(__dirname, '../../../..');
export const DRILL_CAPTCHA = 'DRILL7';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder for one drill's database and backups, removed when the file's tests end. */
export function drillDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'attendance-drill-'));
  made.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The database of each running drill server, by its URL (to approve registrations on it). */
export const serverDatabases = new Map<string, string>();

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (`node --import tsx apps/api/src/server.ts`, as in production minus the build)
 * on a SQLite file, with the marking window always open and a fixed CAPTCHA answer.
 */
export async function startServer(
  dir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'attendance.db')}`,
      CAPTCHA_FIXED_ANSWER: DRILL_CAPTCHA,
      CAMPUS_TIMEZONE: 'UTC',
      MARKING_WINDOW: '00:00-24:00',
      // The markers go back a day per submission (markers.ts), far beyond the default.
      MARKING_BACKFILL_DAYS: '36500',
      WEEKLY_DAYS_OFF: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dir, 'no-web'),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  // A deadline, not a count of tries: tsx's first load takes seconds on a busy 2-core machine.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) {
      serverDatabases.set(url, env.DATABASE_URL ?? `sqlite:${join(dir, 'attendance.db')}`);
      return {
        url,
        port,
        child,
        output: () => output,
        exited,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** `PRAGMA integrity_check` of a SQLite file ('ok' when sound). */
export function integrityCheck(path: string): string {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

export interface StoredSlot {
  subject_id: number;
  date: string;
  period: number;
  n: number;
  audits: number;
}

/** Every stored slot with its row count and its audit entries, read straight from the file. */
export function storedSlots(path: string): Map<string, StoredSlot> {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `select a.subject_id, a.date, a.period, count(*) as n,
           (select count(*) from audit_log l where l.action = 'attendance.mark'
              and l.entity_id = cast(a.subject_id as text)
              and json_extract(l.details, '$.date') = a.date
              and json_extract(l.details, '$.period') = a.period) as audits
         from attendance a group by a.subject_id, a.date, a.period`,
      )
      .all() as StoredSlot[];
    return new Map(rows.map((row) => [slotKey(row.subject_id, row.date, row.period), row]));
  } finally {
    db.close();
  }
}

export function slotKey(subjectId: number, date: string, period: number): string {
  return `${subjectId}/${date}/${period}`;
}

/** The status of every student in every stored slot, read straight from the file. */
export function storedStatuses(path: string): Map<string, Record<string, string>> {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    const rows = db
      .prepare('select subject_id, date, period, register_number, status from attendance')
      .all() as {
      subject_id: number;
      date: string;
      period: number;
      register_number: string;
      status: string;
    }[];
    const slots = new Map<string, Record<string, string>>();
    for (const row of rows) {
      const key = slotKey(row.subject_id, row.date, row.period);
      const slot = slots.get(key) ?? {};
      slot[row.register_number] = row.status;
      slots.set(key, slot);
    }
    return slots;
  } finally {
    db.close();
  }
}
