import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addSubject, createStaff, studentFor, uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

/** Red and green channels of an element's text colour. */
async function redGreen(page: Page, testId: string): Promise<[number, number]> {
  const [r, g] = await page
    .getByTestId(testId)
    .first()
    .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number));
  return [r!, g!];
}

test.describe('Admin allocations: Subject Allocated List', () => {
  test('Subject Allocated List: cards with staff in green or Not Assigned in red, and the PDF', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const [batch, otherBatch] = [`CSE-AD${t}`, `CSE-AE${t}`];
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    const hod = await createStaff(baseURL!, 'HOD', 'CSE');
    const teacher = await createStaff(baseURL!, 'Subject_Staff', 'CSE', `Ravi Kumar ${t}`);
    await admin.api.addStudent(studentFor('CSE', batch, `AD${t}01`, 'Sana'));
    await admin.api.addStudent(studentFor('CSE', otherBatch, `AE${t}01`, 'Tara'));
    const taught = await addSubject(admin, batch, 'AD01', 'Thermodynamics');
    const common = await addSubject(admin, batch, 'AD02', 'Ethics', {
      department: 'all',
      isCommon: true,
    });
    const other = await addSubject(admin, otherBatch, 'AE01', 'Optics');
    await admin.api.allocate(`AD${t}01`, [taught, common]);
    await admin.api.allocate(`AE${t}01`, [other]);
    await hod.api.assign(teacher.staff.staffID, taught);

    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectallocatedlist');
    await page.getByLabel('Filter by batch').selectOption(batch);
    const card = page.getByTestId(`allocation-card-AD${t}01`);
    await expect(card.getByRole('heading')).toHaveText(`Sana (AD${t}01)`);
    await expect(page.getByTestId(`allocation-card-AE${t}01`)).toHaveCount(0);
    await expect(card.getByRole('row')).toHaveText([
      'Subject CodeSubject NameAssigned StaffCommon',
      `AD01Thermodynamics${`Ravi Kumar ${t}`}No`,
      'AD02EthicsNot AssignedYes',
    ]);
    const [sr, sg] = await redGreen(page, 'assigned-staff');
    expect(sg).toBeGreaterThan(sr);
    const [nr, ng] = await redGreen(page, 'not-assigned');
    expect(nr).toBeGreaterThan(ng);
    await expectAccessibleInBothThemes(page);
    await snap(page, 'subject-allocated-list-desktop-light');
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expect(card.getByRole('listitem')).toHaveText([
      `AD01 — ThermodynamicsAssigned Staff: ${`Ravi Kumar ${t}`} · Common: No`,
      'AD02 — EthicsAssigned Staff: Not Assigned · Common: Yes',
    ]);
    await expectAccessibleInBothThemes(page);
    await snap(page, 'subject-allocated-list-phone-light');
    await page.setViewportSize({ width: 1280, height: 720 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`CSE_${batch}_Subject_Allocation_Report.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByLabel('Filter by batch').selectOption('All batches');
    await expect(page.getByTestId(`allocation-card-AE${t}01`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Subject Allocation' }).click();
    await expect(page).toHaveURL(/\/admin\/subjectallocation$/);
  });

  test('Subject Allocated List: loading, empty with the PDF message, and failure', async ({
    page,
    baseURL,
  }) => {
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await signIn(page, admin.email, admin.idCardNumber);
    const url = '**/api/admin/allocations';

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.goto('/admin/subjectallocatedlist');
    await expect(page.getByLabel('Loading allocations')).toBeVisible();
    release();
    await expect(page.getByTestId('empty-message')).toHaveText('No subject allocations found.');
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'No subject allocation data to generate PDF.',
    );
    await expectAccessibleInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.unroute(url);

    await page.route(url, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.reload();
    // Queries retry a server error twice before giving up.
    await expect(page.getByTestId('status-message')).toHaveText('Failed to fetch allocations', {
      timeout: 15_000,
    });
  });
});
