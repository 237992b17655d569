import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/**
 * The staff command (`npm run staff`, apps/api/src/staff-cli.ts) bundled as build.mjs bundles the
 * server: its npm packages external, our sources in. Tests approve a worker's first Admin through
 * it; run through tsx each spawn cost 1.7 s of CPU, the bundle 0.5 s (docs/performance.md, `ci`).
 */
function bundleStaffCommand(dir: string): void {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== '@attendance/domain')
    .flatMap((name) => [name, `${name}/*`]);
  buildSync({
    entryPoints: [join(root, 'apps/api/src/staff-cli.ts')],
    outfile: join(dir, 'staff-cli.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
}

/**
 * Builds the server and the web app of the working tree into a folder of this run, so that
 * test runs side by side never overwrite each other's build; the folder goes at the end.
 */
export default function globalSetup(): () => void {
  const dir = join(root, 'e2e/.build', `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, [join(root, 'apps/api/build.mjs')], {
    env: { ...process.env, API_OUTFILE: join(dir, 'server.js') },
    stdio: 'inherit',
  });
  bundleStaffCommand(dir);
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', join(dir, 'web'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  process.env.E2E_BUILD_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
