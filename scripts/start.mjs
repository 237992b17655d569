// `npm start`: builds the web app and the API server when they are missing or older than their
// sources, then runs the server in the foreground. The server migrates the database itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => join(root, path);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of a file or of any file below a folder; 0 when none exists. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/** Why the output must be (re)built, or null when it is up to date. */
function staleness(output, sources) {
  if (!existsSync(output)) return 'not built yet';
  const built = statSync(output).mtimeMs;
  const changed = sources.find((source) => newest(at(source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const targets = [
  {
    name: 'web app',
    workspace: '@attendance/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
  },
  {
    name: 'API server',
    workspace: '@attendance/api',
    output: at('apps/api/dist/server.js'),
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/domain/src'],
  },
];

for (const target of targets) {
  const reason = staleness(target.output, target.sources);
  if (!reason) continue;
  console.log(`Building the ${target.name} (${reason})…`);
  const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building the ${target.name} failed; the server was not started.`);
    process.exit(result.status ?? 1);
  }
}

// The server gets its own process group, so a Ctrl-C in the terminal reaches it once, through
// this script, rather than once from the terminal and again from here (and from npm).
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});

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
