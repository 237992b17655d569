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
  return {
    name: 'inline-teacher-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(MARKER)) throw new Error(`inline-teacher-shell: no ${MARKER}`);
        const result = await build({
          entryPoints: [resolve(root, 'src/shell/teacher-shell.ts')],
          bundle: true,
          write: false,
          minify: true,
          format: 'esm',
          target: 'es2020',
          outdir: 'teacher-shell',
          legalComments: 'none',
          logLevel: 'silent',
          plugins: [catalogs],
        });
        const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
        const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
        if (!js || !css || /^\s*(import|export)\b/m.test(js) || ENDS_SCRIPT.test(js)) {
          throw new Error('inline-teacher-shell: the bundle cannot stand inline in the page');
        }
        // JSON with '<' escaped: the style sheet cannot end the script it travels in.
        const style = JSON.stringify(css.trim()).replace(/</g, '\\u003c');
        const script =
          `{const shell=function(){${js.trim()}};` +
          `if(location.pathname==='/staffpannel'){const style=document.createElement('style');` +
          `style.textContent=${style};document.head.appendChild(style);shell()}}`;
        return html.replace(MARKER, `<script id="${SHELL_SCRIPT_ID}">${script}</script>`);
      },
    },
  };
}
