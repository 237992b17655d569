import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createStaff, studentFor, type StaffAccount } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { zoneAtLocalHour } from '../support/window';

// The campus clock reads 12 o'clock: periods 1 to 4 of the default timetable have started
// (11:45 is the fourth, 13:30 the fifth).
const zone = zoneAtLocalHour(12);
// The default timetable (the portals of other tests start every period at midnight).
const defaultCampus = join(mkdtempSync(join(tmpdir(), 'oversight-campus-')), 'campus.json');
writeFileSync(defaultCampus, '{}');
test.use({ portalEnv: { CAMPUS_TIMEZONE: zone, CAMPUS_CONFIG: defaultCampus } });

const campusToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** One class of three students with two subjects; the first is marked in period 1 today. */
async function arrangeDepartment(baseURL: string, department: string, statuses: string[]) {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await createStaff(baseURL, 'Admin', department, `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', department, `Head ${tag}`);
  const anand = await createStaff(baseURL, 'Subject_Staff', department, `Anand ${tag}`);
  const bala = await createStaff(baseURL, 'Subject_Staff', department, `Bala ${tag}`);
  const batch = `${department}2024-2028-${tag}`;
  const students = statuses.map((_, i) => ({
    registerNumber: `${department}${tag}${i + 1}`,
    name: `${department} Pupil ${i + 1} ${tag}`,
  }));
  for (const s of students)
    await admin.api.addStudent(studentFor(department, batch, s.registerNumber, s.name));
  const subjects: { code: string; id: number }[] = [];
  for (const [code, teacher] of [
    ['ML', anand],
    ['CD', bala],
  ] as const) {
    const { subject } = await admin.api.addSubject({
      subjectCode: `${code}${tag}`,
      subjectName: `Subject ${code}`,
      batch,
      year: 2,
      semester: 3,
      department,
    });
    for (const s of students) await admin.api.allocate(s.registerNumber, [subject.subjectID]);
    await hod.api.assign(teacher.staff.staffID, subject.subjectID);
    subjects.push({ code: `${code}${tag}`, id: subject.subjectID });
  }
  await anand.api.call(
    'POST',
    '/api/attendance/mark',
    students.map((s, i) => ({
      subjectID: subjects[0]!.id,
      date: campusToday(),
      period: 1,
      registerNumber: s.registerNumber,
      status: statuses[i],
    })),
  );
  return { admin, hod, anand, bala, batch, students, subjects };
}

async function open(page: Page, account: StaffAccount, path: string, heading: string) {
  await signIn(page, account.email, account.idCardNumber);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** The text of a downloaded PDF as poppler reads it, whitespace squeezed. */
async function pdfText(download: Download): Promise<string> {
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
    encoding: 'utf8',
  });
  return text.replace(/[ \t]+/g, ' ');
}

async function downloadPdf(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return download;
}

/** Clicks a screen's Excel button; gives the file name and the rows of the workbook's sheet. */
async function downloadExcel(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel', exact: true }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  // Array.from fills the sheet's empty rows (holes of a sparse array) with [].
  const rows = Array.from(sheet.getSheetValues(), (row) =>
    Array.isArray(row) ? (row.slice(1) as unknown[]) : [],
  );
  /** The row whose first cell is `first`: a letterhead line or the header. */
  const row = (first: string) => rows.find((r) => r[0] === first) ?? [];
  /** The body rows, under the header row that starts with `first`. */
  const body = (first: string) => rows.slice(rows.findIndex((r) => r[0] === first) + 1);
  return { name: download.suggestedFilename(), row, body };
}

async function phoneCheck(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessibleInBothThemes(page);
  await snap(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('Department oversight', () => {
  // Each test arranges two departments through the API first.
  test.describe.configure({ timeout: 120_000 });

  test('HOD: the panel count, the Today view by staff, its PDF; another department unseen', async ({
    page,
    baseURL,
  }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', ['P', 'A', 'OD']);
    const ece = await arrangeDepartment(baseURL!, 'ECE', ['A']);
    await open(page, cse.hod, '/hodpannel', 'Assign Subjects to Staff');
    await expect(page.getByTestId('panel-today-count')).toHaveText('Today: 1 of 4 periods marked');
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL(/\/hodpannel\/today$/);
    await expect(page.getByTestId('today-count')).toBeVisible();
    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: cse.batch }).click();
    await expect(page.getByTestId('today-count')).toHaveText('1 of 4 periods marked');
    const cards = page.getByTestId('today-staff');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(cse.anand.staff.staffName);
    await expect(cards.nth(0)).toContainText('P1: marked, 1 absent of 3');
    await expect(cards.nth(0)).toContainText('P2: not marked');
    await expect(cards.nth(1)).toContainText(cse.bala.staff.staffName);
    await expect(cards.nth(1)).toContainText('P1: another subject');
    await expect(page.getByText(ece.anand.staff.staffName)).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await snap(page, 'oversight-today');

    const download = await downloadPdf(page);
    expect(download.suggestedFilename()).toBe(`CSE_Today_${campusToday()}.pdf`);
    // The PDF carries the screen's filter.
    const text = await pdfText(download);
    expect(text).toContain('Today: Marking Completion');
    expect(text).toContain('Computer Science and Engineering');
    expect(text).toContain('Marked: 1 of 4 periods');
    expect(text).toContain('marked, 1 absent');
    expect(text).not.toContain(ece.subjects[0]!.code);
    await phoneCheck(page, 'oversight-today-phone');
  });

  test('Admin: the shortage list with its footnote and PDF, then consecutive absences', async ({
    page,
    baseURL,
  }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', ['P', 'A', 'OD']);
    const ece = await arrangeDepartment(baseURL!, 'ECE', ['A']);
    await signIn(page, cse.admin.email, cse.admin.idCardNumber);
    // Earlier tests of this file share the server, so the department's count is not fixed.
    await expect(page.getByTestId('panel-today-count')).toHaveText(
      /^Today: \d+ of \d+ periods marked$/,
    );
    await page.getByRole('link', { name: 'Shortage list' }).click();
    await expect(page.getByRole('heading', { name: 'Shortage List' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: cse.batch }).click();
    // Pupil 2 was absent in the one marked period; Pupil 3 was On Duty, which counts.
    await expect(page.getByTestId('shortage-count')).toContainText('1 students below 75%');
    const card = page.getByTestId('oversight-student');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(cse.students[1]!.name);
    await expect(card).toContainText('Not eligible (below 65 %)');
    await expect(card).toContainText('Parent phone: 9000000002');
    await expect(page.getByText(ece.students[0]!.name)).toHaveCount(0);
    await expect(page.getByTestId('shortage-footnote')).toContainText(
      'Present and On Duty count as attended',
    );
    await expectAccessibleInBothThemes(page);
    await snap(page, 'oversight-shortage');
    const download = await downloadPdf(page);
    const text = await pdfText(download);
    expect(text).toContain('Attendance Shortage List');
    expect(text).toContain(cse.students[1]!.registerNumber);
    expect(text).toContain('0.00%');
    expect(text).toContain('9000000002');
    await phoneCheck(page, 'oversight-shortage-phone');

    await page.goto('/admin/absences');
    await expect(page.getByRole('heading', { name: 'Consecutive Absences' })).toBeVisible();
    await expect(page.getByTestId('absences-count')).toContainText('0 students absent on 3');
    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: cse.batch }).click();
    const days = page.getByLabel('Consecutive days absent (at least)');
    await days.fill('1');
    await expect(page.getByTestId('absences-count')).toContainText('1 students absent on 1');
    await expect(page.getByTestId('oversight-student')).toContainText(cse.students[1]!.name);
    await expect(page.getByTestId('oversight-student')).toContainText(campusToday());
    await expectAccessibleInBothThemes(page);
    const absences = await pdfText(await downloadPdf(page));
    expect(absences).toContain('Consecutive Absences');
    expect(absences).toContain(cse.students[1]!.registerNumber);
    await phoneCheck(page, 'oversight-absences-phone');
  });

  test('Subject_Staff: My classes today, one tap to mark a period', async ({ page, baseURL }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', ['P', 'A', 'P']);
    await signIn(page, cse.bala.email, cse.bala.idCardNumber);
    const mine = page.getByRole('region', { name: 'My classes today' });
    await expect(mine).toContainText('P1 another subject');
    await mine.getByRole('button', { name: `Mark ${cse.subjects[1]!.code} P2` }).click();
    await expect(page.getByLabel('Period')).toHaveValue('2');
    await expect(page.getByTestId('student-row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await page.getByTestId('confirm-submit').click();
    await expect(mine).toContainText('P2 marked (0 absent)');
    await expectAccessibleInBothThemes(page);
    await phoneCheck(page, 'oversight-my-classes-phone');
  });

  test("HOD: each screen's Excel button downloads that screen's data for its filters", async ({
    page,
    baseURL,
  }) => {
    const cse = await arrangeDepartment(baseURL!, 'CSE', ['P', 'A', 'OD']);
    const chooseBatch = async () => {
      await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
      await page.getByRole('option', { name: cse.batch }).click();
    };
    await open(page, cse.hod, '/hodpannel/today', 'Today');
    await chooseBatch();
    await expect(page.getByTestId('today-count')).toHaveText('1 of 4 periods marked');
    const today = await downloadExcel(page);
    expect(today.name).toBe(`CSE_Today_${campusToday()}.xlsx`);
    expect(today.row('Batch')[1]).toBe(cse.batch);
    expect(today.row('Marked')[1]).toBe('1 of 4 periods marked');
    // Anand's subject: period 1 marked with one absentee, period 2 not marked.
    const anandRow = today.body('Staff').find((r) => r[2] === cse.subjects[0]!.code);
    expect(anandRow?.slice(7, 9)).toEqual([1, 'Not marked']);

    await page.goto('/hodpannel/shortage');
    await chooseBatch();
    await expect(page.getByTestId('shortage-count')).toContainText('1 students below 75%');
    const shortage = await downloadExcel(page);
    expect(shortage.name).toBe(`CSE_Shortage_${campusToday()}.xlsx`);
    expect(shortage.row('Batch')[1]).toBe(cse.batch);
    // Pupil 2 was absent in the one marked period: 0 of 1 in the first subject.
    expect(shortage.body('S.No')[0]?.slice(0, 2)).toEqual([1, cse.students[1]!.registerNumber]);
    expect(shortage.body('S.No')[0]?.slice(6, 11)).toEqual([
      cse.subjects[0]!.code,
      'Subject ML',
      0,
      1,
      0,
    ]);

    await page.goto('/hodpannel/absences');
    await chooseBatch();
    await page.getByLabel('Consecutive days absent (at least)').fill('1');
    await expect(page.getByTestId('absences-count')).toContainText('1 students absent on 1');
    const absences = await downloadExcel(page);
    expect(absences.name).toBe(`CSE_Absences_${campusToday()}.xlsx`);
    expect(absences.row('Days (at least)')[1]).toBe(1);
    const pupil = absences.body('S.No')[0];
    expect([pupil?.[1], pupil?.[7], pupil?.[10]]).toEqual([
      cse.students[1]!.registerNumber,
      1,
      campusToday(),
    ]);
  });
});
