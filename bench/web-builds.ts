import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, startApiServer } from './server';
import { arrangeClass } from './web';

/** A bench script's temporary folders, each removed at its end. */
export function tempFolders(prefix: string) {
  const dirs: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The builds a script compares: those named by `--dists A,B`, or this tree's, built into one of
 * the script's folders, with the names its table prints.
 */
export function buildsToCompare(
  named: string | undefined,
  folders: ReturnType<typeof tempFolders>,
) {
  const dists = named ? named.split(',') : [buildWeb(join(folders.make(), 'web'))];
  return { dists, names: named ? dists : ['this tree'] };
}

/** The machine's load average over the last minute, as the scripts print it beside a figure. */
export const loadAverage = () => (loadavg()[0] as number).toFixed(1);

/** The web app of this tree built into `outDir` (the scripts' default when no build is given). */
export function buildWeb(outDir: string): string {
  console.error('building the web app…');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: resolve(ROOT, 'apps/web'), encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}${built.stderr}`);
  return outDir;
}

/** The built API serving one web build from a fresh SQLite file in `dir`, the bench's class arranged. */
export async function classServer(dist: string, dir: string) {
  const server = await startApiServer(`sqlite:${join(dir, 'portal.db')}`, join(dir, 'log'), {
    DATA_DIR: dir,
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
    REGISTRATION_APPROVAL: 'off',
  });
  return { dist, dir, server, ...(await arrangeClass(server.url)) };
}
