import type { Browser } from '@playwright/test';
import {
  freshContext,
  recordAssets,
  shown,
  shownText,
  throttle,
  type Slot,
  type Throttle,
  type Timed,
} from './browser';

/**
 * The plain page of bench/plain-page.ts in the same browser and profile as the portal: from
 * navigation until its last student's radios are visible (ready to tap), then one absentee, the
 * slot and Submit until the answer page is shown (when a slot is given).
 */
export async function timePlainPage(
  browser: Browser,
  plainUrl: string,
  cookie: string,
  subjectCode: string,
  size: number,
  settings: Throttle | undefined,
  slot?: Slot,
): Promise<Timed & { submitMs: number }> {
  const context = await freshContext(browser, plainUrl, settings);
  try {
    const at = cookie.indexOf('=');
    await context.addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: plainUrl },
    ]);
    const page = await context.newPage();
    if (settings) await throttle(page, settings);
    const assets = recordAssets(page);
    const started = performance.now();
    await page.goto(`/take?code=${encodeURIComponent(subjectCode)}`, { waitUntil: 'commit' });
    await shown(page, '[data-testid="plain-row"] input[aria-label="Absent"]', size);
    const ms = performance.now() - started;
    const rows = page.getByTestId('plain-row');
    const loaded = await assets.finish();
    // Timed to its rows only (bench/installed-start.ts): no submission, so no slot used up.
    if (!slot) return { ms, loaded, submitMs: NaN };
    await rows.first().getByLabel('Absent').check();
    await page.getByLabel('Date').fill(slot.date);
    await page.getByLabel('Period').selectOption(String(slot.period));
    const submitted = performance.now();
    // Not `tap`: its check would go on polling the answer page that its own click opens.
    const submit = page.locator('button', { hasText: 'Submit Attendance' });
    await shown(page, 'button[type="submit"]');
    const answered = page.waitForEvent('framenavigated');
    await submit.dispatchEvent('click');
    await answered;
    await shownText(page, 'Attendance submitted successfully');
    return { ms, loaded, submitMs: performance.now() - submitted };
  } finally {
    await context.close();
  }
}
