import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addSubject, createStaff, studentFor, uniqueTag } from '../support/api';
import {
  expect,
  expectAccessibleInBothThemes,
  signIn,
  signOut,
  snap,
  test,
} from '../support/fixtures';

const campusToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Clicks and gives the suggested file name and the saved path of the download it starts. */
async function download(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test.describe('Import, batch allocation and Excel exports', () => {
  test('Import Students: template, preview with an error, fix, commit, see them listed', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByRole('link', { name: 'Import Students', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/importstudents$/);
    await expect(page.getByRole('heading', { name: 'Import Students' })).toBeVisible();

    const template = await download(page, () =>
      page.getByRole('button', { name: 'Download template' }).click(),
    );
    expect(template.name).toBe('students-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template.path);
    const sheet = workbook.worksheets[0]!;
    const batch = `20${t.slice(-2)}-20${Number(t.slice(-2)) + 4}`;
    const rows = [
      [`IS${t}01`, 'Kavya Raman', 'Female'],
      [`IS${t}02`, 'Arjun Mehta', 'Unknown'], // Boy, M and Male are taken; this is not
      [`IS${t}03`, 'Zoë Ñúñez', 'Female'],
    ];
    rows.forEach(([register, name, gender], index) => {
      const row = sheet.getRow(index + 2);
      row.values = [
        register,
        name,
        batch,
        1,
        1,
        'CSE',
        gender,
        'Regular',
        '9876543210',
        '9876543211',
      ];
      row.commit();
    });
    const dir = mkdtempSync(join(tmpdir(), 'import-'));
    const file = join(dir, 'first-years.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    const problems = page.getByTestId('import-errors');
    await expect(problems).toContainText('must be one of Male, Female, Other');
    await expect(problems.getByRole('row').nth(1)).toContainText('3Gender');
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(page.getByTestId('import-rows')).toContainText(`CSE${batch}`);
    await snap(page, 'import-preview-desktop');
    await expectAccessibleInBothThemes(page);

    sheet.getRow(3).getCell(7).value = 'Male';
    await workbook.xlsx.writeFile(file);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('3 new')).toBeVisible();
    await expect(page.getByTestId('import-errors')).toHaveCount(0);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('status-message')).toHaveText('✅ Imported 3 students.');

    await page.getByRole('link', { name: 'Back to Student Records' }).click();
    await page.getByLabel('Batch', { exact: true }).selectOption(`CSE${batch}`);
    const table = page.getByRole('table');
    await expect(table).toContainText('Kavya Raman');
    await expect(table).toContainText('Zoë Ñúñez');

    const list = await download(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(list.name).toBe(`CSE_CSE${batch}_Student_List.xlsx`);
  });

  test('Subject Allocation: allocate to the whole batch, then the allocation Excel', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-WB${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    await admin.api.addStudent(studentFor('CSE', batch, `WB${t}01`, 'Meera'));
    await admin.api.addStudent(studentFor('CSE', batch, `WB${t}02`, 'Naveen'));
    const core = await addSubject(admin, batch, `WB${t}C`, 'Compilers');
    await addSubject(admin, batch, `WB${t}E`, 'Game Design', { isElective: true });
    await admin.api.allocate(`WB${t}01`, [core]);

    await signIn(page, admin.email, admin.idCardNumber);
    await page.goto('/admin/subjectallocation');
    await page.getByLabel('Filter by batch').selectOption(batch);
    const whole = page.getByRole('region', { name: 'Whole batch' });
    await expect(whole).not.toContainText('Game Design');
    await whole.getByLabel(`WB${t}C – Compilers`).check();
    await whole.getByRole('button', { name: 'Apply to the whole batch' }).click();
    await expect(whole.getByTestId('status-message')).toHaveText(
      '✅ 1 allocation added for 2 students (1 already allocated, skipped).',
    );

    await page.getByRole('link', { name: 'Import electives from a spreadsheet' }).click();
    const electives = join(mkdtempSync(join(tmpdir(), 'electives-')), 'electives.csv');
    writeFileSync(electives, `Register Number,Subject Code\nWB${t}02,WB${t}E\n`);
    await page.locator('input[type="file"]').setInputFiles(electives);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('import-rows')).toContainText('Naveen');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('status-message')).toHaveText('✅ Imported 1 allocation.');

    await page.goto('/admin/subjectallocatedlist');
    await page.getByLabel('Filter by batch').selectOption(batch);
    const report = await download(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(report.name).toBe(`CSE_${batch}_Subject_Allocation_Report.xlsx`);
  });

  test('Excel buttons of View Attendance and Cumulative download the named files', async ({
    page,
    baseURL,
  }) => {
    const t = uniqueTag();
    const batch = `CSE-XL${t}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE');
    const hod = await createStaff(baseURL!, 'HOD', 'CSE');
    const teacher = await createStaff(baseURL!, 'Subject_Staff', 'CSE');
    await admin.api.addStudent(studentFor('CSE', batch, `XL${t}01`, 'Meera'));
    const subjectID = await addSubject(admin, batch, `XL${t}`, 'Networks');
    await admin.api.allocate(`XL${t}01`, [subjectID]);
    await hod.api.assign(teacher.staff.staffID, subjectID);
    await teacher.api.call('POST', '/api/attendance/mark', [
      { subjectID, date: campusToday(), period: 1, registerNumber: `XL${t}01`, status: 'P' },
    ]);

    await signIn(page, teacher.email, teacher.idCardNumber);
    await page.goto(
      `/staffpannel/viewattendance?subjectID=${subjectID}&batch=${batch}&department=CSE&year=2&semester=3`,
    );
    const view = await download(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(view.name).toBe(`XL${t}-Networks.xlsx`);

    await signOut(page);
    await signIn(page, hod.email, hod.idCardNumber);
    await page.goto('/hodpannel/cumulativeattendance');
    const cumulative = await download(page, () =>
      page.getByRole('button', { name: 'Excel' }).click(),
    );
    expect(cumulative.name).toBe(`Cumulative_Attendance_${campusToday()}.xlsx`);
  });
});
