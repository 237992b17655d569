import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

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
