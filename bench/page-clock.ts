import type { Page } from '@playwright/test';

/**
 * A start timed by the page's own clock (issue 56): from the navigation (the document's
 * timeOrigin, before its service worker or the network) to the end of the first frame that
 * shows `count` visible elements matching `rows`, after an optional tap on `tapOn` made as soon
 * as it is visible and enabled. One script in the page does the tap and the watching, polled on
 * animation frames from the document's start, so that both pages compared (the installed app and
 * the plain page) end on the same condition, read the same way, with no harness call in between:
 * Playwright's tap and wait each needed a round trip to the bench and its injected script
 * evaluated in the page (43-91 ms of the throttled main thread), between the navigation and the
 * tap and again after the rows were drawn, which the plain page's one wait hid behind its network.
 */
export interface PageClockOptions {
  rows: string;
  count: number;
  tapOn?: string;
}

/**
 * The page's script, as text (tsx's helpers are not in the page): its moments go to the bench as
 * one console message.
 */
const watcher = (options: PageClockOptions) => `(function () {
  var options = ${JSON.stringify(options)};
  if (window !== window.top || location.protocol === 'about:') return;
  var tappedAt = options.tapOn ? undefined : 0;
  var visible = function (css) {
    return Array.prototype.filter.call(document.querySelectorAll(css), function (e) {
      return e.checkVisibility();
    });
  };
  var poll = function () {
    if (tappedAt === undefined) {
      // Enabled too, as a Playwright click waits for: a tap on a disabled button is lost.
      var target = visible(options.tapOn).find(function (e) {
        return !e.matches(':disabled, [aria-disabled="true"]');
      });
      if (target) {
        target.click();
        tappedAt = performance.now();
      }
    }
    if (tappedAt !== undefined && visible(options.rows).length >= options.count) {
      // A task posted from a frame's animation callbacks runs once that frame is drawn.
      setTimeout(function () {
        console.debug('page-clock ' + tappedAt + ' ' + performance.now());
      });
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/** Arms the watcher in `page`; call before the navigation, then await the returned moments. */
export async function pageClock(page: Page, options: PageClockOptions) {
  await page.addInitScript({ content: watcher(options) });
  const message = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith('page-clock '),
    timeout: 60_000,
  });
  return async () => {
    const [tapMs, shownMs] = (await message).text().split(' ').slice(1).map(Number);
    return { tapMs: tapMs!, shownMs: shownMs! };
  };
}
