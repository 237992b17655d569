import { createStaff, registerStaff } from '../support/api';
import {
  expect,
  expectAccessibleInBothThemes,
  signIn,
  signOut,
  snap,
  test,
} from '../support/fixtures';
import { CAPTCHA } from '../support/portal';

test.describe('staff approval', () => {
  test('a new registration is told to wait, in green, and its sign-in fails in red until approved', async ({
    page,
    baseURL,
  }) => {
    const email = `wait.${Date.now()}@e2e.college`;
    await page.goto('/register');
    await page.getByLabel('Staff Name').fill('Tara Menon');
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Civil Engineering' }).click();
    await page.getByRole('combobox', { name: 'Designation' }).click();
    await page.getByRole('option', { name: 'Subject Staff' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('9876501234');
    await page.getByLabel('ID Card Number').fill('TARA-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Confirm & Register' }).click();
    const registered = page.getByTestId('status-message');
    await expect(registered).toHaveText(
      'Registration received. You can sign in once your department approves it.',
    );
    await expect(registered).toHaveAttribute('data-tone', 'success');
    await expect(page).toHaveURL(/\/login$/, { timeout: 7000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('ID Card Number').fill('TARA-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    const refused = page.getByTestId('status-message');
    await expect(refused).toHaveText('Sign-in failed: your registration is awaiting approval.');
    await expect(refused).toHaveAttribute('data-tone', 'error');
    const [red, green] = await refused.evaluate((el) =>
      getComputedStyle(el).color.match(/\d+/g)!.map(Number),
    );
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    await expect(page).toHaveURL(/\/login$/);
    await snap(page, 'login-awaiting-approval');

    // The HOD of CIVIL approves Tara on the approval screen; then she signs in.
    const hod = await createStaff(baseURL!, 'HOD', 'CIVIL');
    await signIn(page, hod.email, hod.idCardNumber);
    await page.getByRole('link', { name: 'Staff Approvals' }).click();
    await expect(page).toHaveURL(/\/hodpannel\/approvals$/);
    await page.getByRole('button', { name: 'Approve Tara Menon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Registration approved. Tara Menon',
    );
    await expect(page.getByTestId('no-pending')).toBeVisible();
    await signOut(page);
    await signIn(page, email, 'TARA-2026');
    await expect(page).toHaveURL(/\/staffpannel$/);
  });

  test("an Admin approves and rejects their department's registrations, each after a confirm", async ({
    page,
    baseURL,
  }) => {
    const admin = await createStaff(baseURL!, 'Admin', 'EEE', 'Door Keeper');
    const hodToBe = await registerStaff(baseURL!, 'HOD', 'EEE', 'Hari Prasad');
    const stranger = await registerStaff(baseURL!, 'Admin', 'EEE', 'Sam Outsider');
    await registerStaff(baseURL!, 'Subject_Staff', 'MBA', 'Other Department');

    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByRole('link', { name: 'Staff Approvals' }).click();
    await expect(page).toHaveURL(/\/admin\/approvals$/);
    const rows = page.getByTestId('pending-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Hari Prasad');
    await expect(rows.nth(0)).toContainText(hodToBe.email);
    await expect(rows.nth(0)).toContainText('HOD');
    await expect(rows.nth(1)).toContainText('Dept Admin Faculty');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'admin-approvals');

    // Cancel changes nothing.
    await page.getByRole('button', { name: 'Reject Sam Outsider' }).click();
    await expect(page.getByRole('dialog')).toContainText('Reject this registration?');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Reject Sam Outsider' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Registration rejected. Sam Outsider',
    );
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Approve Hari Prasad' }).click();
    await expect(page.getByRole('dialog')).toContainText('Approve this registration?');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('no-pending')).toHaveText('No registrations are waiting.');

    await signOut(page);
    await signIn(page, hodToBe.email, hodToBe.idCardNumber);
    await expect(page).toHaveURL(/\/hodpannel$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Email').fill(stranger.email);
    await page.getByLabel('ID Card Number').fill(stranger.idCardNumber);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      '❌ Invalid email or ID card number.',
    );
  });
});
