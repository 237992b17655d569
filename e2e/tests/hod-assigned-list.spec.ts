import type { Page } from '@playwright/test';
import { createStaff, studentFor, type StaffAccount } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

const campusToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A class of two students, one subject allocated to them and assigned to a teacher. */
async function arrange(baseURL: string) {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await createStaff(baseURL, 'Admin', 'CSE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Head ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Chitra ${tag}`);
  const batch = `CSE2023-2027-${tag}`;
  const code = `DB${tag}`;
  const { subject } = await admin.api.addSubject({
    subjectCode: code,
    subjectName: 'Database Systems',
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
  });
  const registers = [`21CS${tag}1`, `21CS${tag}2`];
  for (const [i, register] of registers.entries()) {
    await admin.api.addStudent(studentFor('CSE', batch, register, `Student ${i + 1} ${tag}`));
    await admin.api.allocate(register, [subject.subjectID]);
  }
  await hod.api.assign(teacher.staff.staffID, subject.subjectID);
  return { hod, teacher, batch, code, subjectID: subject.subjectID, registers };
}

/** The teacher submits period `period` of today through the API, as the marking screen would. */
async function mark(teacher: StaffAccount, subjectID: number, registers: string[], period: number) {
  const date = campusToday();
  const response = await teacher.api.context.fetch('/api/attendance/mark', {
    method: 'POST',
    data: registers.map((registerNumber) => ({
      subjectID,
      date,
      period,
      registerNumber,
      status: 'P',
    })),
  });
  return { status: response.status(), text: await response.text() };
}

async function openList(page: Page, hod: StaffAccount, batch: string) {
  await signIn(page, hod.email, hod.idCardNumber);
  await page.goto('/hodpannel/assignedlist');
  await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
  await page.getByRole('option', { name: batch }).click();
}

test.describe('HOD Assigned List', () => {
  test('lock refuses marking, unlock allows it, and the date changes in place', async ({
    page,
    baseURL,
  }) => {
    const { hod, teacher, batch, code, subjectID, registers } = await arrange(baseURL!);
    await openList(page, hod, batch);
    const row = page.getByTestId('assignment-row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('staff-group')).toHaveCount(1);
    await expect(page.getByTestId('staff-group')).toContainText(teacher.staff.staffName);
    await expect(row.getByTestId('assignment-status')).toHaveText('Active');
    const updated = row.getByTestId('status-updated');
    const first = await updated.getAttribute('datetime');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // Cancel changes nothing and gives focus back to the button.
    await row.getByRole('button', { name: `Lock ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock attendance?' });
    await expect(dialog).toContainText(teacher.staff.staffName);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('button', { name: `Lock ${code}` })).toBeFocused();
    await expect(row.getByTestId('assignment-status')).toHaveText('Active');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(row.getByTestId('assignment-status')).toHaveText('Inactive');
    await expect(row.getByRole('button', { name: `Unlock ${code}` })).toBeFocused();
    await expect(updated).not.toHaveAttribute('datetime', first!);
    const locked = await updated.getAttribute('datetime');

    const refused = await mark(teacher, subjectID, registers, 1);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(`Attendance for ${code} is locked by the HOD.`);

    await row.getByRole('button', { name: `Unlock ${code}` }).click();
    await page
      .getByRole('dialog', { name: 'Unlock attendance?' })
      .getByRole('button', { name: 'Unlock', exact: true })
      .click();
    await expect(row.getByTestId('assignment-status')).toHaveText('Active');
    await expect(updated).not.toHaveAttribute('datetime', locked!);
    expect((await mark(teacher, subjectID, registers, 1)).status).toBe(201);

    // Nothing above reloaded the page.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test('says when assignments cannot be loaded or a status cannot be changed', async ({
    page,
    baseURL,
  }) => {
    const { hod, batch, code } = await arrange(baseURL!);
    await openList(page, hod, batch);
    await page.route('**/api/staff-subject/update-status', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    const row = page.getByTestId('assignment-row').filter({ hasText: code });
    await row.getByRole('button', { name: `Lock ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.getByText('Failed to update subject status')).toBeVisible();
    await expect(row.getByTestId('assignment-status')).toHaveText('Active');

    await page.route('**/api/staff-subject/all', (route) => route.fulfill({ status: 503 }));
    await page.reload();
    await expect(page.getByText('Failed to load assigned subjects')).toBeVisible({
      timeout: 10_000,
    });
  });

  test('is accessible in both themes, at desktop and phone widths', async ({ page, baseURL }) => {
    const { hod, batch, code } = await arrange(baseURL!);
    await openList(page, hod, batch);
    await expect(page.getByTestId('assignment-row').filter({ hasText: code })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await snap(page, 'hod-assigned-list-desktop');
    await page.setViewportSize({ width: 375, height: 740 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessibleInBothThemes(page);
    await snap(page, 'hod-assigned-list-phone');
  });
});
