import { execFileSync } from 'node:child_process';
import { TEN_SCRIPT_NAMES } from '../../apps/web/test/reports/names';
import { arrangeClass, markClass } from '../support/classroom';
import { expect, signIn, test } from '../support/fixtures';

// Issue 53: a class whose students are named in ten scripts. The View Attendance PDF, made in
// the report worker as Download PDF makes it, gives every name back exactly; the shaping
// engine and the fonts are fetched only once the report is asked for, and only the fonts of
// the scripts in it.
const NAMES = TEN_SCRIPT_NAMES;

test('the View Attendance PDF prints and gives back names in ten scripts', async ({
  page,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, NAMES.length, NAMES);
  const date = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await markClass(klass, date, 1);
  const fetched: string[] = [];
  page.context().on('request', (request) => {
    const file = /\/assets\/([a-z]+)-[\w-]+\.(ttf|wasm)$/.exec(request.url());
    if (file) fetched.push(file[1]!);
  });
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('link', { name: `View attendance of ${klass.subjectCode}` }).click();
  await expect(page.getByText(NAMES[2]!)).toBeVisible();
  expect(fetched).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const saved = await download;
  const text = execFileSync('pdftotext', ['-layout', (await saved.path())!, '-'], {
    encoding: 'utf8',
  });
  for (const name of NAMES) expect(text).toContain(name);
  expect(fetched.sort()).toEqual(
    [
      'bengali',
      'devanagari',
      'gujarati',
      'gurmukhi',
      'harfbuzz',
      'kannada',
      'latin',
      'malayalam',
      'oriya',
      'tamil',
      'telugu',
    ].sort(),
  );
});
