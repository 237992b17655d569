import type { Page } from '@playwright/test';
import { arrangeClass, markClass } from '../support/classroom';
import { createStaff } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, test } from '../support/fixtures';

/**
 * A day some days back, as YYYY-MM-DD; never in the future in any campus zone. Counted from one
 * moment, so that the history made when the file loads and a filter typed later agree on the
 * days when a run crosses midnight (it once asked from the 24th for records of the 23rd).
 */
const LOADED_AT = Date.now();
function daysAgo(days: number): string {
  return new Date(LOADED_AT - days * 86_400_000).toISOString().slice(0, 10);
}

// The history goes five days back, beyond the default backfill of 3 days.
test.use({ portalEnv: { MARKING_BACKFILL_DAYS: '10' } });

// Four sessions: 100%, 75% (not under), 25% and 50% (both under 75%).
const SESSIONS = [
  { date: daysAgo(5), period: 1, statuses: ['P', 'P', 'A', 'P'] },
  { date: daysAgo(4), period: 2, statuses: ['P', 'P', 'A', 'P'] },
  { date: daysAgo(3), period: 1, statuses: ['P', 'P', 'OD', 'A'] },
  { date: daysAgo(3), period: 4, statuses: ['P', 'A', 'P', 'ML'] },
];

async function arrangeHistory(baseURL: string) {
  const klass = await arrangeClass(baseURL, 4);
  for (const session of SESSIONS) {
    await klass.teacher.api.call(
      'POST',
      '/api/attendance/mark',
      klass.students.map((student, index) => ({
        subjectID: klass.subjectID,
        date: session.date,
        period: session.period,
        registerNumber: student.registerNumber,
        status: session.statuses[index],
      })),
    );
  }
  return klass;
}

async function openView(page: Page, baseURL: string) {
  const klass = await arrangeHistory(baseURL);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('link', { name: `View attendance of ${klass.subjectCode}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/staffpannel/viewattendance\\?batch=${klass.batch}&department=CSE&semester=3&subjectID=${klass.subjectID}&year=2$`,
    ),
  );
  // A View this small is made on the server's main thread, not on a report worker whose first
  // start waited behind two browsers on CI's two cores (8.7 s there once).
  await expect(page.getByTestId('matrix-row')).toHaveCount(4);
  return klass;
}

const percentages = (page: Page) => page.getByTestId('percentage');

test.describe('Subject_Staff views attendance', () => {
  test('the matrix, the red percentages under 75% and the toggle', async ({ page, baseURL }) => {
    const klass = await openView(page, baseURL!);
    const header = page.getByTestId('view-header');
    await expect(header).toContainText(`Subject: ${klass.subjectCode} – Data Structures`);
    await expect(header).toContainText(`Staff: ${klass.teacher.staff.staffName}`);
    await expect(header).toContainText('Department: Computer Science and Engineering');

    const matrix = page.getByTestId('attendance-matrix');
    await expect(matrix.getByRole('columnheader')).toHaveText([
      'Student',
      ...SESSIONS.map((s) => `${s.date}P${s.period}`),
      'Present',
      'Sessions',
      '%',
    ]);
    await expect(page.getByTestId('matrix-row').nth(2).getByRole('cell')).toHaveText([
      'A',
      'A',
      'OD',
      'P',
      '1',
      '4',
      /^25\.00/,
    ]);
    await expect(page.getByTestId('present-total')).toHaveText(['4', '3', '1', '2']);
    await expect(percentages(page)).toHaveText([/^100\.00$/, /^75\.00$/, /^25\.00/, /^50\.00/]);
    const colour = (index: number) =>
      percentages(page)
        .nth(index)
        .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number));
    const [red, green] = await colour(2);
    expect(red!).toBeGreaterThan(150);
    expect(green!).toBeLessThan(100);
    await expect(percentages(page).nth(1)).toHaveAttribute('data-low', 'false');

    await page.getByLabel('Show only students under 75%').check();
    await expect(page.getByTestId('matrix-row')).toHaveCount(2);
    await expect(percentages(page)).toHaveText([/^25\.00/, /^50\.00/]);
    await page.getByLabel('Show only students under 75%').uncheck();
    await expect(page.getByTestId('matrix-row')).toHaveCount(4);
    await expectAccessibleInBothThemes(page);
  });

  test('Apply Filter narrows the dates; an empty range says so', async ({ page, baseURL }) => {
    await openView(page, baseURL!);
    await page.getByLabel('Start date').fill(daysAgo(3));
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page.getByTestId('attendance-matrix').getByRole('columnheader')).toHaveCount(6);
    await expect(percentages(page)).toHaveText([/^100\.00$/, /^50\.00/, /^50\.00/, /^0\.00/]);

    await page.getByLabel('End date').fill(daysAgo(4));
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'The start date must be on or before the end date.',
    );
    await page.getByLabel('Start date').fill(daysAgo(2));
    await page.getByLabel('End date').fill(daysAgo(1));
    await page.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'No attendance records found for the selected criteria. Please reload the page.',
    );
    await expect(page.getByTestId('attendance-matrix')).toHaveCount(0);
  });

  test('Download PDF saves {code}-{name}.pdf', async ({ page, baseURL }) => {
    const klass = await openView(page, baseURL!);
    await page.getByLabel('Show only students under 75%').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${klass.subjectCode}-Data Structures.pdf`);
  });

  test('on a phone the matrix scrolls sideways behind a sticky student column', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openView(page, baseURL!);
    const matrix = page.getByTestId('attendance-matrix');
    const sizes = await matrix.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(sizes[0]!).toBeGreaterThan(sizes[1]!);
    const firstCell = page.getByTestId('matrix-row').first().getByRole('rowheader');
    const before = (await firstCell.boundingBox())!.x;
    await matrix.evaluate((el) => el.scrollBy(200, 0));
    expect((await firstCell.boundingBox())!.x).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('with many sessions the totals stay in sight at the right edge', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1024, height: 740 });
    const klass = await openView(page, baseURL!);
    // Sixteen more sessions: eight periods on each of two days.
    for (const date of [daysAgo(2), daysAgo(1)]) {
      for (let period = 1; period <= 8; period += 1) await markClass(klass, date, period);
    }
    await page.reload();
    await expect(page.getByTestId('matrix-row')).toHaveCount(4);
    const matrix = page.getByTestId('attendance-matrix');
    const [scrollWidth, clientWidth] = await matrix.evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(scrollWidth!).toBeGreaterThan(clientWidth!);
    const box = (await matrix.boundingBox())!;
    for (const scrolled of [false, true]) {
      if (scrolled) await matrix.evaluate((el) => el.scrollBy(400, 0));
      for (const cell of [page.getByTestId('present-total').first(), percentages(page).first()]) {
        const cellBox = (await cell.boundingBox())!;
        expect(cellBox.x).toBeGreaterThanOrEqual(box.x);
        expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
      }
    }
  });

  test("an unknown subject shows the server's words", async ({ page, baseURL }) => {
    const teacher = await createStaff(baseURL!, 'Subject_Staff', 'CSE');
    await signIn(page, teacher.email, teacher.idCardNumber);
    await page.goto('/staffpannel/viewattendance?subjectID=987654');
    await expect(page.getByTestId('status-message')).toHaveText('Subject not found.');
  });
});
