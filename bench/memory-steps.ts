import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { planCampus, shapeOf } from './campus';
import { benchEngine, type RunContext } from './engine';
import { ROOT } from './server';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { alertsTable } from './alerts';
import { familyTable } from './family';
import { requestsTable } from './requests';

/**
 * Issue 56's memory row alone: the SQLite part of `npm run bench` (every step, shorter if asked),
 * with what the server's RSS is made of at each step line: glibc's main heap, other anonymous
 * memory (V8's heaps, the threads' malloc arenas, their stacks), the node binary and other files,
 * its threads, and the main thread's V8 heap through the inspector (run the server with
 * BENCH_SERVER_ARGS=--inspect=127.0.0.1:PORT and give --inspect PORT; Node 20 needs
 * --experimental-websocket for this script).
 *
 *   node --experimental-websocket --import tsx bench/memory-steps.ts [--scale 1] [--seconds 3]
 *     [--burst-seconds 20] [--results-day-seconds 60] [--inspect 9239]
 */
const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '3' },
    'burst-seconds': { type: 'string', default: '20' },
    'results-day-seconds': { type: 'string', default: '60' },
    inspect: { type: 'string' },
    /** At the last step: a full collection (inspector), then glibc's malloc_trim(0) (gdb). */
    diagnose: { type: 'boolean', default: false },
    /** With --diagnose: a heap snapshot of the main thread after the collection, to this file. */
    snapshot: { type: 'string' },
  },
});

/** The API server this process started (a child running a server.js). */
function serverPid(): number | undefined {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1]?.split(' ')[1]);
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (ppid === process.pid && cmd.includes('server.js')) return Number(name);
    } catch {
      // ended meanwhile
    }
  }
  return undefined;
}

/**
 * The server's threads started since the last step line (report workers, the checkpoint
 * thread), by their names: a thread's id is sampled every 50 ms, and a worker lives for a
 * second at least, so none is missed.
 */
const threadIds = new Set<string>();
let threadsStarted: string[] = [];
let watched: number | undefined;
let lookedAt = 0;
setInterval(() => {
  // Looking for the server reads all of /proc: once a second while it is not (yet) there.
  if (watched === undefined || !existsSync(`/proc/${watched}`)) {
    if (Date.now() - lookedAt < 1000) return;
    lookedAt = Date.now();
    watched = serverPid();
  }
  if (watched === undefined) return;
  try {
    for (const id of readdirSync(`/proc/${watched}/task`)) {
      if (threadIds.has(id)) continue;
      threadIds.add(id);
      threadsStarted.push(readFileSync(`/proc/${watched}/task/${id}/comm`, 'utf8').trim());
    }
  } catch {
    // the server or the thread ended meanwhile
  }
}, 50).unref();

/** RSS by kind of mapping, in MB, from /proc/<pid>/smaps. */
function mappings(pid: number): Record<string, number> {
  const parts: Record<string, number> = {};
  let kind = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1] ?? '';
      kind =
        name === ''
          ? 'anon'
          : name === '[heap]'
            ? 'heap'
            : name.endsWith('/node')
              ? 'node'
              : name.startsWith('[')
                ? 'other'
                : 'files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[kind] = (parts[kind] ?? 0) + Number(rss[1]) / 1024;
  }
  return parts;
}

async function mainHeap(port: string): Promise<string> {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(list[0]!.webSocketDebuggerUrl);
  await new Promise((done) => socket.addEventListener('open', done, { once: true }));
  const answer = new Promise<string>((done) =>
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: any };
      if (message.id === 1) done(message.result?.result?.value ?? '?');
    }),
  );
  const expression =
    'JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)])))';
  socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression } }));
  const value = await answer;
  socket.close();
  return value;
}

async function describe(): Promise<string> {
  const pid = serverPid();
  if (!pid) return '';
  try {
    const parts = mappings(pid);
    const threads = /^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    const text = Object.entries(parts)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    const heap = flags.inspect ? `; main ${await mainHeap(flags.inspect)}` : '';
    const started = `started ${threadsStarted.length} (${[...new Set(threadsStarted)].join(', ')})`;
    threadsStarted = [];
    return `    [${text}; threads ${threads}, ${started}; load ${loadavg()[0]!.toFixed(1)}${heap}]`;
  } catch (error) {
    return `    [${(error as Error).message}]`;
  }
}

function summary(pid: number): string {
  return Object.entries(mappings(pid))
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
}

/** Synchronous, so the server is still up: what a collection and a full trim would give back. */
function diagnose(): void {
  const pid = serverPid();
  if (!pid) return;
  console.error(`  at the end: ${summary(pid)}`);
  if (flags.inspect) {
    const probe = ['--experimental-websocket', 'bench/memory-probe.mjs', flags.inspect];
    if (flags.snapshot) probe.push(resolve(flags.snapshot));
    const gc = spawnSync(process.execPath, probe, { encoding: 'utf8' });
    console.error(`  ${gc.stdout.trim()} ${gc.stderr.trim().split('\n').at(-1) ?? ''}`);
    console.error(`  after the collection: ${summary(pid)}`);
  }
  const gdb = [
    '-p',
    String(pid),
    '-batch',
    '-ex',
    'call (void) malloc_stats()',
    '-ex',
    'call (int) malloc_trim(0)',
  ];
  spawnSync('gdb', gdb, { encoding: 'utf8' });
  console.error(`  after malloc_trim(0): ${summary(pid)} (malloc_stats in the server's log)`);
}

const shape = shapeOf(Number(flags.scale));
const lines: Promise<void>[] = [];
const context: RunContext = {
  shape,
  plan: planCampus(shape),
  options: { seconds: Number(flags.seconds), warmSeconds: 1, loginAmount: 2000 },
  postgresUrl: 'postgres://unused',
  fresh: false,
  dropAfter: false,
  logDir: resolve(ROOT, 'data/bench'),
  log: (line) => {
    if (flags.diagnose && line.includes(': done (')) diagnose();
    const stamp = new Date().toISOString().slice(11, 19);
    const detail = describe();
    lines.push(detail.then((d) => console.error(`${stamp} ${line}${d ? `\n${d}` : ''}`)));
  },
  burstSeconds: Number(flags['burst-seconds']),
  resultsDaySeconds: Number(flags['results-day-seconds']),
};
const { results } = await benchEngine('sqlite', context);
await Promise.all(lines);
// The rows of resolved issues measured by the same steps (at full length: --seconds 5
// --burst-seconds 60 --results-day-seconds 600, they are the full run's).
console.log(
  [familyTable([results]), requestsTable([results]), alertsTable([results])].join('\n\n'),
);
console.log(
  `RSS after the run ${results.memory.rssMb.toFixed(0)} MB (peak ${results.memory.peakMb.toFixed(0)})`,
);
