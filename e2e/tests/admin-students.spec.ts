import type { Page } from '@playwright/test';
import { createStaff, studentFor, type PortalApi } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

// Student records (/admin): filters, table, pagination, the PDF, loading and failure.
// The Edit Student modal, accessibility and screenshots are in admin-students-edit.spec.ts.

let serial = 0;
/** Register numbers are unique campus-wide and each worker's database outlives a test. */
function tag(): string {
  serial += 1;
  return `${(Date.now() % 1_000_000).toString(36)}${process.pid % 1000}${serial}`.toUpperCase();
}

async function addStudents(
  api: PortalApi,
  department: string,
  batch: string,
  prefix: string,
  count: number,
  extra: Record<string, unknown> = {},
) {
  for (let i = 1; i <= count; i += 1) {
    const number = String(i).padStart(2, '0');
    await api.addStudent({
      ...studentFor(department, batch, `${prefix}${number}`, `Student ${prefix} ${number}`),
      ...extra,
    });
  }
}

function inactivate(api: PortalApi, registerNumber: string) {
  const query = new URLSearchParams({ registerNumber, reason: 'Left the college' });
  return api.call('POST', `/api/admin/students/inactive-by-register?${query}`);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('student records', () => {
  test('greets the staff, names the department, links the six screens and filters by batch', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'MBA', `Meera ${t}`);
    const other = await createStaff(baseURL!, 'Admin', 'ECE');
    const [main, gone, foreign] = [`M${t}-2025`, `G${t}-2024`, `F${t}-2025`];
    await addStudents(admin.api, 'MBA', main, `${t}A`, 2);
    await addStudents(admin.api, 'MBA', main, `${t}B`, 1, { year: 3, semester: 5 });
    await addStudents(admin.api, 'MBA', gone, `${t}G`, 1);
    await inactivate(admin.api, `${t}G01`);
    await addStudents(other.api, 'ECE', foreign, `${t}F`, 1);

    await signIn(page, admin.email, admin.idCardNumber);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('greeting')).toHaveText(`Welcome, Meera ${t}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Master of Business Administration',
    );
    const links = {
      'Add Student': '/admin/addstudent',
      'Update Batch': '/admin/updatebatch',
      'Mark Inactive': '/admin/updateinactive',
      'Add Subject': '/admin/addsubject',
      'Subject Allocation': '/admin/subjectallocation',
      'Cumulative Attendance': '/admin/cumulativeattendance',
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const batch = page.getByLabel('Batch', { exact: true });
    await expect(batch.locator('option').first()).toHaveText('Select Batch');
    await expect(batch.locator('option').first()).toHaveAttribute('value', '');
    const options = await batch.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining([main, gone]));
    expect(options).not.toContain(foreign);
    await expect(page.getByLabel('Year / Semester')).toBeDisabled();

    await batch.selectOption(main);
    await expect(rows(page)).toHaveCount(3);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'S.No',
      'Name',
      'Register Number',
      'Batch (Y / S)',
      'Gender',
      'Student Phone',
      'Parent Phone',
      'Type',
      'Action',
    ]);
    await expect(rows(page).first().getByRole('cell')).toHaveText([
      '1',
      `Student ${t}A 01`,
      `${t}A01`,
      `${main} (2 / 3)`,
      'Female',
      '9000000001',
      '9000000002',
      'Regular',
      'Edit',
    ]);
    const yearSemester = page.getByLabel('Year / Semester');
    await expect(yearSemester.locator('option')).toHaveText(['All', '2 / 3', '3 / 5']);
    await yearSemester.selectOption('3 / 5');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${t}B01`);

    // A batch whose students are all inactive lists nobody; inactive students never show.
    await batch.selectOption(gone);
    await expect(page.getByTestId('empty-message')).toHaveText(
      `No data found for the selected batch ${gone}`,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('Generate PDF asks for a batch, refuses an empty one and downloads the list', async ({
    page,
    baseURL,
  }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'EEE');
    const [batch, empty] = [`P${t}-2026`, `E${t}-2026`];
    await addStudents(admin.api, 'EEE', batch, `${t}P`, 2);
    await addStudents(admin.api, 'EEE', empty, `${t}E`, 1);
    await inactivate(admin.api, `${t}E01`);
    await signIn(page, admin.email, admin.idCardNumber);

    const generate = page.getByRole('button', { name: 'Generate PDF' });
    await generate.click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Please select a batch to generate PDF',
    );
    await expect(page.getByTestId('status-message')).toHaveAttribute('data-tone', 'error');

    await page.getByLabel('Batch', { exact: true }).selectOption(empty);
    await expect(page.getByTestId('status-message')).toHaveCount(0);
    await generate.click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'No students found for the selected batch',
    );

    await page.getByLabel('Batch', { exact: true }).selectOption(batch);
    const [download] = await Promise.all([page.waitForEvent('download'), generate.click()]);
    expect(download.suggestedFilename()).toBe(`EEE_${batch}_Student_List.pdf`);
    await expect(page.getByTestId('status-message')).toHaveCount(0);
  });

  test('pages through 23 students ten at a time and clamps the page', async ({ page, baseURL }) => {
    const t = tag();
    const admin = await createStaff(baseURL!, 'Admin', 'MECH');
    const batch = `N${t}-2027`;
    await addStudents(admin.api, 'MECH', batch, `${t}N`, 23);
    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByLabel('Batch', { exact: true }).selectOption(batch);

    const prev = page.getByRole('button', { name: 'Prev' });
    const next = page.getByRole('button', { name: 'Next' });
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(rows(page)).toHaveCount(10);
    await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(rows(page).first().getByRole('cell').first()).toHaveText('1');

    await next.click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page).first().getByRole('cell').nth(2)).toHaveText(`${t}N11`);
    await expect(prev).toBeEnabled();

    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last().getByRole('cell').first()).toHaveText('23');
    await expect(next).toBeDisabled();
    await expect(page.getByTestId('page-summary')).toHaveText('Showing 21–23 of 23 students');
    await prev.click();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByTestId('page-summary')).toHaveText('Showing 11–20 of 23 students');

    // The page lives in the address: beyond the last page shows the last, below 1 the first.
    const url = new URL(page.url());
    url.searchParams.set('page', '9');
    await page.goto(url.toString());
    await expect(page.getByTestId('page-summary')).toHaveText('Showing 21–23 of 23 students');
    await expect(next).toBeDisabled();
    url.searchParams.set('page', '-4');
    await page.goto(url.toString());
    await expect(page.getByTestId('page-summary')).toHaveText('Showing 1–10 of 23 students');
    await expect(prev).toBeDisabled();

    // On page 3, five students leave: the list shrinks to two pages and page 2 is shown.
    url.searchParams.set('page', '3');
    await page.goto(url.toString());
    await expect(rows(page)).toHaveCount(3);
    for (const n of ['01', '02', '03', '04', '05']) await inactivate(admin.api, `${t}N${n}`);
    await page.reload();
    await expect(page.getByTestId('page-summary')).toHaveText('Showing 11–18 of 18 students');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveCount(0);
    await expect(next).toBeDisabled();
  });

  test('shows a loading state, then the spec message when the list cannot be fetched', async ({
    page,
    baseURL,
  }) => {
    const admin = await createStaff(baseURL!, 'Admin', 'MBA');
    await signIn(page, admin.email, admin.idCardNumber);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/students', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'Down for maintenance' } });
    });
    await page.reload();
    await expect(page.getByText('Loading students…')).toBeVisible();
    release();
    const message = page.getByTestId('status-message');
    await expect(message).toHaveText('Failed to fetch students', { timeout: 15_000 });
    await expect(message).toHaveAttribute('data-tone', 'error');
  });
});
