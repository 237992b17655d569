// Bundles the API server into dist/server.js. Packages from npm stay external (installed beside
// it); the workspace package @attendance/domain is published as TypeScript source, so it is bundled.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const bundled = new Set(['@attendance/domain']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
  .filter((name) => !bundled.has(name))
  // Subpath imports such as 'kysely/helpers/postgres' are external too.
  .flatMap((name) => [name, `${name}/*`]);

// The browser tests build into a folder of their own, so parallel runs never share an output.
const outfile = process.env.API_OUTFILE
  ? resolve(process.env.API_OUTFILE)
  : resolve(here, 'dist/server.js');
const started = Date.now();
await build({
  // The workers' entries go beside the server, where heavy-reports.ts and wal-checkpoints.ts
  // look for them.
  entryPoints: {
    [basename(outfile, '.js')]: resolve(here, 'src/server.ts'),
    'report-worker': resolve(here, 'src/modules/reports/heavy-worker.ts'),
    'checkpoint-worker': resolve(here, 'src/db/checkpoint-worker.ts'),
    // `npm run staff` bundled: the browser tests and staff-operations.test.ts run it, 0.5 s of
    // CPU a spawn against tsx's 1.7 s (docs/performance.md, `ci`).
    'staff-cli': resolve(here, 'src/staff-cli.ts'),
  },
  outdir: dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the sources' files and lines without their text: with --enable-source-maps
  // every thread (the server, each report worker) parses its map and holds it, and the text was
  // 1.2 MB of the server's 2 MB map (docs/performance.md).
  sourcesContent: false,
  external,
  logLevel: 'warning',
});
// esbuild escapes non-ASCII text in strings but keeps it in comments and regular expressions, and
// one such character makes V8 hold a whole bundle's source two bytes per character: 1 MB more in
// the server and 0.4 MB in each report worker. Escaped, the code means the same; a column in the
// source map moves on the few lines with one (docs/performance.md).
for (const name of [basename(outfile), 'report-worker.js', 'checkpoint-worker.js']) {
  const path = resolve(dirname(outfile), name);
  const text = readFileSync(path, 'utf8');
  const ascii = text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== text) writeFileSync(path, ascii);
}
console.log(`api: built ${outfile} and its workers in ${Date.now() - started} ms`);
