import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeWeekClass, WEEK_ENV } from '../support/week';

test.use({ portalEnv: WEEK_ENV, viewport: { width: 1280, height: 900 } });

const HEADINGS = ['DAY', 'I', 'II', 'III', 'IV', 'LUNCH', 'V', 'VI', 'VII', 'VIII'];

/**
 * The notice-board grid of IV CSE A (year 4: the one such class on the week files' shared server,
 * so the server proposes it): two abbreviations of its own ("MAT", "DSA"), a merged lab.
 */
async function gridFile(maths: string, ds: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('IV CSE A');
  sheet.addRow(['IV CSE A', '', '', '', 'Room 301']);
  sheet.addRow(HEADINGS);
  sheet.addRow(['MON', 'MAT', 'DSA', maths, '', 'LUNCH', 'DSA', '', '', '']);
  sheet.addRow(['TUE', 'Data Structures', 'MAT (A)', '', ds]);
  for (const day of ['WED', 'THU', 'FRI', 'SAT']) sheet.addRow([day, maths]);
  sheet.mergeCells('G3:H3');
  const file = join(mkdtempSync(join(tmpdir(), 'grid-')), 'iv-cse-a.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

test.describe('the HOD imports a timetable grid workbook', () => {
  test('confirms two abbreviations, sees the week as a grid, imports it', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // four previews and an import of a workbook, two accessibility passes
    const klass = await arrangeWeekClass(baseURL!, { year: 4 });
    const { maths, ds } = klass.subjects;
    const file = await gridFile(maths.code, ds.code);

    await signIn(page, klass.hod.email, klass.hod.idCardNumber);
    await page.goto('/hodpannel/timetable');
    await page.getByRole('link', { name: 'Import grid workbook' }).click();
    await expect(page.getByRole('heading', { name: 'Import Timetable Grids' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();

    const problems = page.getByTestId('grid-errors');
    // The first workbook of a server loads ExcelJS: the first answer may take a while.
    await expect(problems).toContainText("Mon P1: 'MAT' is not a subject of IV CSE A.", {
      timeout: 30_000,
    });
    await expect(problems).toContainText("Mon P5: 'DSA' is not a subject of IV CSE A.");
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Class of IV CSE A' })).toHaveValue(
      new RegExp(klass.batch),
    );

    await page.getByRole('combobox', { name: '‘MAT’ means' }).click();
    await page.getByRole('option', { name: `${maths.code} Maths` }).click();
    await expect(page.getByRole('combobox', { name: '‘MAT’ means' })).toHaveCount(0);
    await page.getByRole('combobox', { name: '‘DSA’ means' }).click();
    await page.getByRole('option', { name: `${ds.code} Data Structures` }).click();

    await expect(page.getByTestId('grid-summary')).toHaveText('1 grid read; ready to import.');
    await expect(page.getByTestId('grid-abbreviations')).toContainText(
      `MAT = ${maths.code} (confirmed now)`,
    );
    // The merged lab fills both periods after lunch; the lunch column is not a period.
    const cell = (key: string) => page.getByTestId(`preview-0-${key}`);
    await expect(cell('Mon:1')).toContainText(maths.code);
    await expect(cell('Mon:5')).toContainText(ds.code);
    await expect(cell('Mon:6')).toContainText(ds.code);
    await expect(cell('Tue:2')).toContainText(maths.code);
    await expect(page.getByTestId('grid-warnings')).toContainText('(A) are not the initials of');
    await expect(page.getByRole('table', { name: 'Preview of IV CSE A' })).toBeVisible();
    await expect(cell('Mon:1').locator('div')).toHaveAttribute(
      'title',
      /Maths, by its abbreviation/,
    );
    // Nothing wider than the 1280 px screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await snap(page, 'grid-import-preview-desktop');
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('status-message')).toContainText(
      '✅ Imported the timetables of 1 class',
    );

    await page.getByRole('link', { name: 'Back to Class Timetable' }).click();
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: new RegExp(klass.batch) }).click();
    await expect(page.getByTestId('cell-Mon:1')).toContainText(maths.code);
    await expect(page.getByTestId('cell-Mon:6')).toContainText(ds.code);
  });
});
