// Bundles the API server into dist/server.js, with the npm packages it uses (tree-shaken), so a
// thread loads one script instead of some 1,300 files: less source text, no module records, and
// no duplicate package between threads' loaders (docs/performance.md, "rss (ninth session)").
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { keepOwnMappings } from './build/own-source-map.mjs';
import { PACKAGE_PATHS_BANNER, packagePaths } from './build/package-paths.mjs';
import { zodEnglishOnly } from './build/zod-english.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * Left outside, installed beside the bundle: better-sqlite3 is a native addon; exceljs (about
 * 200 CommonJS packages, 9 MB of a thread's memory) is imported by the first workbook only
 * (lib/exceljs.ts), and bundled its text would sit in every thread's script; pg-native is pg's
 * optional driver, not installed.
 */
const external = ['better-sqlite3', 'exceljs', 'pg-native'];

// The browser tests build into a folder of their own, so parallel runs never share an output.
const outfile = process.env.API_OUTFILE
  ? resolve(process.env.API_OUTFILE)
  : resolve(here, 'dist/server.js');
const started = Date.now();
const built = await build({
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
  // Without the packages' indentation and comments, lines cut at about 1,000 characters: a
  // thread holds its bundle's text from its start (the server's 6.4 MB, each report worker's
  // 1.7), and with --enable-source-maps Node keeps an array of the bundle's line lengths beside
  // its map (162,000 lines in the server's). Names are kept, and our sources' lines are in the
  // maps; a package's frame reads as a line and column of the bundle (docs/performance.md, "rss
  // (tenth session)").
  minifyWhitespace: true,
  lineLimit: 1000,
  external,
  banner: { js: PACKAGE_PATHS_BANNER },
  plugins: [zodEnglishOnly(), packagePaths(dirname(outfile))],
  // API_METAFILE=FILE: esbuild's account of what each file adds to each bundle (open it in
  // esbuild's analyzer, https://esbuild.github.io/analyze/).
  metafile: Boolean(process.env.API_METAFILE),
  logLevel: 'warning',
});
if (process.env.API_METAFILE)
  writeFileSync(process.env.API_METAFILE, JSON.stringify(built.metafile));
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
// The maps name our own sources only: the packages' code would make each map several times larger,
// and each thread holds its map (build/own-source-map.mjs).
const bundles = [basename(outfile), 'report-worker.js', 'checkpoint-worker.js', 'staff-cli.js'];
for (const name of bundles) keepOwnMappings(resolve(dirname(outfile), `${name}.map`));
console.log(`api: built ${outfile} and its workers in ${Date.now() - started} ms`);
