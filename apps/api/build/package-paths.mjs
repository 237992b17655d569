// The npm packages are bundled into the server (docs/performance.md, "rss (ninth session)"), but
// a few of them read files of their own package at run time through __dirname: svg-captcha its
// font, @fastify/swagger-ui the pages of /api/docs, thread-stream its worker. An ES module has no
// __dirname, and the bundle's folder is not theirs. This plugin gives each such file the path it
// has in node_modules, reckoned from the bundle's own place when it runs, so a build in another
// folder (the browser tests', the bench's `dist/before/`) finds the same files.
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';

/**
 * Goes first in each bundle: `require` for the CommonJS code that requires Node's modules (an ES
 * module has none; esbuild's own shim throws without it), and the two helpers the plugin's lines
 * call. Every name is one no package uses at its top level.
 */
export const PACKAGE_PATHS_BANNER = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __bundledDir } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __bundledPath = (path) => __fileURLToPath(new URL(path, import.meta.url));',
].join('\n');

const USES = /\b__(dirname|filename)\b/g;
/** A file's first lines that must stay first: a `#!` line, comments, a 'use strict' directive. */
const PROLOGUE = /^(?:#![^\n]*\n)?(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:(['"])use strict\1;?)?/;

/** @param {string} outdir the folder the bundles are written to */
export function packagePaths(outdir) {
  return {
    name: 'package-paths',
    /** @param {import('esbuild').PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const used = new Set([...text.matchAll(USES)].map((match) => match[1]));
        if (used.size === 0) return undefined;
        const from = JSON.stringify(relative(outdir, args.path).split(sep).join('/'));
        const lines = [];
        // A file that declares its own (an ES module's shim) keeps it.
        const declares = (name) => new RegExp(`\\b(?:var|let|const)\\s+__${name}\\b`).test(text);
        if (used.has('filename') && !declares('filename')) {
          lines.push(`var __filename = __bundledPath(${from});`);
        }
        if (used.has('dirname') && !declares('dirname')) {
          lines.push(`var __dirname = __bundledDir(__bundledPath(${from}));`);
        }
        if (lines.length === 0) return undefined;
        // On the prologue's last line, so the file's lines keep their numbers; the ';' ends a
        // directive written without one.
        const prologue = PROLOGUE.exec(text)?.[0] ?? '';
        return {
          contents: `${prologue};${lines.join(' ')} ${text.slice(prologue.length)}`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
