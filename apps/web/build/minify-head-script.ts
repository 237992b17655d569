import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/** index.html's own inline script: the only one with no attribute (the shells carry an id). */
const HEAD_SCRIPT = /<script>([\s\S]*?)<\/script>/;
/** Text that would end an inline script, or start a comment state, inside one. */
const ENDS_SCRIPT = /<\/script|<!--/i;

/**
 * index.html's first script minified in the built page (issue 56). Its comments are most of it
 * (12.8 KB, 3.7 KB gzipped in the source), and every page carries it inline: on the login page
 * it counts towards the 120 KB of JavaScript as sent (bench/lighthouse.ts). The source keeps
 * them. The server allows the script by the hash of the built page's text
 * (apps/api/src/plugins/security.ts), so the minified one is the one allowed.
 */
export function minifyHeadScript(): Plugin {
  return {
    name: 'minify-head-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const found = HEAD_SCRIPT.exec(html);
        if (!found) throw new Error('minify-head-script: no inline script in index.html');
        const { code } = await transform(found[1] ?? '', {
          loader: 'js',
          minify: true,
          target: 'es2020',
          legalComments: 'none',
        });
        if (ENDS_SCRIPT.test(code)) {
          throw new Error('minify-head-script: the minified script cannot stand inline');
        }
        // A function, so that no `$` in the code is read as a replacement pattern.
        return html.replace(found[0], () => `<script>${code.trim()}</script>`);
      },
    },
  };
}
