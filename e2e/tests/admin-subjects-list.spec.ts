import type { Page } from '@playwright/test';
import { createStaff, studentFor, subjectFor, uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

// One test records attendance on an old date (2024-06-03), far beyond the default backfill.
test.use({ portalEnv: { MARKING_BACKFILL_DAYS: '36500' } });

const status = (page: Page) => page.getByTestId('status-message');
const row = (page: Page, id: number) => page.getByTestId(`subject-row-${id}`);

test.describe('Admin subjects: Subject List', () => {
  test('Subject List: inline edit with its checks and the changed-fields confirm', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const [first, second] = [`CSE-EA${t}`, `CSE-EB${t}`];
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await admin.api.addStudent(studentFor('CSE', first, `EA${t}01`, 'Bala'));
    await admin.api.addStudent({
      ...studentFor('CSE', second, `EB${t}01`, 'Chitra'),
      year: 3,
      semester: 5,
    });
    const a = (await admin.api.addSubject(subjectFor(first, `DS${t}`, 'Data Structures'))).subject;
    const b = (
      await admin.api.addSubject(
        subjectFor(second, `DB${t}`, 'Databases', { year: 3, semester: 5 }),
      )
    ).subject;
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectlist');

    await page.getByLabel('Filter by batch').selectOption(first);
    await expect(page.getByRole('columnheader')).toHaveText([
      'S No',
      'Subject ID',
      'Subject Code',
      'Subject Name',
      'Batch',
      'Year/Semester',
      'Elective',
      'Actions',
    ]);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, a.subjectID)).toContainText(
      `1${a.subjectID}DS${t}Data Structures${first}2 / 3No`,
    );
    await page.getByLabel('Filter by batch').selectOption('All batches');

    await page.getByRole('button', { name: `Edit DS${t} Data Structures` }).click();
    const editor = row(page, a.subjectID);
    await expect(editor.getByLabel('Subject Code')).toBeFocused();
    await editor.getByLabel('Subject Name').fill('  ');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText('⚠ Please fill all fields before updating.');
    await editor.getByLabel('Subject Name').fill('Data Structures');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(status(page)).toHaveText('⚠ No changes detected.');

    await editor.getByLabel('Subject Name').fill('Advanced Data Structures');
    await editor.getByLabel('Batch').selectOption(second);
    await expect(editor.getByLabel('Year')).toHaveValue('3');
    await expect(editor.getByLabel('Semester')).toHaveValue('5');
    await editor.getByLabel('Elective').check();
    await editor.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: `Update subject DS${t}?` });
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Subject Name: Data Structures → Advanced Data Structures',
      `Batch: ${first} → ${second}`,
      'Year: 2 → 3',
      'Semester: 3 → 5',
      'Elective: No → Yes',
    ]);
    await expect(dialog).toContainText('Do you want to update?');
    await snap(page, 'subject-list-edit-confirm-desktop-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.getByRole('button', { name: 'Save' })).toBeFocused();

    // Enter in a text field saves, as in a form.
    await editor.getByLabel('Subject Name').press('Enter');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(status(page)).toHaveText('Subject updated successfully');
    await expect(
      page.getByRole('button', { name: `Edit DS${t} Advanced Data Structures` }),
    ).toBeFocused();
    const subjects = await admin.api.call<
      { subjectID: number; isElective: boolean; batch: string }[]
    >('GET', '/api/subjects/getSubject');
    expect(subjects.find((s) => s.subjectID === a.subjectID)).toMatchObject({
      isElective: true,
      batch: second,
    });

    // Both subjects are in the second batch now; giving the other one the same code is a duplicate.
    await page.getByLabel('Filter by batch').selectOption(second);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByRole('button', { name: `Edit DB${t} Databases` }).click();
    await row(page, b.subjectID).getByLabel('Subject Code').fill(`DS${t}`);
    await row(page, b.subjectID).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
    await expect(status(page)).toHaveText(
      `❌ Failed to update subject: Subject DS${t} already exists for batch ${second} in CSE.`,
    );
    // Escape leaves the editor without saving.
    await row(page, b.subjectID).getByLabel('Subject Code').press('Escape');
    await expect(row(page, b.subjectID)).toContainText(`DB${t}Databases`);
    await expect(page.getByRole('button', { name: `Edit DB${t} Databases` })).toBeFocused();
    await expectAccessibleInBothThemes(page);
  });

  test('Subject List: delete with confirm, and the refusal of a subject with attendance', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-DL${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    const hod = await createStaff(baseURL!, 'HOD', 'CSE');
    const teacher = await createStaff(baseURL!, 'Subject_Staff', 'CSE');
    const registerNumber = `DL${t}01`;
    await admin.api.addStudent(studentFor('CSE', batch, registerNumber, 'Devi'));
    const spare = (await admin.api.addSubject(subjectFor(batch, `SP${t}`, 'Spare Subject')))
      .subject;
    const taught = (await admin.api.addSubject(subjectFor(batch, `TA${t}`, 'Taught Subject')))
      .subject;
    await admin.api.allocate(registerNumber, [taught.subjectID]);
    await hod.api.assign(teacher.staff.staffID, taught.subjectID);
    await teacher.api.call('POST', '/api/attendance/mark', [
      { subjectID: taught.subjectID, date: '2024-06-03', period: 1, registerNumber, status: 'P' },
    ]);

    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectlist');
    await page.getByLabel('Filter by batch').selectOption(batch);
    const deleteSpare = page.getByRole('button', { name: `Delete SP${t} Spare Subject` });
    await deleteSpare.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this subject?' });
    await expect(dialog.getByTestId('confirm-details')).toContainText(`Subject CodeSP${t}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteSpare).toBeFocused();
    await expect(row(page, spare.subjectID)).toBeVisible();

    await deleteSpare.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Subject deleted successfully' }),
    ).toBeVisible();
    await expect(row(page, spare.subjectID)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Subject List' })).toBeFocused();

    await page.getByRole('button', { name: `Delete TA${t} Taught Subject` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          '❌ Failed to delete subject: This subject has recorded attendance and cannot be deleted.',
      }),
    ).toBeVisible();
    await expect(row(page, taught.subjectID)).toBeVisible();
  });

  test('Subject List: loading, failure and empty states; common subjects of others are read-only', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `ECE-CM${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    const other = await createStaff(baseURL!, 'Admin', 'ECE');
    const common = (
      await other.api.addSubject(
        subjectFor(batch, `CM${t}`, 'Soft Skills', { department: 'all', isCommon: true }),
      )
    ).subject;
    await signIn(page, admin.email, admin.idCardNumber);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/subjects/getSubject', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/subjectlist');
    await expect(page.getByLabel('Loading subjects')).toBeVisible();
    release();
    await page.getByLabel('Filter by batch').selectOption(batch);
    await expect(row(page, common.subjectID)).toContainText('Common');
    await expect(row(page, common.subjectID)).toContainText('Managed by ECE');
    await expect(row(page, common.subjectID).getByRole('button')).toHaveCount(0);
    await page.unroute('**/api/subjects/getSubject');

    await page.route('**/api/subjects/getSubject', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.getByTestId('empty-message')).toHaveText('No subjects found.');
    await page.unroute('**/api/subjects/getSubject');

    await page.route('**/api/subjects/getSubject', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.reload();
    // Queries retry a server error twice before giving up.
    await expect(status(page)).toHaveText('Failed to fetch subjects', { timeout: 15_000 });
    await expect(status(page)).toHaveAttribute('data-tone', 'error');
  });
});
