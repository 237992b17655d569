import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { previewAsNewAdmin, savedWorkbook } from '../support/imports';

// Issue 54: a class on two sheets, a row hidden by a filter, a total row, no Type column; and a
// semicolon CSV saved by Excel in Windows-1252.

const HEADERS = ['Reg No', 'Name', 'Gender', 'Mobile', 'Parent Mobile'];
const student = (register: string, name: string) => [
  register,
  name,
  'F',
  '9876543210',
  '9876543211',
];

async function sectionsWorkbook(t: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const a = workbook.addWorksheet('A section');
  a.addRow(HEADERS);
  a.addRow(student(`SH${t}01`, 'Kavya'));
  a.addRow(student(`SH${t}02`, 'Left Last Year'));
  a.getRow(3).hidden = true;
  a.addRow(student(`SH${t}03`, 'Meera'));
  a.addRow(['Total: 3']);
  const b = workbook.addWorksheet('B section');
  b.addRow(HEADERS);
  b.addRow(student(`SH${t}04`, 'Arun'));
  b.addRow(student(`SH${t}05`, 'Not This One'));
  return savedWorkbook(workbook, 'cse-II-year.xlsx');
}

test('Import Students: two sections together, a hidden row taken in, a row left out, Type confirmed', async ({
  page,
  baseURL,
}) => {
  const t = uniqueTag();
  const batch = `20${t.slice(-2)}-20${Number(t.slice(-2)) + 4}`;
  await previewAsNewAdmin(page, baseURL!, await sectionsWorkbook(t));

  const mapping = page.getByTestId('import-mapping');
  await expect(mapping.getByLabel('Sheet', { exact: true })).toHaveValue('A section');
  await expect(mapping.getByLabel('Sheet', { exact: true }).locator('option')).toHaveText([
    'A section (4 rows)',
    'B section (2 rows)',
  ]);
  await expect(page.getByTestId('set-aside-hidden')).toContainText(
    `Row 3: SH${t}02 · Left Last Year`,
  );
  await expect(page.getByTestId('set-aside-notRecord')).toContainText('Row 5: Total: 3');
  // The year is read from the file name; Type is proposed, not taken, until the Admin confirms it.
  await expect(page.getByTestId('mapping-missing')).toContainText(
    'No column holds Batch, Semester and Type',
  );

  await page.getByTestId('sheets-together').check();
  await expect(page.getByTestId('sheets-read')).toHaveText(
    'Sheets read together, in one import: A section, B section',
  );
  await mapping.getByLabel('Batch').fill(batch);
  await expect(mapping.getByLabel('Year')).toHaveValue('2');
  await mapping.getByLabel('Semester').selectOption('3');
  await expect(
    mapping.getByText('No Type column: usually Regular, choose to confirm'),
  ).toBeVisible();
  await mapping.getByLabel('Type').selectOption('Regular');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('4 new')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Leave out row B section · 3' }).click();
  await expect(page.getByText('3 new')).toBeVisible();
  await expect(page.getByTestId('set-aside-excluded')).toContainText('Not This One');
  await page.getByRole('button', { name: 'Include row 3 of A section' }).click();
  await expect(page.getByText('4 new')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // On a desktop the preview's every column is in view, none cut at the edge of its box.
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByTestId('import-rows');
  const fits = await table.evaluate((element) => {
    const box = element.parentElement!.closest('[role="region"]') ?? element.parentElement!;
    return { table: element.scrollWidth, box: box.clientWidth };
  });
  expect(fits.table).toBeLessThanOrEqual(fits.box);
  await page.setViewportSize({ width: 375, height: 740 });

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('status-message')).toHaveText('✅ Imported 4 students.');
  await expect(page.getByTestId('recent-imports')).toContainText(
    'cse-II-year.xlsx (sheets A section, B section), 4 stored',
  );
});

test('Import Students: a semicolon CSV in Windows-1252 says how it was read', async ({
  page,
  baseURL,
}) => {
  const t = uniqueTag();
  const text = [HEADERS.join(';'), student(`CS${t}01`, 'José Núñez').join(';')].join('\r\n');
  const file = join(mkdtempSync(join(tmpdir(), 'ansi-')), 'class.csv');
  writeFileSync(file, Buffer.from(text, 'latin1'));
  await previewAsNewAdmin(page, baseURL!, file, 1280);
  await expect(page.getByTestId('csv-reading')).toHaveText(
    'Read as Windows-1252 text, cells separated by semicolons.',
  );
  await expect(page.getByTestId('import-mapping').getByLabel('Name imports as')).toHaveValue(
    'studentName',
  );
});
