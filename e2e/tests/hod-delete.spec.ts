import { createStaff } from '../support/api';
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  signIn,
  test,
} from '../support/fixtures';

/** Three subjects of a fresh batch, all assigned to one teacher. */
async function arrange(baseURL: string) {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await createStaff(baseURL, 'Admin', 'ECE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'ECE', `Head ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'ECE', `Devi ${tag}`);
  const batch = `ECE2022-2026-${tag}`;
  // Listed by subject code, so the rows appear in this order.
  const codes = ['AS', 'BE', 'CV'].map((c) => `${c}${tag}`);
  for (const code of codes) {
    const { subject } = await admin.api.addSubject({
      subjectCode: code,
      subjectName: `Subject ${code}`,
      batch,
      year: 3,
      semester: 5,
      department: 'ECE',
    });
    await hod.api.assign(teacher.staff.staffID, subject.subjectID);
  }
  return { hod, teacher, batch, codes: codes as [string, string, string] };
}

test.describe('HOD Delete Assigned List', () => {
  test('deletes after a confirm, and both messages clear after 3 s', async ({ page, baseURL }) => {
    const { hod, teacher, batch, codes } = await arrange(baseURL!);
    const [first, second, third] = codes;
    await signIn(page, hod.email, hod.idCardNumber);
    await page.goto('/hodpannel/deleteassignedlist');
    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: batch }).click();
    const rows = page.getByTestId('assignment-row');
    await expect(rows).toHaveCount(3);
    await expectAccessibleInBothThemes(page);

    const deleteFirst = page.getByRole('button', { name: `Delete ${first}` });
    await deleteFirst.click();
    const dialog = page.getByRole('dialog', { name: 'Delete assignment?' });
    await expect(dialog).toContainText(teacher.staff.staffName);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(3);
    await expect(deleteFirst).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const done = page.getByText('✅ Assignment deleted successfully');
    await expect(done).toBeVisible();
    const shownAt = Date.now();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: first })).toHaveCount(0);
    // Focus moves on to the next row's Delete.
    await expect(page.getByRole('button', { name: `Delete ${second}` })).toBeFocused();
    await expect(done).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    const left = await hod.api.call<{ subject: { subjectCode: string } }[]>(
      'GET',
      '/api/staff-subject/all',
    );
    expect(left.map((a) => a.subject.subjectCode)).not.toContain(first);

    await page.route('**/api/staff-subject/delete**', (route) => route.fulfill({ status: 500 }));
    await page.getByRole('button', { name: `Delete ${third}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const failed = page.getByText('❌ Failed to delete assignment');
    await expect(failed).toBeVisible();
    const failedAt = Date.now();
    await expect(rows).toHaveCount(2);
    await expect(failed).toBeHidden({ timeout: 5000 });
    expect(Date.now() - failedAt).toBeGreaterThan(2000);
  });
});
