import { build } from 'esbuild';
import type { Browser } from '@playwright/test';
import { resolve } from 'node:path';
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
  'subjectAllocation',
] as const;
export const PDF_LABELS: Record<(typeof PDF_KINDS)[number], string> = {
  attendanceView: 'View Attendance, 180 students × 90 sessions',
  cumulative: "Cumulative, a department's day (4 batches × 8 periods × 180)",
  studentList: 'Student list, 5,040 students',
  subjectAllocation: 'Subject allocation, a department (720 students × 8 subjects)',
};
export const PDF_TARGET_MS = 5000;
export const BLOCKING_LIMIT_MS = 200;

export interface PdfFigure extends PdfTiming {
  kind: (typeof PDF_KINDS)[number];
  /** The largest JS heap seen: sampled every 25 ms over CDP, and right after the file was made. */
  peakHeap: number;
  /** The longest main-thread task while the report was made (PerformanceObserver longtask). */
  longestTaskMs: number;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(ROOT, 'bench/pdf-page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    // jsPDF's optional HTML and SVG helpers: the builders use neither.
    external: ['html2canvas', 'dompurify', 'canvg'],
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function pdfFigures(browser: Browser, cpu: Throttle): Promise<PdfFigure[]> {
  const script = await bundle();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = 'http://bench.pdf';
    await page.route(`${origin}/**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>PDF bench</title><script type="module" src="/pdf.js"></script>',
          }),
    );
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'benchPdf' in window);
    const cdp = await throttle(page, cpu);
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ entryTypes: ['longtask'] });
    });
    const figures: PdfFigure[] = [];
    for (const kind of PDF_KINDS) {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.evaluate(() => ((window as unknown as { longest: number }).longest = 0));
      let peak = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const { usedSize } = await cdp.send('Runtime.getHeapUsage');
          peak = Math.max(peak, usedSize);
          await new Promise((done) => setTimeout(done, 25));
        }
      })();
      const timing = await page.evaluate(
        (which) =>
          (window as unknown as { benchPdf(k: string): Promise<PdfTiming> }).benchPdf(which),
        kind,
      );
      sampling = false;
      await sampler;
      // Long tasks are reported after they end: give the observer a turn.
      await page.waitForTimeout(50);
      const longestTaskMs = await page.evaluate(
        () => (window as unknown as { longest: number }).longest,
      );
      figures.push({ kind, ...timing, peakHeap: Math.max(peak, timing.heapAfter), longestTaskMs });
    }
    return figures;
  } finally {
    await context.close();
  }
}
