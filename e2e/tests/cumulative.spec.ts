import type { Page } from '@playwright/test';
import { createStaff, studentFor, type StaffAccount } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

const campusToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

interface Taught {
  code: string;
  period: number;
  statuses: string[];
}

/**
 * A department's Admin, HOD and teacher; a fresh batch of students; one subject per entry of
 * `taught`, marked today in its period with the given statuses.
 */
async function arrangeDepartment(baseURL: string, department: string, taught: Taught[]) {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await createStaff(baseURL, 'Admin', department, `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', department, `Head ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', department, `Ezhil ${tag}`);
  const batch = `${department}2024-2028-${tag}`;
  const size = taught[0]!.statuses.length;
  const students = Array.from({ length: size }, (_, i) => ({
    registerNumber: `${department}${tag}${i + 1}`,
    name: `${department} Pupil ${i + 1} ${tag}`,
  }));
  for (const s of students) {
    await admin.api.addStudent(studentFor(department, batch, s.registerNumber, s.name));
  }
  const codes: string[] = [];
  for (const { code, period, statuses } of taught) {
    const subjectCode = `${code}${tag}`;
    codes.push(subjectCode);
    const { subject } = await admin.api.addSubject({
      subjectCode,
      subjectName: `Subject ${code}`,
      batch,
      year: 2,
      semester: 3,
      department,
    });
    for (const s of students) await admin.api.allocate(s.registerNumber, [subject.subjectID]);
    await hod.api.assign(teacher.staff.staffID, subject.subjectID);
    await teacher.api.call(
      'POST',
      '/api/attendance/mark',
      students.map((s, i) => ({
        subjectID: subject.subjectID,
        date: campusToday(),
        period,
        registerNumber: s.registerNumber,
        status: statuses[i],
      })),
    );
  }
  return { admin, hod, teacher, batch, students, codes };
}

async function chooseBatch(page: Page, batch: string) {
  await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
  await page.getByRole('option', { name: batch }).click();
}

async function open(page: Page, account: StaffAccount, path: string) {
  await signIn(page, account.email, account.idCardNumber);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Cumulative Attendance' })).toBeVisible();
}

test.describe('Cumulative Attendance', () => {
  test('HOD: chips and matrices of today, never another department, the empty message and the PDF', async ({
    page,
    baseURL,
  }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', [
      { code: 'ML', period: 1, statuses: ['P', 'A', 'OD'] },
      { code: 'CD', period: 2, statuses: ['P', 'ML', 'LEAVE'] },
    ]);
    const ece = await arrangeDepartment(baseURL!, 'ECE', [
      { code: 'AN', period: 1, statuses: ['P'] },
    ]);
    const [ml, cd] = cse.codes as [string, string];
    // A common subject of ECE's batch is in every department's subject list; that batch would
    // always answer empty here, so the Batch filter must not offer it.
    await ece.admin.api.addSubject({
      subjectCode: `GE${ece.codes[0]}`,
      subjectName: 'Common English',
      batch: ece.batch,
      year: 2,
      semester: 3,
      department: 'all',
      isCommon: true,
    });
    const today = campusToday();
    await open(page, cse.hod, '/hodpannel/cumulativeattendance');
    await expect(page.getByLabel('Date')).toHaveValue(today);

    // Unfiltered, the department's data shows and the other department's never does.
    const chips = page.getByTestId('slot-chips');
    await expect(chips.getByRole('button', { name: `${ml} · P1` })).toBeVisible();
    await expect(page.getByText(ece.students[0]!.name)).toHaveCount(0);
    await expect(page.getByText(ece.codes[0]!)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await expect(page.getByRole('option', { name: ece.batch })).toHaveCount(0);
    await page.getByRole('option', { name: cse.batch }).click();
    await expect(chips.getByRole('button')).toHaveText([`${ml} · P1`, `${cd} · P2`]);
    const matrices = page.getByTestId('slot-matrix');
    await expect(matrices).toHaveCount(2);
    const first = matrices.nth(0);
    await expect(first.getByRole('heading')).toHaveText(`${ml} – Subject ML · Period 1`);
    const rows = first.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toHaveText(
      `${cse.students[0]!.registerNumber}${cse.students[0]!.name}P`,
    );
    await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('A');
    await expect(rows.nth(3).getByRole('cell').nth(2)).toHaveText('OD');
    await expect(matrices.nth(1).getByRole('row').nth(3).getByRole('cell').nth(2)).toHaveText(
      'LEAVE',
    );

    // A chip takes keyboard focus to its matrix.
    await chips.getByRole('button', { name: `${cd} · P2` }).click();
    await expect(matrices.nth(1).getByRole('heading')).toBeFocused();
    await expectAccessibleInBothThemes(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Cumulative_Attendance_${today}.pdf`);

    await page.getByLabel('Date').fill('2020-01-06');
    await expect(page.getByText('No attendance records found.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expect(page.getByText('No attendance data to print.')).toBeVisible();

    await page.getByLabel('Date').fill('');
    await expect(page.getByText('Please select a date')).toBeVisible();
  });

  test('Admin sees the same department data, on a phone too', async ({ page, baseURL }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', [
      { code: 'TC', period: 3, statuses: ['A', 'P'] },
    ]);
    const mba = await arrangeDepartment(baseURL!, 'MBA', [
      { code: 'FM', period: 3, statuses: ['P'] },
    ]);
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, cse.admin, '/admin/cumulativeattendance');
    await chooseBatch(page, cse.batch);
    await expect(page.getByTestId('slot-chips').getByRole('button')).toHaveText([
      `${cse.codes[0]} · P3`,
    ]);
    const matrix = page.getByTestId('slot-matrix');
    await expect(matrix.getByRole('row')).toHaveCount(3);
    await expect(matrix).toContainText(cse.students[1]!.name);
    await expect(page.getByText(mba.students[0]!.name)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);
    await snap(page, 'cumulative-phone');
  });

  test('shows the server text, or the fallback, when the day cannot be fetched', async ({
    page,
    baseURL,
  }) => {
    const hod = await createStaff(baseURL!, 'HOD', 'CIVIL');
    await signIn(page, hod.email, hod.idCardNumber);
    await page.route('**/api/attendance/cumulative**', (route) =>
      route.fulfill({ status: 400, json: { message: 'date: is not a real calendar date' } }),
    );
    await page.goto('/hodpannel/cumulativeattendance');
    await expect(page.getByText('date: is not a real calendar date')).toBeVisible();
    await page.unroute('**/api/attendance/cumulative**');
    await page.route('**/api/attendance/cumulative**', (route) => route.abort());
    await page.getByLabel('Date').fill('2021-03-01');
    await expect(page.getByText('Failed to fetch attendance')).toBeVisible({ timeout: 10_000 });
  });
});
