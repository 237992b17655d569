import type { Page } from '@playwright/test';
import { studentFor } from '../support/api';
import { arrangeClass, rowStatuses } from '../support/classroom';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { holdRequests, openWithAppHeld, phoneKeepsCopies } from '../support/phone';

// The app's code is held back below by routing it; a service worker would serve it unseen.
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

const SUBJECTS = /\/api\/attendance\/subjects\/\d+$/;
const CLASSES = /\/api\/attendance\/students\?/;

/** A teacher whose phone has opened the portal once: the app has kept its copies there. */
async function phoneUsedOnce(page: Page, baseURL: string, size: number) {
  const klass = await arrangeClass(baseURL, size);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await phoneKeepsCopies(page);
  const shell = page.locator('#teacher-shell');
  const mark = shell.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` });
  return { klass, shell, mark };
}

/** The server's subjects and classes held back, so that the shell draws the phone's copy. */
async function holdAnswers(page: Page) {
  const subjects = await holdRequests(page, SUBJECTS);
  const classes = await holdRequests(page, CLASSES);
  return { subjects, classes, release: () => [subjects, classes].forEach((h) => h.release()) };
}

test.describe("The teacher shell from the phone's copy", () => {
  test('a phone that kept the class draws it before the server answers', async ({
    page,
    baseURL,
  }) => {
    const { shell, mark } = await phoneUsedOnce(page, baseURL!, 3);
    const answers = await holdAnswers(page);
    const release = await openWithAppHeld(page);

    await mark.click();
    const rows = shell.getByTestId('student-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Student 01');
    // Drawn while the server was still asked, and unanswered.
    expect(answers.subjects.asked).toBeGreaterThan(0);
    expect(answers.classes.asked).toBeGreaterThan(0);
    // Each row its own radio group, named by its student.
    await expect(shell.getByRole('radiogroup', { name: /^Student 03 / })).toBeVisible();
    await rows.nth(2).getByLabel('Absent').check();
    await expect(rows.nth(0).getByLabel('Present')).toBeChecked();
    await expect(rows.nth(2).getByLabel('Present')).not.toBeChecked();
    await expectAccessible(page);

    answers.release();
    release();
    await expect(page.getByTestId('marking-panel')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'P', 'A']);
  });

  test('a class changed since the copy: a notice says so, and the teacher applies it', async ({
    page,
    baseURL,
  }) => {
    const { klass, shell, mark } = await phoneUsedOnce(page, baseURL!, 2);
    // A student joins the class after the phone kept it.
    const joined = `${klass.students[0]!.registerNumber.slice(0, -3)}003`;
    await klass.admin.api.addStudent(studentFor('CSE', klass.batch, joined, 'Student 03'));
    await klass.admin.api.allocate(joined, [klass.subjectID]);
    const answers = await holdAnswers(page);
    const release = await openWithAppHeld(page);

    await mark.click();
    const rows = shell.getByTestId('student-row');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).getByLabel('Absent').check();

    // The server's answer comes while the teacher is on the copy: said, not swapped.
    answers.release();
    const notice = shell.getByRole('status');
    await expect(notice).toHaveText(
      /This class has changed since the copy on this phone \(1 student joined\)\./,
    );
    await expect(rows).toHaveCount(2);
    await expectAccessible(page);
    // Submit is not sent with a list that has changed: the notice's button takes the focus.
    await shell.getByRole('button', { name: 'Submit Attendance' }).click();
    const apply = notice.getByRole('button', { name: 'Show the updated class' });
    await expect(apply).toBeFocused();
    await expect(shell).not.toHaveAttribute('data-queued');
    // Nor does the app take over meanwhile (it would show the server's list): well past the
    // pause after which it starts, the shell is still the page.
    release();
    await page.waitForTimeout(2_500);
    await expect(page.getByTestId('marking-panel')).toHaveCount(0);
    await expect(notice).toBeVisible();

    await apply.click();
    // Drawn again with the status tapped on the copy's rows (by the shell, or the app after it).
    await expect(page.getByRole('radio', { name: 'Absent', checked: true })).toHaveCount(1);
    // The server's list, with the marks tapped (on the shell, then on the app's screen, which
    // takes over the list the teacher now sees after the pause).
    const shown = page.getByTestId('student-row');
    await expect(shown).toHaveCount(3);
    await expect(shown.nth(2)).toContainText('Student 03');
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'A', 'P']);
    const panel = page.getByTestId('marking-panel');
    await expect(panel.getByTestId('student-row')).toHaveCount(3);
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'A', 'P']);
  });

  test('a class longer than the screen: its first frame leaves the rows below it for the next', async ({
    page,
    baseURL,
  }) => {
    const { shell, mark } = await phoneUsedOnce(page, baseURL!, 30);
    const answers = await holdAnswers(page);
    const release = await openWithAppHeld(page);
    // Every row the shell left out of the class's first frame (first-screen.ts).
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { laterRows: Set<string> }).laterRows = seen;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const row = change.target as HTMLElement;
          if (row.hasAttribute('data-shell-later')) seen.add(row.dataset.rowIndex ?? '');
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-shell-later'] });
    });

    await mark.click();
    const rows = shell.getByTestId('student-row');
    await expect(rows).toHaveCount(30);
    // 667 px hold at most 17 rows of 44 px: the 13 below, then all of them drawn.
    await expect(shell.locator('[data-shell-later]')).toHaveCount(0);
    const later = await page.evaluate(() =>
      [...(window as unknown as { laterRows: Set<string> }).laterRows].map(Number),
    );
    expect(later.sort((a, b) => a - b)).toEqual([...Array(13).keys()].map((i) => i + 17));
    await rows.nth(29).getByLabel('Absent').check();

    answers.release();
    release();
    await expect(page.getByTestId('marking-panel')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect.poll(async () => (await rowStatuses(page))[29]).toBe('A');
  });

  test('a class unchanged since the copy: no notice, and the app takes over', async ({
    page,
    baseURL,
  }) => {
    const { shell, mark } = await phoneUsedOnce(page, baseURL!, 2);
    const answers = await holdAnswers(page);
    const release = await openWithAppHeld(page);
    await mark.click();
    await shell.getByTestId('student-row').nth(0).getByLabel('Absent').check();
    answers.release();
    release();
    await expect(page.getByTestId('marking-panel')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['A', 'P']);
  });

  test("no network: the phone's copy stands, and the app marks from it", async ({
    page,
    baseURL,
  }) => {
    const { shell, mark } = await phoneUsedOnce(page, baseURL!, 3);
    // Every call of the API unanswered, as on a phone without a signal.
    await page.route(/\/api\//, (route) => route.abort('internetdisconnected'));
    const release = await openWithAppHeld(page);

    await mark.click();
    const rows = shell.getByTestId('student-row');
    await expect(rows).toHaveCount(3);
    await rows.nth(0).getByLabel('Absent').check();
    await expect(shell.getByRole('status')).toHaveCount(0);

    release();
    const panel = page.getByTestId('marking-panel');
    await expect(panel.getByTestId('student-row')).toHaveCount(3);
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['A', 'P', 'P']);
  });

  test('signed out since the copy: the shell is gone as soon as the server refuses', async ({
    page,
    baseURL,
  }) => {
    const { klass, shell, mark } = await phoneUsedOnce(page, baseURL!, 2);
    await page.context().clearCookies();
    const subjects = await holdRequests(page, SUBJECTS);
    const release = await openWithAppHeld(page);

    await expect(mark).toBeVisible();
    subjects.release();
    // Gone before the app has even arrived, which then asks for a sign-in.
    await expect(shell).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(klass.subjectCode)).toHaveCount(0);
  });
});
