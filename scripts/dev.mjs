// `npm run dev`: the API restarting on every change (tsx watch) and the Vite dev server of the
// web app, which forwards /api to the API. Ctrl-C stops both; if one stops, so does the other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setInterval } from 'node:timers';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const ownGroups = process.platform !== 'win32';

const services = [
  { name: 'api', cwd: root, args: ['tsx', 'watch', 'apps/api/src/server.ts'] },
  { name: 'web', cwd: join(root, 'apps/web'), args: ['vite'] },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

for (const service of services) {
  // Each service gets its own process group so that stopping it also stops what npx started.
  const child = spawn(npx, service.args, {
    cwd: service.cwd,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroups,
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) =>
      out.write(`[${service.name}] ${line}\n`),
    );
  }
  const ended = (why, code) => {
    if (!running.delete(child)) return;
    if (!stopping) {
      console.error(`[${service.name}] ${why}; stopping the rest.`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  };
  child.on('error', (error) => ended(`could not start: ${error.message}`, 1));
  child.on('exit', (code, signal) => ended(`stopped (${signal ?? `exit code ${code}`})`, code));
}

function stopAll(signal) {
  stopping = true;
  for (const child of running) {
    try {
      if (ownGroups) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

let signalledAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // One Ctrl-C reaches this script twice (terminal and npm); a second press later forces it.
    const now = Date.now();
    if (now - signalledAt < 1000) return;
    const force = stopping;
    signalledAt = now;
    stopAll(force ? 'SIGKILL' : 'SIGTERM');
  });
}

// `kill <npm's pid>` reaches only the shell npm started this script with: losing it means stop.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.emit('SIGTERM', 'SIGTERM');
  }, 1000).unref();
}
