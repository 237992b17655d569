import type { Page } from '@playwright/test';
import { createStaff, studentFor, subjectFor, uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

const status = (page: Page) => page.getByTestId('status-message');
const row = (page: Page, id: number) => page.getByTestId(`subject-row-${id}`);

test.describe('Admin subjects', () => {
  test('Add Subject: missing fields clear after 5 s, confirm lists the details, duplicate refused', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-AS${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE', `Add Subject ${t}`);
    await admin.api.addStudent(studentFor('CSE', batch, `AS${t}01`, 'Asha Nair'));
    await page.clock.install();
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/addsubject');
    await expect(page.getByRole('heading', { name: 'Add Subject', level: 1 })).toBeVisible();

    const addButton = page
      .getByRole('main')
      .getByRole('button', { name: 'Add Subject', exact: true });
    // The page's clock stands still from before the click, so the 5 s are the page's own and
    // not the real time a slow machine spends between the click and the checks.
    await page.clock.pauseAt(Date.now() + 2000);
    await addButton.click();
    await expect(status(page)).toHaveText(
      '⚠ Please fill the following fields: Subject Code, Subject Name, Batch, Year, Semester',
    );
    await expect(page.getByLabel('Subject Code')).toBeFocused();
    await page.clock.fastForward(4000);
    await expect(status(page)).toBeVisible();
    await page.clock.fastForward(1500);
    await expect(status(page)).toHaveCount(0);
    await page.clock.resume();

    await page.getByLabel('Subject Code').fill(`CS${t}`);
    await page.getByLabel('Subject Name').fill('Operating Systems');
    await addButton.click();
    await expect(status(page)).toHaveText(
      '⚠ Please fill the following fields: Batch, Year, Semester',
    );
    await expect(page.getByLabel('Batch', { exact: true })).toBeFocused();

    await page.getByLabel('Batch', { exact: true }).selectOption(batch);
    await expect(page.getByLabel('Year')).toHaveValue('2nd Year');
    await expect(page.getByLabel('Semester')).toHaveValue('3rd Semester');
    await expect(page.getByRole('textbox', { name: 'Department' })).toHaveValue('CSE');
    await page.getByLabel('Common subject (all departments)').check();
    await expect(page.getByRole('textbox', { name: 'Department' })).toHaveValue('all');
    await page.getByLabel('Common subject (all departments)').uncheck();
    await expect(page.getByRole('textbox', { name: 'Department' })).toHaveValue('CSE');
    await page.getByLabel('Elective subject').check();

    // Cancel leaves the form as it was and focus on the button that opened the dialog.
    await addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm subject details' });
    await expect(dialog.getByTestId('confirm-details')).toContainText(`Subject Code${`CS${t}`}`);
    await expect(dialog.getByTestId('confirm-details')).toContainText('Year2nd Year');
    await expect(dialog.getByTestId('confirm-details')).toContainText('DepartmentCSE');
    await expect(dialog.getByTestId('confirm-details')).toContainText('ElectiveYes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();

    await addButton.click();
    await dialog.getByRole('button', { name: 'Add Subject' }).click();
    await expect(status(page)).toHaveText('Subject added successfully');
    await expect(status(page)).toHaveAttribute('data-tone', 'success');
    await expect(page.getByLabel('Subject Code')).toHaveValue('');
    await expect(page.getByLabel('Subject Code')).toBeFocused();
    await expect(page.getByLabel('Batch', { exact: true })).toHaveValue(batch);
    const saved = await admin.api.call<{ subjectCode: string; isElective: boolean }[]>(
      'GET',
      '/api/subjects/getSubject',
    );
    expect(saved.find((s) => s.subjectCode === `CS${t}`)).toMatchObject({ isElective: true });

    // The same code again in the same batch is a duplicate; the server says why.
    await page.getByLabel('Subject Code').fill(`CS${t}`);
    await page.getByLabel('Subject Name').fill('Operating Systems again');
    await addButton.click();
    await dialog.getByRole('button', { name: 'Add Subject' }).click();
    await expect(status(page)).toHaveText(
      `❌ Failed to add subject: Subject CS${t} already exists for batch ${batch} in CSE.`,
    );
    await expect(status(page)).toHaveAttribute('data-tone', 'error');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'add-subject-desktop-light');

    await page.getByRole('link', { name: 'View Subject List' }).click();
    await expect(page).toHaveURL(/\/admin\/subjectlist$/);
  });

  test('both subject screens work on a 375 px phone, where subjects are cards', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-PH${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await admin.api.addStudent(studentFor('CSE', batch, `PH${t}01`, 'Farah'));
    const physics = (await admin.api.addSubject(subjectFor(batch, `PH${t}`, 'Physics'))).subject;
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/addsubject');
    await expect(page.getByLabel('Batch', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);

    await page.goto('/admin/subjectlist');
    await page.getByLabel('Filter by batch').selectOption(batch);
    const card = row(page, physics.subjectID);
    await expect(card).toContainText(`1. PH${t} — Physics`);
    await expect(card).toContainText('Year/Semester: 2 / 3');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'subject-list-phone-light');
    await card.getByRole('button', { name: `Edit PH${t} Physics` }).click();
    await expect(card.getByLabel('Subject Code')).toBeFocused();
    await card.getByLabel('Subject Name').fill('Applied Physics');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
    await expect(status(page)).toHaveText('Subject updated successfully');
    await expect(card).toContainText(`1. PH${t} — Applied Physics`);
    await expect(card.getByRole('button', { name: `Edit PH${t} Applied Physics` })).toBeFocused();
  });
});
