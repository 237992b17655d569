import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../apps/api/src/lib/inline-scripts';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Response,
} from '@playwright/test';

/** Debian's Chromium, or the one CHROMIUM_PATH names (as the browser tests use). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A fresh browser context, sized as the throttling's phone when there is one. */
export function freshContext(browser: Browser, baseURL: string, settings?: Throttle) {
  const viewport = settings?.viewport;
  return browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
}

/** `extraArgs`: more switches, e.g. a marker that finds this browser's processes (renderers.ts). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // performance.memory in whole bytes, not rounded (the PDF figures' heap).
      '--enable-precise-memory-info',
      ...extraArgs,
    ],
  });
}

/** DevTools throttling: the CPU `cpuRate` times slower, and optionally a slow network. */
export interface Throttle {
  cpuRate: number;
  /** The window's size in CSS pixels (a phone's 375 px wide). */
  viewport?: { width: number; height: number };
  network?: { latencyMs: number; downKbps: number; upKbps: number };
}

/** Issue 14's phone, 375 px wide (issue 23): CPU 4× slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up (slow 4G). */
export const PHONE: Throttle = {
  cpuRate: 4,
  viewport: { width: 375, height: 667 },
  network: { latencyMs: 150, downKbps: 1600, upKbps: 750 },
};

/** Applies the throttling to the page over CDP; the session stays open for other commands. */
export async function throttle(page: Page, settings: Throttle): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (settings.network) {
    const { latencyMs, downKbps, upKbps } = settings.network;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      // Bytes per second.
      downloadThroughput: (downKbps * 1000) / 8,
      uploadThroughput: (upKbps * 1000) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuRate });
  return cdp;
}

/**
 * What a page loaded: its scripts (inline ones too) and style sheets, raw and gzipped (node:zlib,
 * level 9).
 */
export interface Loaded {
  /**
   * `sent`: the script files' bodies as they came over the wire (Resource Timing's
   * encodedBodySize: the server's brotli), plus the inline scripts gzipped (issue 56's figure).
   */
  js: { files: number; bytes: number; gzip: number; sent: number };
  css: { files: number; bytes: number; gzip: number };
  /** Script URLs whose body holds jsPDF or jspdf-autotable code. */
  pdf: string[];
  /** Every response the page received (documents, code, answers, images), and their bodies. */
  requests: number;
  decoded: number;
}

function kindOf(response: Response): 'js' | 'css' | 'html' | undefined {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (type.includes('javascript') || path.endsWith('.js')) return 'js';
  if (type.includes('text/css') || path.endsWith('.css')) return 'css';
  if (type.includes('text/html')) return 'html';
  return undefined;
}

/**
 * Records every script and style sheet the page receives until `finish` is called. The bodies
 * are asked for in `finish`, after the timed part: each is a round trip to the browser, and
 * asked for as each response came they were made during the page's load, more of them for a
 * page of more requests.
 */
export function recordAssets(page: Page): { finish(sentUntil?: number): Promise<Loaded> } {
  const responses: Response[] = [];
  let finished = false;
  page.on('response', (response) => {
    if (!finished) responses.push(response);
  });
  return {
    /** `sentUntil`: a moment of the page's clock; files asked for after it are not counted as sent. */
    async finish(sentUntil = Infinity) {
      const loaded: Loaded = {
        js: { files: 0, bytes: 0, gzip: 0, sent: 0 },
        css: { files: 0, bytes: 0, gzip: 0 },
        pdf: [],
        requests: responses.length,
        decoded: 0,
      };
      finished = true;
      // As the browser received them: the bytes on the wire, not a recompression.
      loaded.js.sent = await page
        .evaluate(
          (until) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((r) => /\.js(\?|$)/.test(new URL(r.name).pathname + new URL(r.name).search))
              .filter((r) => r.startTime <= until)
              .reduce((sum, r) => sum + r.encodedBodySize, 0),
          sentUntil,
        )
        .catch(() => NaN);
      // A body the browser no longer holds counts as empty, not a crash of the whole bench.
      const bodies = await Promise.all(
        responses.map((response) => response.body().catch(() => undefined)),
      );
      for (const [i, response] of responses.entries()) {
        const body = bodies[i];
        loaded.decoded += body?.length ?? 0;
        const kind = kindOf(response);
        if (!body || !kind || !response.ok()) continue;
        if (kind === 'html') {
          // Inline scripts (the teacher shell is one, issue 23): the page's JavaScript too, in
          // no file of its own.
          for (const text of inlineScripts(body.toString('utf8'))) {
            const script = Buffer.from(text);
            loaded.js.bytes += script.length;
            loaded.js.gzip += gzipSync(script, { level: 9 }).length;
            loaded.js.sent += gzipSync(script, { level: 9 }).length;
          }
          continue;
        }
        const sum = loaded[kind];
        sum.files += 1;
        sum.bytes += body.length;
        sum.gzip += gzipSync(body, { level: 9 }).length;
        const text = body.toString('utf8');
        if (kind === 'js' && (text.includes('jsPDF') || text.includes('autoTable')))
          loaded.pdf.push(new URL(response.url()).pathname);
      }
      return loaded;
    },
  };
}

export interface Timed {
  ms: number;
  loaded: Loaded;
}

export interface TimedLogin extends Timed {
  /** Until the app's own login page has replaced index.html's static form (its code has run). */
  appMs: number;
}

/**
 * Navigation to /login until its Email input is visible and enabled, in a cold context (since
 * issue 23 that is index.html's static form), and until the app's login page has taken over.
 */
export async function timeLogin(
  browser: Browser,
  baseURL: string,
  settings?: Throttle,
): Promise<TimedLogin> {
  const context = await freshContext(browser, baseURL, settings);
  try {
    const page = await context.newPage();
    if (settings) await throttle(page, settings);
    // The moment, by the page's own clock, at which the app's login page is in charge (its
    // form usable, the static shell gone, the campus header drawn): the files asked for after
    // it (the schemas imported once the page is idle) are not the login page's first load,
    // however late a busy machine lets this script see that moment (issue 56). Polled by a
    // timer: an init script's animation frames did not run here.
    await page.addInitScript(() => {
      const poll = window.setInterval(() => {
        const label = [...document.querySelectorAll('label')].find(
          (l) => l.textContent?.trim() === 'Email',
        );
        const input = label?.control as HTMLInputElement | null | undefined;
        const ready =
          !!input &&
          !input.disabled &&
          !document.getElementById('login-shell') &&
          !!document.querySelector('[data-testid="campus-title"]');
        if (!ready) return;
        (window as { loginInCharge?: number }).loginInCharge = performance.now();
        window.clearInterval(poll);
      }, 16);
    });
    const assets = recordAssets(page);
    const started = performance.now();
    await page.goto('/login', { waitUntil: 'commit' });
    // Checked at every frame in the page: a locator's retries back off to 0.5 s and more, which
    // on the phone profile was most of the figure once the form came with the page (issue 23).
    await page.waitForFunction(
      () => {
        const label = [...document.querySelectorAll('label')].find(
          (l) => l.textContent?.trim() === 'Email',
        );
        const input = label?.control as HTMLInputElement | null | undefined;
        return !!input && !input.disabled && input.checkVisibility();
      },
      undefined,
      { polling: 'raf' },
    );
    const ms = performance.now() - started;
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor({ state: 'visible' });
    // The app's code runs at the person's first touch (issue 56): a tap on Email as soon as the
    // form is on screen, the earliest a person can, so the app's time is the first tap's worst.
    await email.click();
    await page.locator('#login-shell').waitFor({ state: 'detached' });
    await page.getByTestId('campus-title').waitFor({ state: 'attached' });
    const appMs = performance.now() - started;
    const inCharge = await page.waitForFunction(
      () => (window as { loginInCharge?: number }).loginInCharge,
    );
    return { ms, appMs, loaded: await assets.finish((await inCharge.jsonValue()) as number) };
  } finally {
    await context.close();
  }
}

/** A slot to submit once the screen is ready: each run needs its own (submissions are final). */
export interface Slot {
  date: string;
  period: number;
}

export interface MarkingOptions {
  settings?: Throttle;
  /**
   * The portal opened once before in that context, so its service worker serves the code (a
   * teacher's phone on any day after the first), the answers still from the server.
   */
  warm?: boolean;
  /** Then also time Submit → confirm → the answer shown, one absentee marked. */
  submit?: Slot;
}

/** The signed-in browser of a teacher: the session cookie and the staff a sign-in stores. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  cookie: string,
  settings?: Throttle,
) {
  const context = await freshContext(browser, baseURL, settings);
  const at = cookie.indexOf('=');
  const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
  await context.addCookies([{ name, value, url: baseURL }]);
  const { staff } = (await (
    await fetch(`${baseURL}/api/auth/session`, { headers: { cookie } })
  ).json()) as { staff: unknown };
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('staff')) localStorage.setItem('staff', stored);
  }, JSON.stringify(staff));
  return context;
}

/**
 * Opens the portal once in `context`, so that its service worker serves the code from then on
 * and the phone keeps the copies of the teacher's subjects and classes that the app stores on
 * every read (lib/offline-copy.ts): what a teacher's phone holds on any day after the first.
 */
export async function installApp(context: BrowserContext): Promise<void> {
  await (await openApp(context)).close();
}

/** installApp's first opening, its page left open (bench/timed-tab.ts opens the timed tab from it). */
export async function openApp(context: BrowserContext): Promise<Page> {
  const first = await context.newPage();
  await first.goto('/staffpannel');
  // The app (and with it the service worker) starts once the teacher has touched the page.
  await first.locator('h1').first().click();
  // Resolves once the worker is installed, which is after it precached the app's files.
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await first.waitForFunction(keptCopies, undefined, { polling: 250, timeout: 60_000 });
  return first;
}

/** Whether the app has kept its copies of the subjects and of a class on this phone. */
function keptCopies(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('attendance-offline');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const keys = open.result.transaction('copies').objectStore('copies').getAllKeys();
      keys.onsuccess = () => {
        const names = keys.result.map(String);
        open.result.close();
        resolve(
          names.some((k) => k.startsWith('subjects:')) &&
            names.some((k) => k.startsWith('students:')),
        );
      };
      keys.onerror = () => resolve(false);
    };
  });
}

/**
 * Navigation to /staffpannel, signed in, through pressing Mark until all the class's student
 * rows are visible, in a cold context (or `warm`); optionally then one submission.
 */
export async function timeMarking(
  browser: Browser,
  baseURL: string,
  cookie: string,
  subjectCode: string,
  size: number,
  { settings, warm = false, submit }: MarkingOptions = {},
): Promise<Timed & { submitMs?: number }> {
  const context = await signedInContext(browser, baseURL, cookie, settings);
  try {
    if (warm) await installApp(context);
    const page = await context.newPage();
    if (settings) await throttle(page, settings);
    const assets = recordAssets(page);
    const started = performance.now();
    await page.goto('/staffpannel', { waitUntil: 'commit' });
    await tap(page, `[aria-label="Mark attendance for ${subjectCode}"]`);
    await shown(page, '[data-testid="student-row"]', size);
    const ms = performance.now() - started;
    // Recording ends at once: the app's files, fetched once the rows are painted, are not the
    // screen's first load.
    const recorded = assets.finish();
    const count = await page.getByTestId('student-row').count();
    if (count !== size) throw new Error(`the marking screen shows ${count} rows, not ${size}`);
    const loaded = await recorded;
    if (!submit) return { ms, loaded };
    return { ms, loaded, submitMs: await timeSubmit(page, submit) };
  } finally {
    await context.close();
  }
}

/** One absentee, the slot, then the time from the tap on Submit to the answer on screen. */
async function timeSubmit(page: Page, slot: Slot): Promise<number> {
  await page.getByTestId('student-row').first().getByLabel('Absent').check();
  await page.getByLabel('Date').fill(slot.date);
  await page.getByLabel('Period').selectOption(String(slot.period));
  const started = performance.now();
  await tap(page, 'button', 'Submit Attendance');
  await tap(page, '[data-testid="confirm-submit"]');
  await shownText(page, 'Attendance submitted successfully');
  return performance.now() - started;
}

/*
 * The timed waits check the page at every frame, and the timed taps land at the first frame
 * their target shows, from the page itself: a locator's retries back off to 0.5 s between
 * checks, and a Playwright click's round trips (actionability, scrolling, hit test) took
 * 0.45-0.77 s on the phone profile, none of it the page's; both added to a figure at random, on
 * our side and the plain page's alike (issue 23, docs/performance.md).
 */

/**
 * Clicks the first visible, enabled element matching `css` (and whose text is `text`, when
 * given), at the first frame it shows.
 */
export async function tap(page: Page, css: string, text?: string): Promise<void> {
  await explained(
    page,
    `a tap on ${css}${text ? ` "${text}"` : ''}`,
    page.waitForFunction(
      ([selector, wanted]) => {
        // Enabled too, as a Playwright click waits for: a tap on a disabled button is lost.
        const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
          (e) =>
            (!wanted || e.textContent?.trim() === wanted) &&
            e.checkVisibility() &&
            !e.matches(':disabled, [aria-disabled="true"]'),
        );
        target?.click();
        return target !== undefined;
      },
      [css, text] as const,
      { polling: 'raf', timeout: 60_000 },
    ),
  );
}

/** Resolves at the first frame showing `count` visible elements matching `css`. */
export async function shown(page: Page, css: string, count = 1): Promise<void> {
  await explained(
    page,
    `${count} of ${css}`,
    page.waitForFunction(
      ([selector, least]) =>
        [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility()).length >= least,
      [css, count] as const,
      { polling: 'raf', timeout: 60_000 },
    ),
  );
}

/** Resolves at the first frame whose rendered text holds `text`. */
export async function shownText(page: Page, text: string): Promise<void> {
  await explained(
    page,
    `"${text}"`,
    page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
      polling: 'raf',
      timeout: 60_000,
    }),
  );
}

/** A wait that failed says what it waited for and what the page showed instead. */
async function explained(page: Page, what: string, wait: Promise<unknown>): Promise<void> {
  try {
    await wait;
  } catch (error) {
    const text = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400))
      .catch(() => '(the page could not be read)');
    throw new Error(`waiting for ${what}: ${String(error)}\nThe page shows: ${text}`);
  }
}
