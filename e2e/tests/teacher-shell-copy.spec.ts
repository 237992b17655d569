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
    await rows.nth(2).getByLabel('Absent').check();
    await expectAccessible(page);

    answers.release();
    release();
    await expect(page.getByTestId('marking-panel')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'P', 'A']);
  });

  test("a class changed since the copy: the app shows the server's, with the marks tapped", async ({
    page,
    baseURL,
  }) => {
    const { klass, shell, mark } = await phoneUsedOnce(page, baseURL!, 2);
    // A student joins the class after the phone kept it.
    const joined = `${klass.students[0]!.registerNumber.slice(0, -3)}003`;
    await klass.admin.api.addStudent(studentFor('CSE', klass.batch, joined, 'Student 03'));
    await klass.admin.api.allocate(joined, [klass.subjectID]);
    // Both answers held, so the copy is drawn (a local server can answer before IndexedDB).
    const answers = await holdAnswers(page);
    const release = await openWithAppHeld(page);

    await mark.click();
    await expect(shell.getByTestId('student-row')).toHaveCount(2);
    await shell.getByTestId('student-row').nth(1).getByLabel('Absent').check();

    answers.release();
    release();
    const panel = page.getByTestId('marking-panel');
    await expect(panel.getByTestId('student-row')).toHaveCount(3);
    await expect(panel.getByTestId('student-row').nth(2)).toContainText('Student 03');
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'A', 'P']);
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
