import type { BrowserContext, Page } from '@playwright/test';
import { openApp } from './browser';

/**
 * How a timed start's tab is opened (issue 56, eleventh session), for the installed app and the
 * plain page alike:
 *
 * - `reopened` (the default): the site opened once in the context (the app's first opening, or
 *   the plain page's), the timed tab opened from that page (`window.open`, so its blank document
 *   is in the site's renderer), the first page closed, then the timed tab throttled and sent to
 *   the page. The start is drawn by the one renderer that the throttle slows, as on a phone that
 *   reopens an app: its whole CPU slow, no other tab's renderer left spinning beside it.
 * - `new`: the bench's way up to the tenth session: a new tab (`context.newPage()`, its own blank
 *   renderer) throttled on `about:blank`. With the app's service worker running, Chromium sends
 *   the navigation to the worker's renderer and the throttle follows it there, but the blank
 *   tab's renderer is left with DevTools' CPU throttle set, which keeps interrupting its idle main
 *   thread (bench/installed-modes.ts counts its CPU): a cost the plain page, drawn in its blank
 *   tab's own renderer, never pays.
 */
export type TabWay = 'reopened' | 'new';

export function tabWay(flag: string | undefined): TabWay {
  if (flag === undefined || flag === 'reopened') return 'reopened';
  if (flag === 'new') return 'new';
  throw new Error(`--tab ${flag}: reopened or new`);
}

/** The timed tab, opened from `first` (a page of the site), which is then closed. */
export async function tabFrom(first: Page): Promise<Page> {
  const [tab] = await Promise.all([
    first.context().waitForEvent('page'),
    // No `noopener`: the blank tab stays in the opener's browsing instance, so in its renderer.
    first.evaluate(() => void window.open('about:blank', '_blank')),
  ]);
  await first.close();
  return tab;
}

/** The installed app's timed tab: its first opening (installApp), then the tab `way` says. */
export async function installedTab(context: BrowserContext, way: TabWay): Promise<Page> {
  return timedTab(await openApp(context), way);
}

/** The timed tab after the site's first opening `first`, which is closed. */
export async function timedTab(first: Page, way: TabWay): Promise<Page> {
  if (way === 'reopened') return tabFrom(first);
  await first.close();
  return first.context().newPage();
}

/** The plain page's timed tab, treated as the installed app's: opened once first at `path`. */
export async function plainTab(context: BrowserContext, path: string, way: TabWay): Promise<Page> {
  if (way === 'new') return context.newPage();
  const first = await context.newPage();
  await first.goto(path);
  return timedTab(first, way);
}
