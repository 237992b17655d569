import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startPortal } from '../support/portal';

// Appended to the deployed sw.js: the browser sees a new worker, and only that worker answers
// /e2e-version (without it the request goes to the server, which answers with the app's page).
const NEW_VERSION = `
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/e2e-version')
    event.respondWith(new Response('version 2'));
});
`;

/** Which version of the worker serves the page's requests right now. */
async function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return 'no controller';
    const answer = await (await fetch('/e2e-version')).text();
    return answer === 'version 2' ? answer : 'version 1';
  });
}

/** The page's own registration: whether a new worker waits beside the one in control. */
async function workers(page: Page): Promise<{ waiting: boolean; controlledByActive: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      waiting: registration.waiting !== null,
      controlledByActive: navigator.serviceWorker.controller === registration.active,
    };
  });
}

test('a new version deployed while the portal is open waits for "Reload to update"', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The deployed web folder is a copy of this run's build, so the test can change it in place.
  const web = mkdtempSync(join(tmpdir(), 'attendance-web-'));
  cpSync(join(process.env.E2E_BUILD_DIR!, 'web'), web, { recursive: true });
  const portal = await startPortal({ WEB_DIST: web });
  const context = await browser.newContext({ baseURL: portal.baseURL });
  try {
    const page = await context.newPage();
    // Register: a page whose app starts at once (the login page's waits for the first touch).
    await page.goto('/register');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker ('prompt' mode never claims an open page); the next
    // load is served by it.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllerVersion(page)).toBe('version 1');
    const prompt = page.getByRole('button', { name: 'Reload to update' });
    await expect(prompt).toHaveCount(0);

    // Deploy: a changed sw.js (its precompressed copies would still be the old one's, so they go).
    appendFileSync(join(web, 'sw.js'), NEW_VERSION);
    rmSync(join(web, 'sw.js.gz'), { force: true });
    rmSync(join(web, 'sw.js.br'), { force: true });
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });

    // The prompt appears on the same page: nothing reloaded, and the old worker still serves it.
    await expect(prompt).toBeVisible();
    await expect(page.getByText('A new version of the portal is ready.')).toBeVisible();
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.waiting?.state === 'installed';
    });
    expect(await workers(page)).toEqual({ waiting: true, controlledByActive: true });
    expect(await controllerVersion(page)).toBe('version 1');
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );

    // A plain reload does not slip the new version in either: the prompt is offered again.
    await page.reload();
    await expect(prompt).toBeVisible();
    expect(await controllerVersion(page)).toBe('version 1');

    // The user's click: the new worker takes over and the page reloads into it.
    await Promise.all([page.waitForEvent('load'), prompt.click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllerVersion(page)).toBe('version 2');
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      undefined,
    );
    await expect(prompt).toHaveCount(0);
    expect(await workers(page)).toEqual({ waiting: false, controlledByActive: true });
  } finally {
    await context.close();
    await portal.stop();
    rmSync(web, { recursive: true, force: true });
  }
});
