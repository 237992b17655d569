import type { Page } from '@playwright/test';
import type { Designation } from '@attendance/domain';
import { createStaff } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

// Issue 54: no screen puts content past the edge of a 375 px phone or a 1280 px desktop, in
// either colour scheme. Every route of the router, signed in as the staff it belongs to.

const SCREENS: Record<Designation, string[]> = {
  Admin: [
    '/admin',
    '/admin/students',
    '/admin/addstudent',
    '/admin/updatebatch',
    '/admin/updateinactive',
    '/admin/addsubject',
    '/admin/subjectlist',
    '/admin/subjectallocation',
    '/admin/subjectallocatedlist',
    '/admin/cumulativeattendance',
    '/admin/approvals',
    '/admin/importstudents',
    '/admin/importsubjects',
    '/admin/importallocations',
    '/admin/today',
    '/admin/shortage',
    '/admin/absences',
    '/admin/calendar',
    '/admin/completion',
    '/admin/security',
    '/admin/tokens',
  ],
  HOD: [
    '/hodpannel',
    '/hodpannel/assignedlist',
    '/hodpannel/deleteassignedlist',
    '/hodpannel/corrections',
    '/hodpannel/cumulativeattendance',
    '/hodpannel/approvals',
    '/hodpannel/today',
    '/hodpannel/shortage',
    '/hodpannel/absences',
    '/hodpannel/timetable',
    '/hodpannel/importtimetable',
    '/hodpannel/completion',
    '/hodpannel/security',
  ],
  Subject_Staff: ['/staffpannel', '/staffpannel/viewattendance', '/staffpannel/security'],
};
const PUBLIC_SCREENS = ['/', '/login', '/register'];
const WIDTHS = [375, 1280];

/**
 * What reaches past the window's right edge: the page itself (it scrolls sideways), or a visible
 * element no scroll box clips, such as a button of the fixed top bar, which widens nothing.
 */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' && up.getBoundingClientRect().right <= edge + 0.5)
          return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).find((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge + 0.5) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.clipPath === 'none' && !clipped(element);
    });
    const page = root.scrollWidth - root.clientWidth;
    if (page <= 0 && !past) return null;
    const name = past
      ? `${past.tagName.toLowerCase()}${past.getAttribute('data-testid') ? `[data-testid=${past.getAttribute('data-testid')}]` : ''} "${(past.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(past.getBoundingClientRect().right)}px`
      : 'no single element';
    return `the page is ${Math.max(page, 0)}px wider than the window; ${name}`;
  });
}

/** A screen of the app reached as a link would (no reload), once nothing is loading. */
async function open(page: Page, screen: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen);
  // Two frames: the router has drawn the screen (the splash may move on to /login by itself).
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  // Lists answer after the frame: measured once the network is quiet.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Each screen in light then dark mode (the top bar's toggle), measured. */
async function visitAll(page: Page, screens: string[], toggle: () => Promise<void>) {
  const found: string[] = [];
  for (const scheme of ['light', 'dark']) {
    if (scheme === 'dark') await toggle();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const screen of screens) {
      await open(page, screen);
      const overflow = await overflowOf(page);
      if (overflow) found.push(`${screen} (${scheme}): ${overflow}`);
    }
  }
  return found;
}

for (const width of WIDTHS) {
  test(`the public screens fit ${width} px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    const dark = async () => {
      await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
      await page.goto('/login');
    };
    expect(await visitAll(page, PUBLIC_SCREENS, dark)).toEqual([]);
  });

  for (const designation of Object.keys(SCREENS) as Designation[]) {
    test(`every ${designation} screen fits ${width} px, light and dark`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      // A long name, as many staff have: the top bar must still hold Logout.
      const staff = await createStaff(baseURL!, designation, 'CSE', 'Venkataraman Subramanian');
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, staff.email, staff.idCardNumber);
      const dark = () => page.getByTestId('theme-toggle').click();
      expect(await visitAll(page, SCREENS[designation], dark)).toEqual([]);
    });
  }
}
