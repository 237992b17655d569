import type { Page } from '@playwright/test';
import { createStaff } from '../support/api';
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  signIn,
  snap,
  test,
} from '../support/fixtures';

/** A department's Admin, HOD, two teachers and three subjects of one fresh batch. */
async function arrange(baseURL: string) {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await createStaff(baseURL, 'Admin', 'CSE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Head ${tag}`);
  const first = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Asha ${tag}`);
  const second = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Bala ${tag}`);
  const batch = `CSE2024-2028-${tag}`;
  const codes = ['DS', 'OS', 'CN', 'AI'].map((c) => `${c}${tag}`);
  const ids: Record<string, number> = {};
  for (const code of codes) {
    const { subject } = await admin.api.addSubject({
      subjectCode: code,
      subjectName: `Subject ${code}`,
      batch,
      year: 2,
      semester: 3,
      department: 'CSE',
      isCommon: false,
      isElective: false,
    });
    ids[code] = subject.subjectID;
  }
  return { tag, admin, hod, first, second, batch, codes, ids };
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('HOD Assign', () => {
  test('validates, names each refused subject, and clears the success message after 5 s', async ({
    page,
    baseURL,
  }) => {
    const { hod, first, second, batch, codes, ids, admin } = await arrange(baseURL!);
    const [ds, os, cn, ai] = codes as [string, string, string, string];
    // CN is held already, so it is never offered.
    await hod.api.assign(second.staff.staffID, ids[cn]!);
    await signIn(page, hod.email, hod.idCardNumber);
    await expect(page).toHaveURL(/\/hodpannel$/);

    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByTestId('assign-message')).toHaveText('Please select a staff');

    // Admin and HOD designations are never offered.
    await page.getByRole('combobox', { name: 'Staff', exact: true }).click();
    await expect(page.getByRole('option', { name: first.staff.staffName })).toBeVisible();
    await expect(page.getByRole('option', { name: hod.staff.staffName })).toHaveCount(0);
    await expect(page.getByRole('option', { name: admin.staff.staffName })).toHaveCount(0);
    await page.getByRole('option', { name: first.staff.staffName }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByTestId('assign-message')).toHaveText(
      'Please select at least one subject',
    );

    await choose(page, 'Batch', batch);
    const offered = page.getByRole('group', { name: 'Unassigned subjects' });
    await expect(offered.getByRole('checkbox')).toHaveCount(3);
    await expect(offered.getByRole('checkbox', { name: cn })).toHaveCount(0);
    await offered.getByRole('checkbox', { name: ds }).check();
    // Ticking a subject answers the refusal: it no longer stays on screen.
    await expect(page.getByTestId('assign-message')).toBeHidden();
    await offered.getByRole('checkbox', { name: os }).check();
    await expect(page.getByTestId('selected-subjects').getByRole('listitem')).toHaveText([
      new RegExp(ds),
      new RegExp(os),
    ]);

    // Another HOD session takes OS while this screen still offers it.
    await hod.api.assign(second.staff.staffID, ids[os]!);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const message = page.getByTestId('assign-message');
    await expect(message).toContainText(`❌ Failed to assign subject ${os}`);
    await expect(message).toContainText(`already assigned to ${second.staff.staffName}`);
    await expect(message).not.toContainText(ds);
    const held = page.getByTestId('staff-subjects');
    await expect(held.getByRole('listitem')).toHaveCount(1);
    await expect(held).toContainText(ds);
    await expect(offered.getByRole('checkbox')).toHaveCount(1);
    await expect(page.getByTestId('selected-subjects')).toHaveCount(0);

    await offered.getByRole('checkbox', { name: ai }).check();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const success = page.getByText(
      `✅ Subjects assigned successfully to ${first.staff.staffName}!`,
    );
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(held.getByRole('listitem')).toHaveCount(2);
    await expect(offered.getByText('No unassigned subjects for these filters.')).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(success).toBeVisible();
    await expect(success).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);

    const all = await hod.api.call<
      { staff: { staffID: number }; subject: { subjectCode: string }; assignedBy: string }[]
    >('GET', '/api/staff-subject/all');
    const mine = all.filter((a) => a.staff.staffID === first.staff.staffID);
    expect(mine.map((a) => a.subject.subjectCode).sort()).toEqual([ai, ds].sort());
    expect(mine.every((a) => a.assignedBy === hod.staff.staffName)).toBe(true);
  });

  test('shows the subject list in a dialog, links the other screens, and is accessible', async ({
    page,
    baseURL,
  }) => {
    const { hod, first, batch, codes } = await arrange(baseURL!);
    await signIn(page, hod.email, hod.idCardNumber);
    await choose(page, 'Staff', first.staff.staffName);
    await choose(page, 'Batch', batch);
    await page.getByRole('checkbox', { name: codes[0] }).check();
    await expectAccessibleInBothThemes(page);
    await snap(page, 'hod-assign-desktop');

    // The dialog covers the theme toggle, so it is checked once in each theme.
    const dialog = page.getByRole('dialog', { name: /Subject List/ });
    for (const theme of ['light', 'dark']) {
      await page.getByRole('button', { name: 'Subject List' }).click();
      await expect(dialog).toContainText('Computer Science and Engineering');
      // The dialog keeps its filter between openings; choosing it again would clear it.
      if (theme === 'light') await choose(page, 'Filter by batch', batch);
      await expect(dialog.getByRole('row')).toHaveCount(1 + codes.length);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Subject List' })).toBeFocused();
      await page.getByTestId('theme-toggle').click();
    }

    await page.getByRole('link', { name: 'Cumulative Attendance' }).click();
    await expect(page).toHaveURL(/\/hodpannel\/cumulativeattendance$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Delete List' }).click();
    await expect(page).toHaveURL(/\/hodpannel\/deleteassignedlist$/);
    await page.goBack();
    await page.getByRole('link', { name: /Assigned List/ }).click();
    await expect(page).toHaveURL(/\/hodpannel\/assignedlist$/);

    // A fresh screen: after Back the filters may still hold the batch, and choosing it again
    // would clear it.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/hodpannel');
    await choose(page, 'Staff', first.staff.staffName);
    await choose(page, 'Batch', batch);
    await expect(page.getByRole('checkbox')).toHaveCount(codes.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);
  });

  test('says when staff or subjects cannot be loaded', async ({ page, baseURL }) => {
    const { hod } = await arrange(baseURL!);
    await signIn(page, hod.email, hod.idCardNumber);
    await page.route('**/api/auth/allstaff', (route) => route.fulfill({ status: 503 }));
    await page.route('**/api/subjects/getSubject', (route) => route.fulfill({ status: 503 }));
    await page.reload();
    // Two retries of each read (1 s, then 2 s) come first; a loaded machine adds its own wait.
    await expect(page.getByText('Failed to load staff')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Failed to load subjects')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('HOD Assign layout', () => {
  test('shows the Already assigned badges whole at 1280 px, beside a long subject name', async ({
    page,
    baseURL,
  }) => {
    const { admin, hod, first, batch, tag } = await arrange(baseURL!);
    const { subject } = await admin.api.addSubject({
      subjectCode: `LONG${tag}`,
      subjectName:
        'Principles of Engineering Economics, Project Management and Professional Ethics in Practice',
      batch,
      year: 2,
      semester: 3,
      department: 'CSE',
      isCommon: false,
      isElective: false,
    });
    await hod.api.assign(first.staff.staffID, subject.subjectID);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, hod.email, hod.idCardNumber);
    await choose(page, 'Staff', first.staff.staffName);
    const badge = page.getByTestId('staff-subjects').getByTestId('assignment-status');
    await expect(badge).toHaveText('Active');
    const cut = await badge.evaluate((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return label.scrollWidth > label.clientWidth;
    });
    expect(cut).toBe(false);
  });
});
