import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CAPTCHA = 'E2E123';
const root = resolve(import.meta.dirname, '../..');

export interface Portal {
  baseURL: string;
  /** What the server has written to its standard output so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

/** The settings each running portal of this worker was started with, by base URL. */
export const portalSettings = new Map<string, Record<string, string>>();

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A campus config whose eight periods all start in the first minutes of the day: the servers
 * run on the real clock, and a test must be able to mark any period of today at any hour.
 */
function allDayCampus(dir: string): string {
  const path = join(dir, 'campus.json');
  const periods = Array.from({ length: 8 }, (_, i) => ({ number: i + 1, starts: `00:0${i}` }));
  writeFileSync(path, JSON.stringify({ periods }));
  return path;
}

/**
 * The real built server on a fresh SQLite file, with a fixed CAPTCHA answer and, unless the
 * test says otherwise, a marking window open all day in Asia/Kolkata and every period started.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dir = mkdtempSync(join(tmpdir(), 'attendance-e2e-'));
  // A test that restarts its server passes the same PORT and DATABASE_URL again.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const build = process.env.E2E_BUILD_DIR;
  if (!build)
    throw new Error('E2E_BUILD_DIR is not set: run the tests through playwright.config.ts');
  const settings: Record<string, string> = {
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`,
  };
  // A test whose server runs ahead of the real clock (clock.ts) loads the shifted Date first.
  const clock = env.E2E_CLOCK_SHIFT_MS
    ? ['--import', pathToFileURL(join(import.meta.dirname, 'shifted-clock.mjs')).href]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...clock, join(build, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...settings,
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      CAMPUS_TIMEZONE: 'Asia/Kolkata',
      MARKING_WINDOW: '00:00-24:00',
      WEEKLY_DAYS_OFF: '',
      CAMPUS_CONFIG: allDayCampus(dir),
      LOG_LEVEL: 'warn',
      WEB_DIST: join(build, 'web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  // Kept for tests that read the log (the student and parent codes with no SMS gateway).
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  portalSettings.set(baseURL, { ...settings, ...env });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the portal did not start:\n${stderr}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 150) throw new Error(`the portal did not answer in time:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    output: () => stdout,
    async stop() {
      portalSettings.delete(baseURL);
      child.kill('SIGTERM');
      await new Promise((done) =>
        child.exitCode !== null ? done(null) : child.once('exit', done),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
