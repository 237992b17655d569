// Builds the web app and the API server when they are missing or older than their sources.
// Used by `npm start` and by the browser tests; `node scripts/build-stale.mjs` runs it alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
  },
  {
    name: 'API server',
    workspace: '@attendance/api',
    output: at('apps/api/dist/server.js'),
    sources: [
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/build',
      'apps/api/package.json',
      'packages/domain/src',
    ],
  },
];

/** Builds each stale target; exits the process when a build fails. */
export function buildStale() {
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
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildStale();
