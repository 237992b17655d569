import type { Page } from '@playwright/test';
import { createStaff } from '../support/api';
import { arrangeClass } from '../support/classroom';
import { expect, expectAccessible, signIn, signOut, test } from '../support/fixtures';
import { APP_ENTRY, holdRequests, nothingStored, openWithAppHeld } from '../support/phone';

// The app's code is held back below by routing it; a service worker would serve it unseen.
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

/** Opens /staffpannel with the app's entry held, until the app has asked for it. */
async function openUntilAppAsked(page: Page) {
  const entry = await holdRequests(page, APP_ENTRY);
  await page.goto('/staffpannel', { waitUntil: 'commit' });
  await expect.poll(() => entry.asked).toBeGreaterThan(0);
  return entry;
}

test.describe('The staff panel opened with nothing stored on the phone (issue 56)', () => {
  test("a teacher's first visit: the shell from the session's answer, then the app", async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    await nothingStored(page);
    const release = await openWithAppHeld(page);

    const shell = page.locator('#teacher-shell');
    await expect(shell.getByRole('heading', { name: 'Mark Attendance', level: 1 })).toBeVisible();
    await shell.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    await expect(shell.getByTestId('student-row')).toHaveCount(3);
    await expectAccessible(page);

    release();
    await expect(shell).toHaveCount(0);
    await expect(page.getByTestId('marking-panel').getByTestId('student-row')).toHaveCount(3);
    // The app keeps the teacher as a sign-in does: the next start is a stored teacher's.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('staff') ?? '{}').staffID))
      .toBe(klass.teacher.staff.staffID);
  });

  test('anyone else gets the app at once, which sends them where they belong', async ({
    page,
    baseURL,
  }) => {
    const hod = await createStaff(baseURL!, 'HOD', 'CSE');
    await signIn(page, hod.email, hod.idCardNumber);
    await nothingStored(page);
    // The app's entry is asked for with no shell drawn and no tap.
    let entry = await openUntilAppAsked(page);
    await expect(page.locator('#teacher-shell')).toHaveCount(0);
    entry.release();
    await expect(page).toHaveURL(/\/hodpannel$/);

    await signOut(page);
    await nothingStored(page);
    entry = await openUntilAppAsked(page);
    await expect(page.locator('#teacher-shell')).toHaveCount(0);
    entry.release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
