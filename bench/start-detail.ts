import type { Page } from '@playwright/test';

/**
 * What one timed start was made of, read from the page after it (issue 56, the installed start's
 * two modes): when the document's first script ran (the navigation's commit) and how large the
 * renderer's JavaScript heap already was then (a renderer that had run the app before holds its
 * heap; a new one holds a few MB), the navigation's own steps (Navigation Timing, the service
 * worker's part in it), the first paints and the long animation frames (their script, style and
 * layout, and rendering) up to the end of the start. Recorded by one init script that reads two
 * values; everything else the browser keeps anyway and is read after the timed window.
 */
export interface StartDetail {
  /** ms from the navigation at which the document's first script ran. */
  commitMs: number;
  /** The JavaScript heap of the renderer's main thread at that moment, MB (used / total). */
  heapUsedMb: number;
  heapTotalMb: number;
  /** Navigation Timing, ms from the navigation; undefined where the step did not happen. */
  workerStartMs?: number;
  responseStartMs: number;
  responseEndMs: number;
  domInteractiveMs: number;
  /** Where the page came from: 'network', 'cache' (a static route) or 'fetch-event'. */
  source: string;
  firstPaintMs?: number;
  /** Long animation frames (50 ms or more) that began before `untilMs`. */
  frames: { startMs: number; ms: number; scriptMs: number; layoutMs: number; renderMs: number }[];
}

/** The init script, as text (tsx's helpers are not in the page); add it before the page clock's. */
export const detailWatcher = `(function () {
  if (window !== window.top || location.protocol === 'about:') return;
  var memory = performance.memory;
  window.__startDetail = {
    commitMs: performance.now(),
    heapUsedMb: memory ? memory.usedJSHeapSize / 1048576 : -1,
    heapTotalMb: memory ? memory.totalJSHeapSize / 1048576 : -1,
  };
})();`;

/** Arms the watcher in `page`: before the page clock, so that it runs first. */
export async function watchDetail(page: Page): Promise<void> {
  await page.addInitScript({ content: detailWatcher });
}

/** The start's detail, up to `untilMs` (the page clock's end). */
export async function readDetail(page: Page, untilMs: number): Promise<StartDetail> {
  return page.evaluate(async (until) => {
    const held = (window as unknown as { __startDetail: StartDetail }).__startDetail;
    const [nav] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      workerFinalSourceType?: string;
    })[];
    const paint = performance.getEntriesByName('first-paint')[0];
    // Long animation frames are kept by the browser and handed to an observer asking for them.
    type Frame = PerformanceEntry & {
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: { duration: number }[];
    };
    const frames = await new Promise<Frame[]>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
        return resolve([]);
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries() as Frame[]);
      });
      observer.observe({ type: 'long-animation-frame', buffered: true });
      setTimeout(() => resolve([]), 500);
    });
    return {
      ...held,
      ...(nav && nav.workerStart > 0 ? { workerStartMs: nav.workerStart } : {}),
      responseStartMs: nav?.responseStart ?? NaN,
      responseEndMs: nav?.responseEnd ?? NaN,
      domInteractiveMs: nav?.domInteractive ?? NaN,
      source: nav?.workerFinalSourceType || (nav && nav.workerStart > 0 ? 'worker' : 'network'),
      ...(paint ? { firstPaintMs: paint.startTime } : {}),
      frames: frames
        .filter((f) => f.startTime < until)
        .map((f) => ({
          startMs: f.startTime,
          ms: f.duration,
          scriptMs: f.scripts.reduce((sum, s) => sum + s.duration, 0),
          // (No named helper here: tsx would wrap it in a __name the page does not have.)
          layoutMs:
            f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
          renderMs: f.renderStart > 0 ? f.startTime + f.duration - f.renderStart : 0,
        })),
    };
  }, untilMs);
}
