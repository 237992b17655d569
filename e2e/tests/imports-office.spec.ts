import ExcelJS from 'exceljs';
import { uniqueTag } from '../support/api';
import { expect, expectAccessibleInBothThemes, snap, test } from '../support/fixtures';
import { previewAsNewAdmin, savedWorkbook } from '../support/imports';

// Issue 22: the sheet a college office keeps, imported as it is, on a 375 px phone.

/** A class sheet under a merged two-row title, in the office's words, phones typed as numbers. */
async function officeWorkbook(t: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Read me').addRow(['One sheet per class, please.']);
  const sheet = workbook.addWorksheet('III CSE A');
  const headers = [
    'S.No.',
    'Reg No',
    'Name of the Student',
    'Sex',
    'Category',
    'Mobile',
    'Guardian No',
    'Blood Group',
  ];
  sheet.getCell('A1').value = 'Annamalai College of Engineering';
  sheet.mergeCells('A1:H1');
  sheet.getCell('A2').value = 'B.E. Computer Science — III Year — Student List';
  sheet.mergeCells('A2:H2');
  sheet.addRow(headers);
  const names = ['Kavya Raman', 'Arjun Mehta', 'Zoë Ñúñez'];
  names.forEach((name, i) =>
    sheet.addRow([
      i + 1,
      `OF${t}0${i + 1}`,
      name,
      i % 2 ? 'M' : 'F',
      'Regular',
      9876543210 + i,
      919876543300 + i,
      'O+',
    ]),
  );
  return savedWorkbook(workbook, 'cse-sem5.xlsx');
}

test('Import Students: an office sheet, one column fixed with the keyboard, the batch picked, on a phone', async ({
  page,
  baseURL,
}) => {
  const t = uniqueTag();
  const batch = `20${t.slice(-2)}-20${Number(t.slice(-2)) + 4}`;
  const admin = await previewAsNewAdmin(page, baseURL!, await officeWorkbook(t));

  const mapping = page.getByTestId('import-mapping');
  await expect(page.getByTestId('mapping-missing')).toHaveText(
    'No column holds Batch and Parent Phone: choose the columns below, or give them once for the whole file.',
  );
  await expect(mapping.getByLabel('Sheet')).toHaveValue('III CSE A');
  await expect(page.getByTestId('skipped-rows')).toContainText(
    'Row 2: B.E. Computer Science — III Year — Student List',
  );
  await expect(mapping.getByLabel('Reg No imports as')).toHaveValue('registerNumber');
  await expect(mapping.getByLabel('Blood Group imports as')).toHaveValue('');
  // Year and semester are read from the title and the file name.
  await expect(mapping.getByLabel('Year')).toHaveValue('3');
  await expect(mapping.getByLabel('Semester')).toHaveValue('5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The office's "Guardian No" is the parent's phone: chosen with the keyboard alone.
  const guardian = mapping.getByLabel('Guardian No imports as');
  await guardian.focus();
  await page.keyboard.type('Parent');
  await expect(guardian).toHaveValue('parentNumber');
  await expect(page.getByTestId('mapping-missing')).toHaveText(
    'No column holds Batch: choose the column below, or give it once for the whole file.',
  );
  await mapping.getByLabel('Batch').fill(batch);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 new')).toBeVisible();
  await expect(page.getByTestId('mapping-missing')).toHaveCount(0);
  const rows = page.getByTestId('import-rows');
  await expect(rows).toContainText(`CSE${batch}`);
  await expect(rows).toContainText('9876543302');
  await expect(page.getByTestId('import-normalised')).toContainText(
    'Guardian No, 3 rows made 10 digits',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessibleInBothThemes(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'import-mapping-desktop');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('status-message')).toHaveText('✅ Imported 3 students.');
  const stored = await admin.api.call<{ batch: string; parentNumber: string }[]>(
    'GET',
    '/api/admin/students',
  );
  expect(
    stored
      .filter((s) => s.batch === `CSE${batch}`)
      .map((s) => s.parentNumber)
      .sort(),
  ).toEqual(['9876543300', '9876543301', '9876543302']);
});
