import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineShell, inlineTeacherShell } from './build/inline-teacher-shell';
import { i18nCatalogs } from './build/i18n-catalogs';
import { minifyHeadScript } from './build/minify-head-script';
import { startFiles } from './build/start-files';

/**
 * Writes a .br and a .gz beside every built script, style sheet and page, which the server
 * sends to browsers that accept them (@fastify/static preCompressed): on a slow phone network
 * the login page's 840 KB of JS and CSS were sent uncompressed (issue 14).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|wasm|ttf)$/.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: quality }));
      }
    },
  };
}

/**
 * After the start's one file, the signed-in frame (every designation's) and a teacher's home
 * (the marking screen, the outbox) are one file each, instead of some thirty small shared
 * pieces that a phone fetched six at a time (issue 23).
 */
const FRAME = /src[\\/]app[\\/](AppLayout|FrameProviders)\b/;
const SHARED = new RegExp(
  [
    /src[\\/](app[\\/]guards|lib[\\/]session|lib[\\/]i18n[\\/](use-language-sync|status-labels))\b/,
    /packages[\\/]domain[\\/]src[\\/]rules[\\/]/,
    /node_modules[\\/]@tanstack[\\/]/,
    /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Card|Progress)[\\/]/,
  ]
    .map((part) => part.source)
    .join('|'),
);
const TEACHER_HOME = /src[\\/]features[\\/](staff|offline)\b/;
/** The schemas' pieces smaller than this join their neighbour instead of being a file each. */
const SCHEMAS_MERGE_BYTES = 4096;

/**
 * /home-hints.js, read by index.html: on a teacher's phone (the staff stored at the last
 * sign-in, opening /staffpannel) it asks for the frame's and the marking screen's files as soon
 * as the entry is fetched (data-app-fetched, after the teacher shell's answers), instead of after
 * the entry has run (1.3 s of a phone's CPU
 * in issue 23's trace). The script is `async`: as `defer` it waited for the app's style sheet
 * and the parse. The scripts are plain preloads (downloaded, compiled only when the app asks
 * for them: a modulepreload is compiled at once, on the main thread the teacher shell needs);
 * the style sheets are the stylesheet links the entry would add itself (same address and
 * crossorigin, so the entry finds them and fetches nothing twice). The server still judges the
 * session; a wrong hint costs the downloads. On a first visit with nothing stored (issue 56), the
 * teacher is the one the teacher shell drew for (data-shell, from the session's answer), known
 * only by the time the entry is fetched: the check is made then. The file carries no comments:
 * every page loads it, and the login page's JavaScript is counted as sent.
 */
function homeHints(): Plugin {
  return {
    name: 'home-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const files: string[] = [];
      for (const c of chunks) {
        if (c.name === 'frame' || c.name === 'teacher') {
          files.push(c.fileName, ...(c.viteMetadata?.importedCss ?? []));
        }
      }
      const source = `(function () {
  if (location.pathname !== '/staffpannel') return;
  var teacher = function () {
    try {
      var staff = JSON.parse(localStorage.getItem('staff') || 'null');
      if (staff && typeof staff.staffID === 'number') return staff.designation === 'Subject_Staff';
    } catch (e) {}
    return document.documentElement.getAttribute('data-shell') === 'teacher';
  };
  var hint = function () {
    if (!teacher()) return;
    ${JSON.stringify(files)}.forEach(function (file) {
      var link = document.createElement('link');
      var css = /\\.css$/.test(file);
      link.rel = css ? 'stylesheet' : 'preload';
      if (!css) link.as = 'script';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
  };
  if (document.documentElement.hasAttribute('data-app-fetched')) hint();
  else document.addEventListener('attendance:app-fetched', hint, { once: true });
})();
`;
      this.emitFile({ type: 'asset', fileName: 'home-hints.js', source });
    },
  };
}

/**
 * The app's entry and style sheet are named, not linked, by the built page: a meta element
 * before index.html's inline script (meta[name=app-files]), which fetches them as preloads
 * (data-app-entry, data-app-style) and starts the entry once the page is parsed; for a teacher
 * opening /staffpannel only once the teacher shell's own answers are in, and started when the
 * teacher pauses (issue 23: on the phone profile the entry's 235 KB, downloaded beside the
 * shell, held the subjects and the class back, and its evaluation, 1-2 s of a phone's CPU, the
 * shell). A preload, not a modulepreload: Chromium compiles a modulepreload at once on the main
 * thread. The style sheet is preloaded, not linked, so that the static login form paints
 * without it (1.0-1.5 s on the phone profile); the entry applies it before its first render
 * (src/app/style-sheet.ts).
 */
function holdAppFiles(): Plugin {
  return {
    name: 'hold-app-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const style = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/;
        const charset = '<meta charset="UTF-8" />';
        const entryFile = entry.exec(html)?.[1];
        const styleFile = style.exec(html)?.[1];
        if (!entryFile || !styleFile || !html.includes(charset)) {
          throw new Error('hold-app-files: no entry script, style sheet or charset in index.html');
        }
        return html
          .replace(entry, '')
          .replace(style, '')
          .replace(
            charset,
            `${charset}\n    <meta name="app-files" data-entry="${entryFile}" data-style="${styleFile}" />`,
          );
      },
    },
  };
}

// In development (`npm run dev`) the API runs on its own port and Vite forwards /api to it;
// in production the API serves the built files of dist/ itself, on one port.
export default defineConfig({
  plugins: [
    react(),
    i18nCatalogs(),
    homeHints(),
    holdAppFiles(),
    startFiles(),
    minifyHeadScript(),
    inlineTeacherShell(import.meta.dirname),
    // A student's home before the app (issue 50): src/shell/family-shell.ts, on /family/home.
    inlineShell(import.meta.dirname, {
      entry: 'src/shell/family-shell.ts',
      marker: '<!-- family-shell -->',
      id: 'family-shell-code',
      path: '/family/home',
    }),
    precompress(),
    // Issue 13: a service worker that precaches the app shell, so the portal opens with no
    // network once opened online (service-worker/sw.ts). Our own source since issue 56, with
    // Workbox's manifest injected, so that its install also keeps the start pages for the
    // browser's static routes (service-worker/pages.ts). The manifest comes from the server.
    // An IIFE: the worker is registered as a classic script.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        rollupFormat: 'iife',
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  // The report worker (src/reports/worker.ts) as an ES module, so that jsPDF's optional
  // helpers (html2canvas, DOMPurify, canvg) stay separate chunks instead of being inlined.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 5 },
            // Issue 56: what the app and the student and parent side share beyond the first file
            // (the router, zod and the domain's schemas), in files of their own: without these
            // groups the bundler put them into the first file, which the light login page and
            // the family start then carried.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 4 },
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/]schemas[\\/]/,
              priority: 4,
              // Split by the screens that import them: a domain schema is a zod object built
              // when its file runs, and as one file every screen's schemas (the imports', the
              // week's, the alerts'…) were built in the staff panel's first long task (issue 56,
              // eighth session). Small pieces merge into their neighbour.
              entriesAware: true,
              entriesAwareMergeThreshold: SCHEMAS_MERGE_BYTES,
            },
            // What the staff frame and the student and parent side both use (the guards' loader,
            // the session layer, the language sync): without it the frame took them, and a
            // student's phone fetched the staff frame (issues 50 and 56).
            { name: 'shared', test: SHARED, priority: 3 },
            // Popovers' positioning, for the staff screens' menus and selects: left to itself the
            // bundler put it into the shared file above, which the student home loads.
            { name: 'floating', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 4 },
            { name: 'frame', test: FRAME, priority: 2 },
            {
              name: 'teacher',
              // Not the screens a tap opens later: a group takes its modules' dependencies too,
              // and the calendar brought Mantine's dates, dayjs and 32 KB of their styles.
              test: (id) =>
                TEACHER_HOME.test(id) &&
                !/ViewAttendance|ViewFilters|Matrix|DaysOffCalendar/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
