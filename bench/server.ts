import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { TIMEZONE, type StaffPlan } from './campus';

/** Starting and watching server processes: the real API server and the bare Fastify limit. */
export const ROOT = resolve(import.meta.dirname, '..');
export const CAPTCHA = 'BENCH1';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory now and at its peak, in MB, from /proc/<pid>/status. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time of all its threads so far, in seconds (/proc/<pid>/stat, at 100 ticks a second). */
  cpu(): number;
  /**
   * CPU time of its main thread alone so far, in seconds (/proc/<pid>/task/<pid>/stat): the one
   * thread that answers, without the checkpoint thread's and the report workers' share.
   */
  mainCpu(): number;
  stop(): Promise<void>;
}

export function buildApi(): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@attendance/api'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`building the API failed:\n${built.stdout}${built.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function cpuOf(pid: number, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitUntilReady(child: ChildProcess, url: string, logPath: string): Promise<void> {
  // The first start on a big database may build new indexes (migrations): allow minutes.
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  const log = readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the server at ${url} did not start; its log ends with:\n${log}`);
}

async function start(
  args: string[],
  env: Record<string, string>,
  logPath: string,
  readyPath: string,
) {
  const port = await freePort();
  const log = openSync(logPath, 'w');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // `glibc` leaves a malloc setting unset, so glibc's own can be compared (cost-compare --env).
  for (const [name, value] of Object.entries(childEnv)) {
    if (name.startsWith('MALLOC_') && value === 'glibc') delete childEnv[name];
  }
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${url}${readyPath}`, logPath);
  const pid = child.pid as number;
  return {
    url,
    pid,
    memory: () => memoryOf(pid),
    cpu: () => cpuOf(pid),
    mainCpu: () => cpuOf(pid, pid),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  } satisfies ServerProcess;
}

/**
 * The real server, built and started as `npm start` does, with the window open all day and a
 * known CAPTCHA.
 */
export function startApiServer(
  databaseUrl: string,
  logPath: string,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  const env = {
    // As `npm start` sets it (scripts/start.mjs).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '2097152',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '1048576',
    DATABASE_URL: databaseUrl,
    MARKING_WINDOW: '00:00-24:00',
    // Submissions go back from the generated semester's first day: far beyond the default.
    MARKING_BACKFILL_DAYS: '36500',
    WEEKLY_DAYS_OFF: '',
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
    CAMPUS_TIMEZONE: TIMEZONE,
    DATA_DIR: resolve(ROOT, 'data/bench'),
    DEMO_DATA: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    CAMPUS_CONFIG: allDayTimetable(),
    // Issue 51: the alert sender looks for work twice a second (the bench times the daily job).
    ALERTS_TICK_MS: '500',
    ...extra,
  };
  // BENCH_SERVER_ARGS adds Node flags to the server only, e.g. '--cpu-prof' to profile it.
  const flags = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_ENTRY runs another build (API_OUTFILE), to compare two trees interleaved.
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/api/dist/server.js';
  // As `npm start` starts it (scripts/start.mjs, SERVER_NODE_FLAGS); a flag of
  // BENCH_SERVER_ARGS given later wins.
  const args = [
    '--max-semi-space-size=2',
    '--heap-growing-percent=30',
    ...flags,
    '--enable-source-maps',
    entry,
  ];
  return start(args, env, logPath, '/api/campus');
}

/**
 * Every period started from the campus's midnight, so the Today view has eight started periods
 * at whatever hour the bench runs (the campus's other settings stay the defaults).
 */
function allDayTimetable(): string {
  const path = resolve(ROOT, 'data/bench/campus-all-day.json');
  const periods = Array.from({ length: 8 }, (_, i) => ({ number: i + 1, starts: `00:0${i}` }));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ periods }));
  return path;
}

/** A bare Fastify server answering the captured payloads (bench/bare-server.ts). */
export function startBareServer(payloadPath: string, logPath: string): Promise<ServerProcess> {
  return start(['--import', 'tsx', 'bench/bare-server.ts', payloadPath], {}, logPath, '/ready');
}

export interface SignedIn {
  staff: StaffPlan;
  cookie: string;
  /** The login answer, for the bare server to repeat. */
  answer: string;
}

export async function captchaTokens(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Array.from({ length: Math.min(16, count - tokens.length) }, async () => {
      const answer = (await (await fetch(`${url}/api/auth/captcha`)).json()) as { token: string };
      return answer.token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export function loginBody(staff: StaffPlan, token: string): string {
  return JSON.stringify({
    email: staff.email,
    idCardNumber: staff.idCard,
    captchaToken: token,
    captchaAnswer: CAPTCHA,
  });
}

export async function signIn(url: string, staff: StaffPlan): Promise<SignedIn> {
  const [token] = await captchaTokens(url, 1);
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(staff, token as string),
  });
  const answer = await response.text();
  const session = response.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!response.ok || !session)
    throw new Error(`sign-in of ${staff.email} failed: ${response.status} ${answer}`);
  return { staff, cookie: session.split(';')[0] as string, answer };
}

export async function signInAll(url: string, staff: StaffPlan[]): Promise<Map<number, SignedIn>> {
  const signed = new Map<number, SignedIn>();
  for (let i = 0; i < staff.length; i += 16) {
    const batch = await Promise.all(staff.slice(i, i + 16).map((s) => signIn(url, s)));
    for (const one of batch) signed.set(one.staff.id, one);
  }
  return signed;
}
