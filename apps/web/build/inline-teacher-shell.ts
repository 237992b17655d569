import { resolve } from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { catalogModule } from './i18n-catalogs';
import type { Plugin } from 'vite';

/** The marker in index.html where the built page carries the teacher shell. */
const MARKER = '<!-- teacher-shell -->';
/** The shell's script element: index.html's first script starts the app itself without it. */
const SHELL_SCRIPT_ID = 'teacher-shell-code';

/** The shell's English words, 'virtual:i18n/en/shell', compiled into its bundle. */
const catalogs: EsbuildPlugin = {
  name: 'i18n-catalogs',
  setup(shell) {
    shell.onResolve({ filter: /^virtual:i18n\// }, (args) => ({
      path: args.path,
      namespace: 'i18n',
    }));
    shell.onLoad({ filter: /.*/, namespace: 'i18n' }, (args) => ({
      contents: catalogModule(args.path).code,
      loader: 'js',
    }));
  },
};

/** Text that would end an inline script, or start a comment state, inside one. */
const ENDS_SCRIPT = /<\/script|<!--/i;

/** A shell of index.html: its source, its place in the page and the one path it runs on. */
export interface ShellOptions {
  /** The source, under the web app's root. */
  entry: string;
  /** The comment in index.html the built page carries it at. */
  marker: string;
  /** Its script element's id: index.html's first script starts the app itself without it. */
  id: string;
  path: string;
}

/**
 * The teacher shell (src/shell/teacher-shell.ts, issue 23), bundled by esbuild into the built
 * index.html itself, behind the page's first inline script: as three files from the service
 * worker it came 120-300 ms after the page asked for them on the phone profile, the wait
 * between an installed start and the subjects. Its style sheet travels in the script and is
 * added only on /staffpannel, so no other page styles it; its code is a function expression,
 * compiled only where it runs. The server allows both inline scripts by their hashes, read
 * from the built page (apps/api/src/plugins/security.ts). `npm run dev` has no shell: the app
 * starts at once there.
 */
export function inlineTeacherShell(root: string): Plugin {
  return inlineShell(root, {
    entry: 'src/shell/teacher-shell.ts',
    marker: MARKER,
    id: SHELL_SCRIPT_ID,
    path: '/staffpannel',
  });
}

/** A shell bundled into the built page at its marker, run on its path only (as the teacher's). */
export function inlineShell(root: string, shell: ShellOptions): Plugin {
  return {
    name: `inline-shell:${shell.id}`,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(shell.marker)) throw new Error(`inline-shell: no ${shell.marker}`);
        const result = await build({
          entryPoints: [resolve(root, shell.entry)],
          bundle: true,
          write: false,
          minify: true,
          format: 'esm',
          target: 'es2020',
          outdir: shell.id,
          legalComments: 'none',
          logLevel: 'silent',
          plugins: [catalogs],
        });
        const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
        const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
        if (!js || !css || /^\s*(import|export)\b/m.test(js) || ENDS_SCRIPT.test(js)) {
          throw new Error(`inline-shell: ${shell.entry} cannot stand inline in the page`);
        }
        // JSON with '<' escaped: the style sheet cannot end the script it travels in.
        const style = JSON.stringify(css.trim()).replace(/</g, '\\u003c');
        const script =
          `{const shell=function(){${js.trim()}};` +
          `if(location.pathname===${JSON.stringify(shell.path)}){const style=document.createElement('style');` +
          `style.textContent=${style};document.head.appendChild(style);shell()}}`;
        return html.replace(shell.marker, `<script id="${shell.id}">${script}</script>`);
      },
    },
  };
}
