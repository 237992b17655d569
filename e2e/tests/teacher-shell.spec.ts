import { arrangeClass, rowStatuses } from '../support/classroom';
import { expect, expectAccessible, signIn, signOut, test } from '../support/fixtures';
import { forgetPhoneCopies, openWithAppHeld } from '../support/phone';

// The app's code is held back below by routing it; a service worker would serve it unseen.
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

test.describe('The teacher shell before the app has arrived', () => {
  test('a status tapped on the shell is kept by the app and submitted', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 4);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    const release = await openWithAppHeld(page);

    const shell = page.locator('#teacher-shell');
    await shell.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    const rows = shell.getByTestId('student-row');
    await expect(rows).toHaveCount(4);
    await expect(
      shell.getByRole('heading', { name: `Mark attendance: ${klass.subjectCode} Data Structures` }),
    ).toBeVisible();
    await rows.nth(1).getByLabel('Absent').check();
    await rows.nth(3).getByText('Student 04').click(); // one tap: Absent
    await rows.nth(3).getByText('Student 04').click(); // two taps: On Duty
    await expect(rows.nth(3)).toHaveAttribute('data-status', 'OD');
    await expectAccessible(page);
    // Submit before the app has arrived: the tap waits for it.
    await shell.getByRole('button', { name: 'Submit Attendance' }).click();

    release();
    await expect(page.getByTestId('marking-panel')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect.poll(() => rowStatuses(page)).toEqual(['P', 'A', 'P', 'OD']);
    // The queued Submit reached the app's checks: the period is still to be chosen.
    await expect(page.getByTestId('marking-panel').getByTestId('status-message')).toHaveText(
      'Please check staff, subject, period, or student list.',
    );

    await page.getByLabel('Period').selectOption('2');
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByTestId('status-message').first()).toContainText(
      'Attendance submitted successfully',
    );
    const stored = await klass.teacher.api.call<{ registerNumber: string; status: string }[]>(
      'GET',
      `/api/attendance/view?subjectID=${klass.subjectID}`,
    );
    expect(stored.map((r) => r.status)).toEqual(['P', 'A', 'P', 'OD']);
  });

  test('the shell in the dark scheme, kept until touched, and gone once the app shows the subjects', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 2);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    const release = await openWithAppHeld(page);

    const shell = page.locator('#teacher-shell');
    await expect(shell.getByRole('heading', { name: 'Mark Attendance' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page);

    release();
    // The app starts only once the teacher has touched the page (issue 56): a first look at the
    // subjects runs nothing but the shell, however long it lasts (the app's pause is 1.5 s).
    await page.waitForTimeout(2500);
    await expect(shell).toHaveCount(1);
    await expect(page.locator('#root > *')).toHaveCount(0);
    await shell.getByRole('heading', { name: 'Mark Attendance' }).click();
    await expect(shell).toHaveCount(0);
    await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    await expect(page.getByTestId('marking-panel').getByTestId('student-row')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: /Mark attendance: / })).toBeFocused();
  });

  test('a teacher who chose Tamil gets the shell in Tamil (issue 53)', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 2);
    await klass.teacher.api.call('PUT', '/api/auth/language', { language: 'ta' });
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    // The app speaks Tamil and keeps the shell's words of it on the phone.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('teacherShellWords')?.includes('"language":"ta"')),
      )
      .toBe(true);
    const release = await openWithAppHeld(page);

    const shell = page.locator('#teacher-shell');
    await expect(shell.getByRole('heading', { name: 'வருகையைக் குறி' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await shell.getByRole('button', { name: `${klass.subjectCode} வருகையைக் குறி` }).click();
    await expect(shell.getByTestId('student-row')).toHaveCount(2);
    await expect(shell.getByRole('radio', { name: 'வரவில்லை' })).toHaveCount(2);
    await expect(shell.getByRole('button', { name: 'வருகையைச் சமர்ப்பி' })).toBeVisible();
    await expectAccessible(page);

    release();
    await expect(shell).toHaveCount(0);
    await expect(page.getByTestId('marking-panel').getByTestId('student-row')).toHaveCount(2);
  });

  test('the next start asks for the class beside the subjects; signing out forgets it', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    const subjects = /\/api\/attendance\/subjects\/\d+$/;
    const classes = /\/api\/attendance\/students\?/;
    // The next subjects' answer is held back while `pending`: a class asked for meanwhile was
    // asked for ahead.
    let hold = false;
    let pending = false;
    let release = () => {};
    await page.route(subjects, async (route) => {
      if (hold) {
        hold = false;
        pending = true;
        await new Promise<void>((resolve) => (release = resolve));
        pending = false;
      }
      await route.continue();
    });
    const early: string[] = [];
    page.on('request', (r) => {
      if (pending && classes.test(r.url())) early.push(r.url());
    });

    // The first start of this phone knows no class: it asks only once the subjects are in.
    // (Leaving the app stops its own reads; the copies it kept would draw the class at once.)
    await forgetPhoneCopies(page);
    hold = true;
    await page.goto('/staffpannel', { waitUntil: 'commit' });
    await expect.poll(() => pending).toBe(true);
    await page.waitForTimeout(1_500);
    expect(early).toEqual([]);
    release();
    await expect(
      page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }),
    ).toBeVisible();

    // The next start asks for it at once, before the subjects have answered.
    hold = true;
    await page.reload({ waitUntil: 'commit' });
    await expect
      .poll(() => early)
      .toEqual([expect.stringContaining(`subjectId=${klass.subjectID}`)]);
    release();
    await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    await expect(page.getByTestId('student-row')).toHaveCount(3);

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('teacherShellClasses'))).toBeNull();
  });
});
