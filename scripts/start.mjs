// `npm start`: builds the web app and the API server when they are missing or older than their
// sources, then runs the server in the foreground. The server migrates the database itself.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => join(root, path);

buildStale();

// A young generation of 2 MB per half instead of up to 16 MB, in the server and in each of its
// threads: at scale 0.25 the peak RSS fell from 310-349 MB to 217-228 MB. And an old generation
// that grows by 30 % at a time instead of up to 4x: after the quick bench the server held about
// 50 MB less. Neither cost CPU per submission or per report that the bench could tell from its
// noise (docs/decisions.md). The bench's server (bench/server.ts) starts with the same flags.
const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=30'];

// The server gets its own process group, so a Ctrl-C in the terminal reaches it once, through
// this script, rather than once from the terminal and again from here (and from npm).
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--enable-source-maps', at('apps/api/dist/server.js')],
  {
    cwd: root,
    // Two malloc arenas instead of eight per core: each report worker thread would otherwise get
    // its own, which glibc keeps after the thread ends. And fixed thresholds: glibc raises its
    // trim threshold up to 64 MB as big blocks are freed, and then keeps the free top of its heap
    // (16 MB after the bench) resident; at 2 MB, blocks of 1 MB and more mapped apart, it gives
    // that back (docs/decisions.md). Set any of them to override.
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '2097152',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...process.env,
    },
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  },
);

// A closed terminal (SIGHUP) would otherwise leave the detached server running: stop it too.
let forwardedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // One Ctrl-C arrives here twice (terminal and npm): forward it once. A second press a
    // moment later forces the server down.
    const now = Date.now();
    if (now - forwardedAt < 1000) return;
    forwardedAt = now;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    }
  });
}

// `kill <npm's pid>` makes npm pass SIGTERM to the shell it started this script with, which dies
// without passing it on. Under npm, losing that parent therefore means stop.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.emit('SIGTERM', 'SIGTERM');
  }, 1000).unref();
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
