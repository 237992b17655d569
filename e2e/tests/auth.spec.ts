import { createStaff } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { CAPTCHA } from '../support/portal';

test.describe('splash, sign-in and registration', () => {
  test('the splash types the campus name, rotates its messages and goes to login after 6 s', async ({
    page,
  }) => {
    await page.goto('/');
    const message = page.getByTestId('splash-message');
    await expect(message).toHaveText('Connecting to server');
    await expect(message).toHaveText('Processing data', { timeout: 2500 });
    await expect(message).toHaveText('Loading portal', { timeout: 2500 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Attendance Portal');
    await expect(page).toHaveURL(/\/login$/, { timeout: 7000 });
  });

  test('registers through the CAPTCHA step, then returns to login after 5 s', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Please fill in all the fields before continuing',
    );

    await page.getByLabel('Staff Name').fill('Nila Varma');
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Mechanical Engineering' }).click();
    await page.getByRole('combobox', { name: 'Designation' }).click();
    await page.getByRole('option', { name: 'Dept Admin Faculty' }).click();
    await page.getByLabel('Email').fill(`nila.${Date.now()}@e2e.college`);
    await page.getByLabel('Phone').fill('9876501234');
    await page.getByLabel('ID Card Number').fill(`NILA-${Date.now()}`);
    await page.getByRole('button', { name: 'Register' }).click();

    const firstCaptcha = await page.getByTestId('captcha-image').getAttribute('src');
    await page.getByLabel('Enter the CAPTCHA').fill('WRONG1');
    await page.getByRole('button', { name: 'Confirm & Register' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Captcha does not match, please try again.',
    );
    await expect(page.getByLabel('Enter the CAPTCHA')).toHaveValue('');
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('src', firstCaptcha ?? '');

    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA.toLowerCase());
    await page.getByRole('button', { name: 'Confirm & Register' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Registration received. You can sign in once your department approves it.',
    );
    await expect(page.getByTestId('status-message')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByLabel('Staff Name')).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/, { timeout: 7000 });
  });

  test('refuses empty and wrong credentials with the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Please enter both email and ID card number',
    );
    await page.getByLabel('Email').fill('nobody@e2e.college');
    await page.getByLabel('ID Card Number').fill('NOPE');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      '❌ Invalid email or ID card number.',
    );
    await expect(page.getByTestId('status-message')).toHaveAttribute('data-tone', 'error');
    const [red, green] = await page
      .getByTestId('status-message')
      .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number));
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
  });

  test('Cancel returns to the form and clears the message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@e2e.college');
    await page.getByLabel('ID Card Number').fill('X1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Enter the CAPTCHA').fill('BAD000');
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    await expect(page.getByTestId('status-message')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByTestId('status-message')).toHaveCount(0);
  });

  test('signs each designation in to its home, guards the other homes, and logs out', async ({
    page,
    baseURL,
  }) => {
    const homes = {
      Admin: /\/admin$/,
      HOD: /\/hodpannel$/,
      Subject_Staff: /\/staffpannel$/,
    } as const;
    for (const designation of ['Admin', 'HOD', 'Subject_Staff'] as const) {
      const account = await createStaff(baseURL!, designation, 'ECE', `Guard ${designation}`);
      await signIn(page, account.email, account.idCardNumber);
      await expect(page).toHaveURL(homes[designation]);
      await expect(page.getByTestId('staff-name')).toHaveText(`Guard ${designation}`);
      // Cut on a phone, the whole name stays readable as the title.
      await expect(page.getByTestId('staff-name')).toHaveAttribute('title', `Guard ${designation}`);
      const stored = await page.evaluate(() => localStorage.getItem('staff'));
      expect(JSON.parse(stored!)).toMatchObject({ designation, department: 'ECE' });
      expect(stored).not.toContain(account.idCardNumber);
      // A signed-in user opening /login or /register goes home.
      await page.goto('/register');
      await expect(page).toHaveURL(homes[designation]);
      // Another designation's screen, or an unknown path, goes to /login (and from there home).
      const foreign = designation === 'Admin' ? '/hodpannel' : '/admin/addstudent';
      await page.goto(foreign);
      await expect(page).toHaveURL(homes[designation]);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('staff'))).toBeNull();
      await page.goto('/staffpannel/viewattendance');
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a signed-out page load keeps the console free of errors (no 401 from the session check)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const session = page.waitForResponse('**/api/auth/session');
    await page.goto('/login');
    expect((await session).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/staffpannel');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Register header keeps the logo beside the campus name on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/register');
    const logo = page.getByRole('img', { name: 'College logo' });
    const title = page.getByTestId('campus-title');
    await expect(title).not.toBeEmpty();
    const logoBox = (await logo.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    expect(Math.round(logoBox.width)).toBe(44);
    expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(titleBox.x);
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(logoBox) - middle(titleBox))).toBeLessThanOrEqual(4);
  });

  test('a session ended on the server sends the user to login', async ({
    page,
    baseURL,
    context,
  }) => {
    const account = await createStaff(baseURL!, 'HOD', 'CIVIL');
    await signIn(page, account.email, account.idCardNumber);
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('dark mode survives a reload and applies before the first paint', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    let schemeAtFirstPaint = '';
    page.on('domcontentloaded', async () => {
      schemeAtFirstPaint =
        (await page.locator('html').getAttribute('data-mantine-color-scheme')) ?? '';
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(schemeAtFirstPaint).toBe('dark');
    await page.getByTestId('theme-toggle').click();
  });

  test('login, register and splash are accessible in both themes, on a phone too', async ({
    page,
  }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleInBothThemes(page);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await snap(page, 'login-auth-phone-light');
    await page.goto('/register');
    await page.getByTestId('theme-toggle').click();
    await snap(page, 'register-phone-dark');
    await page.getByTestId('theme-toggle').click();
  });
});
