import { readFileSync } from 'node:fs';
import { arrangeClass } from '../support/classroom';
import { expect, signIn, test } from '../support/fixtures';

// Issue 14: a report is made in a Web Worker, so the page stays responsive while jsPDF works;
// the file the browser saves is the same PDF as before.
test('Download PDF makes the report in a Web Worker and saves the PDF', async ({
  page,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 3);
  const date = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await klass.teacher.api.call(
    'POST',
    '/api/attendance/mark',
    klass.students.map((student, index) => ({
      subjectID: klass.subjectID,
      date,
      period: 1,
      registerNumber: student.registerNumber,
      status: index === 1 ? 'A' : 'P',
    })),
  );
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('link', { name: `View attendance of ${klass.subjectCode}` }).click();

  const workerStarted = page.waitForEvent('worker');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await workerStarted).url()).toMatch(/\/assets\/worker-[\w-]+\.js$/);
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${klass.subjectCode}-Data Structures.pdf`);
  const bytes = readFileSync((await saved.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});
