import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const CAPTCHA = 'E2E123';
const root = resolve(import.meta.dirname, '../..');

export interface Portal {
  baseURL: string;
  stop(): Promise<void>;
}

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
 * The real built server on a fresh SQLite file, with a fixed CAPTCHA answer and, unless the
 * test says otherwise, a marking window open all day in Asia/Kolkata.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dir = mkdtempSync(join(tmpdir(), 'attendance-e2e-'));
  // A test that restarts its server passes the same PORT and DATABASE_URL again.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const build = process.env.E2E_BUILD_DIR;
  if (!build)
    throw new Error('E2E_BUILD_DIR is not set: run the tests through playwright.config.ts');
  const child: ChildProcess = spawn(process.execPath, [join(build, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`,
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      CAMPUS_TIMEZONE: 'Asia/Kolkata',
      MARKING_WINDOW: '00:00-24:00',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(build, 'web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) =>
        child.exitCode !== null ? done(null) : child.once('exit', done),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
