import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CAPTCHA, type Portal } from './portal';
import { PortalPool } from './portal-pool';

interface TestFixtures {
  /** Settings of this file's server (test.use({ portalEnv: { … } })). */
  portalEnv: Record<string, string>;
  portal: Portal;
}

interface WorkerFixtures {
  portals: PortalPool;
}

/**
 * Each worker gets its own server and database; a file may ask for its own settings. The settings
 * are a test option, not a worker one: a worker option of a file's own makes Playwright start a
 * new worker (a Node process, a Chromium and a server) for that file and another for the next
 * file, about 27 a run; the pool starts only the server (docs/performance.md, `ci`, twelfth).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  portals: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const portals = new PortalPool();
      await use(portals);
      await portals.stopAll();
    },
    { scope: 'worker' },
  ],
  portalEnv: [{}, { option: true }],
  portal: async ({ portals, portalEnv }, use) => use(await portals.get(portalEnv)),
  baseURL: async ({ portal }, use) => use(portal.baseURL),
});

export { expect };

/** Signs in through the login form and its CAPTCHA step, as a person would. */
export async function signIn(page: Page, email: string, idCardNumber: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('ID Card Number').fill(idCardNumber);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
  await page.getByRole('button', { name: 'Confirm & Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logout, and the login page it lands on: a sign-in started before would meet the old session. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged once dialogs and menus have finished fading in (endless blinks aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Both colour schemes: axe in light mode, then in dark mode. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  // The visible switch: index.html's static login form keeps its own (hidden) off the login page
  // until the app has started, as on the family shell's page.
  const toggle = page.getByTestId('theme-toggle').filter({ visible: true });
  await expectAccessible(page);
  await toggle.click();
  await expectAccessible(page);
  await toggle.click();
}

const screenshotDir = resolve(import.meta.dirname, '../screenshots');

/** Screenshots for review and the README; kept out of git except the ones copied to docs/. */
export async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** A viewport as tall as the page (at most 1,600 px), so the picture shows the page whole with
 * its fixed bars where they belong rather than wherever the page happened to be scrolled. */
export async function snapWhole(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.min(height, 1600) });
  await snap(page, name);
}
