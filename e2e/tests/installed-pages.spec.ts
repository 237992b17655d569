import type { BrowserContext, Page } from '@playwright/test';
import { arrangeClass } from '../support/classroom';
import { expect, signIn, test } from '../support/fixtures';
import { keptOnPhone, swReady } from '../support/offline';

test.use({ viewport: { width: 375, height: 667 } });

/**
 * Where the browser took the page from (issue 56): 'cache' when a static route of the service
 * worker answered it from the page its install kept, with no worker started; '' when the
 * worker's fetch event did.
 */
async function pageSource(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      workerFinalSourceType?: string;
    })[];
    return entry?.workerFinalSourceType ?? 'no static routing';
  });
}

/** The phone's service worker stopped, as it is when the app is opened after a while. */
async function stopWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('ServiceWorker.disable');
  await cdp.detach();
}

test('an installed phone opens the teacher panel from the page it kept, without its worker', async ({
  page,
  context,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 3);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await swReady(page);
  await expect.poll(async () => (await keptOnPhone(page)).copies).toBe(3);
  const mark = page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` });

  // The next start, its worker stopped: the page comes from the install's copy, and the worker
  // still controls the page.
  await stopWorker(context, page);
  await page.goto('/staffpannel');
  expect(await pageSource(page)).toBe('cache');
  await expect(mark).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, the same; an address the routes do not name (a query) opens from the worker.
  await context.setOffline(true);
  await stopWorker(context, page);
  await page.reload();
  expect(await pageSource(page)).toBe('cache');
  await mark.click();
  await expect(page.getByTestId('student-row')).toHaveCount(3);
  await page.goto('/staffpannel?from=e2e');
  expect(await pageSource(page)).not.toBe('cache');
  await mark.click();
  await expect(page.getByTestId('student-row')).toHaveCount(3);
  await context.setOffline(false);
});
