import type { Page } from '@playwright/test';
import { addSubject, createStaff, studentFor, uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

const counterText = (page: Page) => page.getByTestId('selected-count');
const subjectBoxes = (page: Page) =>
  page.getByRole('group', { name: 'Eligible subjects' }).getByRole('checkbox');

test.describe('Admin allocations', () => {
  test('Subject Allocation: eligible subjects only, select-all, counter, hints, allocate', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const [batch, otherBatch] = [`CSE-AL${t}`, `CSE-AO${t}`];
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    const ece = await createStaff(baseURL!, 'Admin', 'ECE');
    await admin.api.addStudent(studentFor('CSE', batch, `AL${t}02`, 'Naveen'));
    await admin.api.addStudent(studentFor('CSE', batch, `AL${t}01`, 'Meera'));
    await admin.api.addStudent(studentFor('CSE', otherBatch, `AO${t}01`, 'Omar'));
    const own: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      own.push(await addSubject(admin, batch, `AL${String(i).padStart(2, '0')}`, `Subject ${i}`));
    }
    await addSubject(ece, batch, 'ALC', 'Common English', { department: 'all', isCommon: true });
    // Not eligible: another semester, another batch, another department's own subject.
    await addSubject(admin, batch, 'XSEM', 'Wrong Semester', { semester: 4 });
    await addSubject(admin, otherBatch, 'XBAT', 'Wrong Batch');
    await addSubject(ece, batch, 'XDEP', 'Wrong Department');

    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectallocation');
    await page.getByLabel('Filter by batch').selectOption(batch);
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(`AL${t}01 — Meera`);
    await page.getByRole('radio', { name: `AL${t}01 — Meera` }).check();

    await expect(subjectBoxes(page)).toHaveCount(12);
    const panel = page.getByRole('region', { name: 'Subjects' });
    await expect(panel).toContainText('ALC — Common English');
    for (const code of ['XSEM', 'XBAT', 'XDEP']) await expect(panel).not.toContainText(code);
    const allocateButton = page.getByRole('button', { name: 'Allocate' });
    await expect(counterText(page)).toHaveText('0 of 12 selected');
    await expect(allocateButton).toBeDisabled();
    await expect(page.getByTestId('minimum-hint')).toHaveText(
      'Select at least 1 subject to allocate.',
    );
    await expect(page.getByTestId('too-many-hint')).toHaveCount(0);

    await page.getByLabel('AL01 — Subject 1').check();
    await expect(counterText(page)).toHaveText('1 of 12 selected');
    await expect(allocateButton).toBeEnabled();
    await page.getByLabel('Select all').check();
    await expect(counterText(page)).toHaveText('12 of 12 selected');
    await expect(page.getByTestId('too-many-hint')).toContainText('Too many subjects?');
    await page.getByLabel('AL10 — Subject 10').uncheck();
    await page.getByLabel('AL11 — Subject 11').uncheck();
    await expect(counterText(page)).toHaveText('10 of 12 selected');
    await expect(page.getByTestId('too-many-hint')).toHaveCount(0);
    await page.getByLabel('AL11 — Subject 11').check();
    await expect(counterText(page)).toHaveText('11 of 12 selected');
    await expect(page.getByTestId('too-many-hint')).toBeVisible();
    await page.getByLabel('Select all').click();
    await expect(page.getByLabel('Select all')).toBeChecked();
    await page.getByLabel('Select all').uncheck();
    await expect(counterText(page)).toHaveText('0 of 12 selected');
    await expect(allocateButton).toBeDisabled();

    // With the keyboard alone: Space ticks a subject, Enter on the button allocates.
    await page.getByLabel('AL01 — Subject 1').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('ALC — Common English').focus();
    await page.keyboard.press('Space');
    await expect(counterText(page)).toHaveText('2 of 12 selected');
    await allocateButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('status-message')).toHaveText(
      '✅ Subjects allocated successfully for Meera',
    );
    await expect(counterText(page)).toHaveText('0 of 12 selected');
    await expect(page.getByRole('heading', { name: 'Subjects for Meera' })).toBeFocused();
    await expect(panel.getByText('Already allocated')).toHaveCount(2);

    // The subject went away meanwhile (another Admin deleted it): the server's reason is shown.
    await admin.api.call('DELETE', `/api/subjects/deleteSubject/${own[10]}`);
    await page.getByLabel('AL11 — Subject 11').check();
    await allocateButton.click();
    await expect(page.getByTestId('status-message')).toHaveText(
      `❌ Failed to allocate subjects: Subject ${own[10]} does not exist.`,
    );
    await expect(page.getByTestId('status-message')).toHaveAttribute('data-tone', 'error');

    // Arrow keys move through the student list, one Tab stop for all of them.
    await page.getByRole('radio', { name: `AL${t}01 — Meera` }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('heading', { name: 'Subjects for Naveen' })).toBeVisible();
    // The refusal refreshed the lists, so the deleted subject is no longer offered.
    await expect(counterText(page)).toHaveText('0 of 11 selected');
    await page.getByLabel('Filter by batch').selectOption(otherBatch);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByText('Select a student to see the eligible subjects.')).toBeVisible();

    await page.getByRole('link', { name: 'View Allocated List' }).click();
    await expect(page).toHaveURL(/\/admin\/subjectallocatedlist$/);
  });

  test('Subject Allocation is accessible and stacks its panels on a phone', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-AX${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await admin.api.addStudent(studentFor('CSE', batch, `AX${t}01`, 'Priya'));
    await admin.api.addStudent(studentFor('CSE', batch, `AX${t}02`, 'Rahul'));
    for (const [code, name] of [
      ['AX01', 'Compilers'],
      ['AX02', 'Networks'],
      ['AX03', 'Machine Learning'],
    ]) {
      await addSubject(admin, batch, code!, name!, { isElective: code === 'AX03' });
    }
    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectallocation');
    await page.getByLabel('Filter by batch').selectOption(batch);
    await page.getByRole('radio', { name: `AX${t}01 — Priya` }).check();
    await page.getByLabel('AX01 — Compilers').check();
    await expect(counterText(page)).toHaveText('1 of 3 selected');
    await expectAccessibleInBothThemes(page);
    await snap(page, 'subject-allocation-desktop-light');

    await page.setViewportSize({ width: 375, height: 740 });
    const students = await page.getByRole('region', { name: 'Students' }).boundingBox();
    const subjects = await page.getByRole('region', { name: 'Subjects' }).boundingBox();
    expect(subjects!.y).toBeGreaterThan(students!.y + students!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);
    await snap(page, 'subject-allocation-phone-light');
    await page.getByTestId('theme-toggle').click();
    await snap(page, 'subject-allocation-phone-dark');
    await page.getByTestId('theme-toggle').click();
  });
});
