import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import type { Portal } from '../support/portal';
import { arrangeMarkedSiblings, FAMILY_ENV, familySignIn } from '../support/family';
import { expectHeaderFits } from '../support/header-fit';
import { localOrigin, virtualAuthenticator } from '../support/passkeys';

// Students and parents (issue 50) on a 375 px phone, with codes read from the server log (no SMS
// gateway). A class of two subjects whose term runs from ten days ago to 30 days ahead, Maths in
// P1 every day; one Maths period held today.
test.use({
  portalEnv: FAMILY_ENV,
  viewport: { width: 375, height: 740 },
});

function arrangeFamily(baseURL: string) {
  return arrangeMarkedSiblings(baseURL, {
    register: 'F',
    pupil: 'Family Pupil',
    teacher: 'Anand',
    subjectCode: 'MA',
    subjectName: 'Maths',
    parentPrefix: '98',
  });
}

/** A new family; its first student signs in through the page. */
async function studentSignedIn(page: Page, baseURL: string, portal: Portal) {
  const family = await arrangeFamily(baseURL);
  const student = family.students[0]!;
  await familySignIn(page, portal, 'Student', student.registerNumber, `+91${student.phone}`);
  return { family, student };
}

test.describe('Students and parents', () => {
  test('a student signs in with a code and sees the budget on a phone, light and dark', async ({
    page,
    baseURL,
    portal,
  }) => {
    const { student } = await studentSignedIn(page, baseURL!, portal);
    await expect(page.getByRole('heading', { name: student!.studentName })).toBeVisible();
    const maths = page.getByRole('region', { name: 'Maths' });
    await expect(maths).toContainText('Held 1 · Attended 1');
    await expect(maths.getByTestId('subject-percentage')).toHaveText('100.00 %');
    // 1 held and attended, 30 still planned (today's P1 is held): ⌊31 − 0.75·31⌋ = 7.
    await expect(maths.getByTestId('budget-sentence')).toHaveText(
      'You can miss 7 more Maths periods this term and stay at 75 %.',
    );
    await expect(page.getByTestId('fetched-at')).toContainText('Fetched');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectHeaderFits(page);
    // From the keyboard: the theme toggle, then the header in dark, then back.
    await page.getByTestId('theme-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectHeaderFits(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await snap(page, 'family-student-home');
    await expectAccessibleInBothThemes(page);

    await maths.getByRole('link', { name: 'Every Maths period' }).click();
    await expect(page.getByTestId('held-period')).toHaveCount(1);
    await expect(page.getByTestId('month-calendar')).toContainText('P');
    await expectAccessibleInBothThemes(page);
  });

  test('a student adds a passkey and signs in with it from then on, with no code', async ({
    page,
    baseURL,
    portal,
  }) => {
    // Two sign-ins and the server's first WebAuthn ceremonies: minutes on a busy machine.
    test.setTimeout(180_000);
    const origin = localOrigin(baseURL!);
    const family = await arrangeFamily(baseURL!);
    const student = family.students[0]!;
    const phone = `+91${student.phone}`;
    await virtualAuthenticator(page);
    await familySignIn(page, portal, 'Student', student.registerNumber, phone, origin);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByLabel('Passkey name').fill('Pupil phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    // The server loads its WebAuthn library at the first ceremony: seconds on a busy machine.
    await expect(passkeys.getByTestId('family-passkey')).toContainText('Pupil phone', {
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/family$/);
    const codesBefore = portal
      .output()
      .split('\n')
      .filter((l) => l.includes(phone)).length;
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/family\/home/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: student.studentName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maths' })).toContainText('Held 1');
    expect(
      portal
        .output()
        .split('\n')
        .filter((l) => l.includes(phone)).length,
    ).toBe(codesBefore);
  });

  test('a parent of two switches between the children', async ({ page, baseURL, portal }) => {
    const family = await arrangeFamily(baseURL!);
    await familySignIn(page, portal, 'Parent', family.parentPhone, `+91${family.parentPhone}`);
    const [first, second] = family.students;
    await expect(page.getByRole('heading', { name: first!.studentName })).toBeVisible();
    await expectHeaderFits(page);
    const child = page.getByLabel('Child');
    await child.focus();
    await child.selectOption({ label: `${second!.studentName} (${second!.registerNumber})` });
    await expect(page.getByRole('heading', { name: second!.studentName })).toBeVisible();
    const maths = page.getByRole('region', { name: 'Maths' });
    await expect(maths).toContainText('Held 1 · Attended 0');
    // Below the line: 0.75·1 − 0 = 0.75 → attend the next ⌈0.75 / 0.25⌉ = 3.
    await expect(maths.getByTestId('budget-sentence')).toHaveText(
      'Attend the next 3 Maths periods to reach 75 %.',
    );
    await expectAccessibleInBothThemes(page);
  });

  test('the last home shows offline with the time it was fetched', async ({
    page,
    baseURL,
    portal,
    context,
  }) => {
    await studentSignedIn(page, baseURL!, portal);
    await expect(page.getByTestId('budget-sentence')).toBeVisible();
    await context.route('**/api/family/students/**', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.reload();
    await expect(page.getByTestId('fetched-at')).toContainText(
      'Offline: the copy saved on this phone, fetched',
    );
    await expect(page.getByTestId('budget-sentence')).toHaveText(
      'You can miss 7 more Maths periods this term and stay at 75 %.',
    );
  });

  test("the Admin sees who signed in, ends a phone's sessions and switches the side off", async ({
    page,
    baseURL,
    portal,
  }) => {
    const { family, student } = await studentSignedIn(page, baseURL!, portal);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await familySignIn(page, portal, 'Student', student!.registerNumber, `+91${student!.phone}`);
    await page.context().clearCookies();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, family.admin.email, family.admin.idCardNumber);
    await page.getByRole('link', { name: 'Students and parents' }).click();
    const side = page.getByRole('switch', { name: /Students and parents of CSE may sign in/ });
    await expect(side).toBeChecked();
    await expect(page.getByTestId('sms-note')).toHaveText(
      'SMS: codes go to the server log: for trying it out only',
    );
    const sessions = page.getByRole('table', { name: 'Student and parent sessions' });
    await expect(sessions).toContainText(`+91${student!.phone}`);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('button', { name: `End sessions of +91${student!.phone}` }).click();
    await expect(page.getByText('Sessions of this phone ended.')).toBeVisible();
    // Other tests' students of CSE may still be signed in: this phone's row is gone.
    await expect(
      page.getByRole('button', { name: `End sessions of +91${student!.phone}` }),
    ).toBeHidden();
    await side.click({ force: true });
    await expect(side).not.toBeChecked();
  });
});
