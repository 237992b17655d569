import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeWeekClass, WEEK_ENV } from '../support/week';

test.use({ portalEnv: WEEK_ENV, viewport: { width: 1280, height: 900 } });

test.describe('the HOD imports a timetable', () => {
  test('the preview names the row in error; fixed, the import stores the week', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeWeekClass(baseURL!);
    const { maths, ds } = klass.subjects;
    const dir = mkdtempSync(join(tmpdir(), 'timetable-'));
    const file = join(dir, 'week.csv');
    const write = (thirdCode: string) =>
      writeFileSync(
        file,
        [
          'Batch,Year,Semester,Day,Period,Subject Code',
          `${klass.batch},2,3,Mon,1,${maths.code}`,
          `${klass.batch},2,3,Mon,2,${ds.code}`,
          `${klass.batch},2,3,Tue,1,${thirdCode}`,
        ].join('\n'),
      );
    write('NOSUCH1');

    await signIn(page, klass.hod.email, klass.hod.idCardNumber);
    await page.goto('/hodpannel/timetable');
    await page.getByRole('link', { name: 'Import timetable' }).click();
    await expect(page.getByRole('heading', { name: 'Import Timetables' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    const problems = page.getByTestId('import-errors');
    // The row in error is the file's fourth line (the header being row 1), its cell named.
    const wrong = problems.getByRole('row').nth(1);
    await expect(wrong).toContainText(/^4\s*Subject Code\s*is not a subject of/);
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await snap(page, 'week-import-preview');
    await expectAccessibleInBothThemes(page);

    write(maths.code);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('import-errors')).toHaveCount(0);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('status-message')).toContainText('✅ Imported');

    // The grid shows the imported week.
    await page.getByRole('link', { name: 'Back to Class Timetable' }).click();
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: new RegExp(klass.batch) }).click();
    await expect(page.getByTestId('cell-Mon:1')).toContainText(maths.code);
    await expect(page.getByTestId('cell-Mon:2')).toContainText(ds.code);
    await expect(page.getByTestId('cell-Tue:1')).toContainText(maths.code);
  });
});
