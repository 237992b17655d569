import { build, type Plugin } from 'esbuild';
import type { Browser } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PdfTiming } from './pdf-page';
import { throttle, type Throttle } from './browser';
import { ROOT } from './server';

/**
 * The four PDF builders of apps/web/src/reports in headless Chromium with the CPU 4× slower:
 * bench/pdf-page.ts, bundled here with esbuild, makes each report at its largest realistic size
 * on a blank page while this side samples the JS heap over CDP (Runtime.getHeapUsage).
 */
export const PDF_KINDS = [
  'attendanceView',
  'cumulative',
  'studentList',
  'studentListScripts',
  'subjectAllocation',
] as const;
export const PDF_LABELS: Record<(typeof PDF_KINDS)[number], string> = {
  attendanceView: 'View Attendance, 180 students × 90 sessions',
  cumulative: "Cumulative, a department's day (4 batches × 8 periods × 180)",
  studentList: 'Student list, 5,040 students',
  studentListScripts:
    'Student list, 5,040 students named in ten scripts (engine and fonts fetched)',
  subjectAllocation: 'Subject allocation, a department (720 students × 8 subjects)',
};
export const PDF_TARGET_MS = 5000;
export const BLOCKING_LIMIT_MS = 200;

export interface PdfFigure {
  kind: (typeof PDF_KINDS)[number];
  /** Built on the page, as before issue 14 (and still where workers are missing). */
  page: PdfTiming;
  /** Built in the Web Worker, as downloadReport does now. */
  worker: PdfTiming;
  /** The page's largest JS heap while building on the page: CDP samples every 25 ms, and after. */
  peakHeap: number;
}

/** Vite's `?worker&url` (the page's address of the shaping engine): here /engine.js, served below. */
const engineAddress: Plugin = {
  name: 'engine-address',
  setup(build) {
    build.onResolve({ filter: /\?worker&url$/ }, (args) => ({
      path: args.path,
      namespace: 'address',
    }));
    build.onLoad({ filter: /.*/, namespace: 'address' }, () => ({
      contents: "export default '/engine.js';",
    }));
  },
};

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [resolve(ROOT, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    // jsPDF's optional HTML and SVG helpers: the builders use neither. 'module': Node's, which
    // harfbuzzjs imports only when it runs in Node.
    external: ['html2canvas', 'dompurify', 'canvg', 'module'],
    plugins: [engineAddress],
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

type Run = (kind: string, worker: boolean) => Promise<PdfTiming>;

export async function pdfFigures(browser: Browser, cpu: Throttle): Promise<PdfFigure[]> {
  const files: Record<string, string | Buffer> = {
    '/pdf.js': await bundle('bench/pdf-page.ts'),
    '/worker.js': await bundle('apps/web/src/reports/worker.ts'),
    '/engine.js': await bundle('apps/web/src/reports/text/engine.ts'),
    // What the bundles fetch beside themselves for text in the scripts (issue 53).
    '/harfbuzz.wasm': readFileSync(resolve(ROOT, 'node_modules/harfbuzzjs/dist/harfbuzz.wasm')),
  };
  const fonts = resolve(ROOT, 'apps/web/src/reports/text/fonts');
  for (const font of readdirSync(fonts).filter((file) => file.endsWith('.ttf'))) {
    files[`/fonts/${font}`] = readFileSync(join(fonts, font));
  }
  const types: Record<string, string> = {
    js: 'text/javascript',
    wasm: 'application/wasm',
    ttf: 'font/ttf',
  };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = 'http://bench.pdf';
    const html =
      '<!doctype html><title>PDF bench</title><script type="module" src="/pdf.js"></script>';
    await page.route(`${origin}/**`, (route) => {
      const body = files[new URL(route.request().url()).pathname];
      return body === undefined
        ? route.fulfill({ contentType: 'text/html', body: html })
        : route.fulfill({ contentType: types[route.request().url().split('.').pop()!], body });
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'benchPdf' in window);
    const cdp = await throttle(page, cpu);
    const run = (kind: string, worker: boolean) =>
      page.evaluate(
        ([which, off]) => (window as unknown as { benchPdf: Run }).benchPdf(which, off),
        [kind, worker] as const,
      );
    const figures: PdfFigure[] = [];
    for (const kind of PDF_KINDS) {
      await cdp.send('HeapProfiler.collectGarbage');
      let peak = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const { usedSize } = await cdp.send('Runtime.getHeapUsage');
          peak = Math.max(peak, usedSize);
          await new Promise((done) => setTimeout(done, 25));
        }
      })();
      const onPage = await run(kind, false);
      sampling = false;
      await sampler;
      await cdp.send('HeapProfiler.collectGarbage');
      const inWorker = await run(kind, true);
      figures.push({
        kind,
        page: onPage,
        worker: inWorker,
        peakHeap: Math.max(peak, onPage.heapAfter),
      });
    }
    return figures;
  } finally {
    await context.close();
  }
}
