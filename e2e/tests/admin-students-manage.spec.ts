import type { Page } from '@playwright/test';
import type { StudentDto } from '@attendance/domain';
import { createStaff, studentFor, type PortalApi } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

// Add Student, Update Batch and Mark Inactive, driven through the real server.

let serial = 0;
/** Register numbers are unique campus-wide and each worker's database outlives a test. */
function tag(): string {
  serial += 1;
  return `${(Date.now() % 1_000_000).toString(36)}${process.pid % 1000}${serial}`.toUpperCase();
}

function inactivateBatch(api: PortalApi, batch: string) {
  const query = new URLSearchParams({ batch, reason: 'Course closed' });
  return api.call('POST', `/api/admin/students/inactives?${query}`);
}

async function studentsOf(api: PortalApi, batch: string) {
  const all = await api.call<StudentDto[]>('GET', '/api/admin/students');
  return all.filter((student) => student.batch === batch);
}

async function fillPerson(page: Page, registerNumber: string, name: string) {
  await page.getByLabel('Register Number').fill(registerNumber);
  await page.getByLabel('Student Name').fill(name);
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Type').selectOption('Lateral');
  await page.getByLabel('Student Phone').fill('9811122233');
  await page.getByLabel('Parent Phone').fill('9811122244');
}

test.describe('add student', () => {
  test('adds to an existing batch with its ordinals, and to a fresh batch with the prefix', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'CIVIL');
    const existing = `CIVIL${t}-2025`;
    await admin.api.addStudent({
      ...studentFor('CIVIL', existing, `${t}01`, 'First One'),
      year: 3,
      semester: 5,
    });
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/addstudent');

    await expect(page.getByRole('heading', { name: 'Add Student' })).toBeVisible();
    await expect(page.getByText('cannot be edited after the student is added')).toBeVisible();
    await expect(page.getByLabel('Department')).toHaveValue('CIVIL');
    await expect(page.getByLabel('Department')).toHaveAttribute('readonly', '');
    const submit = page.getByRole('button', { name: 'Add Student' });
    const message = page.getByTestId('status-message');
    await submit.click();
    await expect(message).toHaveText('⚠ Please fill in all the fields.');

    // Existing batch: year and semester come from the student already in it, as ordinals.
    await page.getByLabel('Batch', { exact: true }).selectOption(existing);
    await expect(page.getByLabel('Year')).toHaveValue('3rd Year');
    await expect(page.getByLabel('Semester')).toHaveValue('5th Semester');
    await expect(page.getByLabel('Year')).toHaveAttribute('readonly', '');
    await fillPerson(page, `${t}02`, 'Second Student');
    // Hold the request a moment so that 'Adding...' can be seen.
    await page.route('**/api/admin/students', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    await expect(message).toHaveText('✅ Student added successfully!');
    await expect(message).toHaveAttribute('data-tone', 'success');
    await expect(page.getByLabel('Register Number')).toHaveValue('');
    await expect(page.getByLabel('Register Number')).toBeFocused();
    // The next student is likely of the same class: batch and type stay, the person's go.
    await expect(page.getByLabel('Batch', { exact: true })).toHaveValue(existing);
    await expect(page.getByLabel('Year')).toHaveValue('3rd Year');
    await expect(page.getByLabel('Type')).toHaveValue('Lateral');
    await expect(page.getByLabel('Gender')).toHaveValue('');
    await expect(page.getByLabel('Student Name')).toHaveValue('');
    const second = (await studentsOf(admin.api, existing)).find(
      (s) => s.registerNumber === `${t}02`,
    );
    expect(second).toMatchObject({ year: 3, semester: 5, type: 'Lateral', gender: 'Male' });

    // The same register number again: the spec's words and the server's reason.
    await page.getByLabel('Batch', { exact: true }).selectOption(existing);
    await fillPerson(page, `${t}02`, 'Duplicate');
    await submit.click();
    await expect(message).toHaveText(
      `❌ Failed to add student. A student with register number ${t}02 already exists.`,
    );
    await expect(message).toHaveAttribute('data-tone', 'error');

    // A fresh batch is typed; the department is put in front of it.
    await page.getByLabel('Add Fresh Batch').check();
    await expect(page.getByText('add one student first')).toBeVisible();
    await page.getByLabel('Batch', { exact: true }).fill(`${t}-2031`);
    await page.getByLabel('Year').fill('1');
    await page.getByLabel('Semester').fill('2');
    await page.getByLabel('Register Number').fill(`${t}03`);
    await submit.click();
    await expect(message).toHaveText('✅ Student added successfully!');
    await expect(page.getByLabel('Add Fresh Batch')).not.toBeChecked();
    await expect(page.getByLabel('Batch', { exact: true })).toHaveValue(`CIVIL${t}-2031`);
    const fresh = await studentsOf(admin.api, `CIVIL${t}-2031`);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ year: 1, semester: 2, registerNumber: `${t}03` });
    // …and it now appears in the dropdown with its ordinals.
    await page.getByLabel('Batch', { exact: true }).selectOption(`CIVIL${t}-2031`);
    await expect(page.getByLabel('Year')).toHaveValue('1st Year');
    await expect(page.getByLabel('Semester')).toHaveValue('2nd Semester');

    // A typed batch that already names the department is kept as typed.
    await page.getByLabel('Add Fresh Batch').check();
    await page.getByLabel('Batch', { exact: true }).fill(`civil${t}-2032`);
    await page.getByLabel('Year').fill('1');
    await page.getByLabel('Semester').fill('1');
    await fillPerson(page, `${t}04`, 'Fourth Student');
    await submit.click();
    await expect(message).toHaveText('✅ Student added successfully!');
    expect(await studentsOf(admin.api, `civil${t}-2032`)).toHaveLength(1);
  });

  test('Go Back returns to the previous screen, or to /admin/students without one', async ({
    page,
    baseURL,
  }) => {
    const admin = await createStaff(baseURL!, 'Admin', 'CIVIL');
    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByRole('link', { name: 'Add Student' }).click();
    await expect(page).toHaveURL(/\/admin\/addstudent$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin/addstudent');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/admin\/students$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
  });

  test('is accessible in both themes, in both batch modes', async ({ page, baseURL }) => {
    const admin = await createStaff(baseURL!, 'Admin', 'CIVIL');
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/addstudent');
    await expect(page.getByLabel('Department')).toHaveValue('CIVIL');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'admin-add-student-desktop-light');
    await page.getByLabel('Add Fresh Batch').check();
    await expectAccessibleInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, 'admin-add-student-phone-light');
  });
});

test.describe('update batch', () => {
  test('proposes the next semester, confirms, and promotes only active students', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'ECE');
    const batch = `U${t}-2026`;
    for (const n of ['01', '02', '03', '04']) {
      await admin.api.addStudent(studentFor('ECE', batch, `${t}${n}`, `Promoted ${n}`));
    }
    const query = new URLSearchParams({ registerNumber: `${t}04`, reason: 'Transferred' });
    await admin.api.call('POST', `/api/admin/students/inactive-by-register?${query}`);
    await admin.api.addStudent(studentFor('ECE', `V${t}-2026`, `${t}V1`, 'Single One'));
    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByRole('link', { name: 'Update Batch' }).click();

    // The confirmation has an 'Update Batch' button too; this one is the form's.
    const update = page.locator('form').getByRole('button', { name: 'Update Batch' });
    const message = page.getByTestId('status-message');
    await update.click();
    await expect(message).toHaveText('Please select a batch');

    await page
      .getByLabel('Batch', { exact: true })
      .selectOption({ label: `${batch} (3 students)` });
    await expect(page.getByRole('option', { name: `V${t}-2026 (1 student)` })).toHaveCount(1);
    await expect(message).toHaveCount(0);
    await expect(page.getByTestId('current-year')).toHaveText('Current Year: 2');
    await expect(page.getByTestId('current-semester')).toHaveText('Current Semester: 3');
    await expect(page.getByLabel('New Year')).toHaveValue('2');
    await expect(page.getByLabel('New Semester')).toHaveValue('4');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'admin-update-batch-desktop-light');

    await page.getByLabel('New Year').selectOption('3');
    await page.getByLabel('New Semester').selectOption('5');
    await update.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm batch update' });
    await expect(dialog.getByTestId('confirm-details').getByRole('listitem')).toHaveText([
      `Batch: ${batch}`,
      'Students: 3',
      'Year: 2 → 3',
      'Semester: 3 → 5',
    ]);
    await expect(dialog).toContainText('This change cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(update).toBeFocused();
    expect((await studentsOf(admin.api, batch)).every((s) => s.semester === 3)).toBe(true);

    await update.click();
    await dialog.getByRole('button', { name: 'Update Batch' }).click();
    await expect(message).toHaveText('✅ Batch updated successfully!');
    await expect(page.getByTestId('current-semester')).toHaveText('Current Semester: 5');
    await expect(page.getByLabel('New Semester')).toHaveValue('6');
    const after = await studentsOf(admin.api, batch);
    expect(after.filter((s) => s.active).map((s) => [s.year, s.semester])).toEqual([
      [3, 5],
      [3, 5],
      [3, 5],
    ]);
    expect(after.find((s) => !s.active)).toMatchObject({ year: 2, semester: 3 });

    // The batch empties before the Admin confirms: the spec's error, with the server's reason.
    await update.click();
    await inactivateBatch(admin.api, batch);
    await dialog.getByRole('button', { name: 'Update Batch' }).click();
    await expect(message).toContainText('❌ Error updating batch');
    await expect(message).toHaveAttribute('data-tone', 'error');
  });
});

test.describe('mark inactive', () => {
  test('by batch: asks for both fields, confirms, and clears its messages after 3 s', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'MECH');
    const [batch, other] = [`I${t}-2024`, `J${t}-2024`];
    for (const n of ['01', '02']) {
      await admin.api.addStudent(studentFor('MECH', batch, `${t}I${n}`, `Leaving ${n}`));
    }
    await admin.api.addStudent(studentFor('MECH', other, `${t}J01`, 'Other One'));
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/updateinactive');
    await expectAccessibleInBothThemes(page);

    const message = page.getByTestId('status-message');
    const submit = page.getByRole('button', { name: 'Mark Batch Inactive' });
    await submit.click();
    await expect(message).toHaveText('⚠ Please select a batch and enter a reason');
    await expect(message).toBeHidden({ timeout: 4000 });
    await page
      .getByLabel('Batch', { exact: true })
      .selectOption({ label: `${batch} (2 students)` });
    await expect(page.getByRole('option', { name: `${other} (1 student)` })).toHaveCount(1);
    await submit.click();
    await expect(message).toHaveText('⚠ Please select a batch and enter a reason');

    await page.getByLabel('Reason').fill('Graduated early');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Mark the batch inactive?' });
    await expect(dialog.getByTestId('confirm-details').getByRole('listitem')).toHaveText([
      `Batch: ${batch}`,
      'Students: 2',
      'Reason: Graduated early',
    ]);
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(message).toHaveText(`✅ Students in batch ${batch} marked as inactive`);
    const shownAt = Date.now();
    await expect(message).toBeHidden({ timeout: 4500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    expect((await studentsOf(admin.api, batch)).every((s) => !s.active)).toBe(true);
    const options = page.getByLabel('Batch', { exact: true }).locator('option');
    await expect.poll(async () => (await options.allTextContents()).join('|')).not.toContain(batch);

    // The other batch empties before the confirmation: the spec's error.
    await page.getByLabel('Batch', { exact: true }).selectOption(other);
    await page.getByLabel('Reason').fill('Closed');
    await submit.click();
    await inactivateBatch(admin.api, other);
    await dialog.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(message).toContainText('❌ Error marking students inactive by batch');
    await expect(message).toHaveAttribute('data-tone', 'error');
    await expect(message).toBeHidden({ timeout: 4500 });
  });

  test('by register number: asks for both fields, confirms, and refuses a second time', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'MECH');
    await admin.api.addStudent(studentFor('MECH', `R${t}-2024`, `${t}R01`, 'Ravi Kumar'));
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/updateinactive');
    await page.getByRole('tab', { name: 'By Register Number' }).click();
    await expectAccessibleInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('theme-toggle').click();
    await snap(page, 'admin-mark-inactive-phone-dark');
    await page.getByTestId('theme-toggle').click();

    const message = page.getByTestId('status-message');
    const submit = page.getByRole('button', { name: 'Mark Student Inactive' });
    await page.getByLabel('Register Number', { exact: true }).fill(`${t}R01`);
    await submit.click();
    await expect(message).toHaveText('⚠ Please enter register number and reason');
    await expect(message).toBeHidden({ timeout: 4000 });

    await page.getByLabel('Reason').fill('Discontinued');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Mark the student inactive?' });
    await expect(dialog).toContainText(`Register Number: ${t}R01`);
    await expect(dialog).toContainText('Name: Ravi Kumar');
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(submit).toBeFocused();
    await submit.click();
    await dialog.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(message).toHaveText(`✅ Student ${t}R01 marked as inactive`);
    await expect(page.getByLabel('Register Number', { exact: true })).toHaveValue('');
    await expect(message).toBeHidden({ timeout: 4500 });

    await page.getByLabel('Register Number', { exact: true }).fill(`${t}R01`);
    await page.getByLabel('Reason').fill('Again');
    await submit.click();
    await dialog.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(message).toContainText('❌ Error marking student inactive by register number');
    await expect(message).toContainText('already inactive');
    await expect(message).toBeHidden({ timeout: 4500 });

    // The server's reason reads as its own sentence after the screen's words.
    await page.getByLabel('Register Number', { exact: true }).fill(`${t}NOPE`);
    await page.getByLabel('Reason').fill('Typo');
    await submit.click();
    await dialog.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(message).toHaveText(
      '❌ Error marking student inactive by register number: Student not found.',
    );
  });
});
