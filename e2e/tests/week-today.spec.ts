import { execFileSync } from 'node:child_process';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeWeekClass, campusDate, putEveryDay, staffName, WEEK_ENV } from '../support/week';

// The campus clock reads noon (WEEK_ENV) and every period of the day started just after
// midnight, so a timetabled period nobody marked is hours late on any day of the year.
test.use({ portalEnv: WEEK_ENV, viewport: { width: 1280, height: 900 } });

test.describe('Today with the week', () => {
  test('a started timetabled period not marked names its teacher and how late; the PDF says the same', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeWeekClass(baseURL!);
    const { maths, ds } = klass.subjects;
    await putEveryDay(klass, { 1: maths.id, 2: ds.id });
    const marked = await klass.anand.api.call(
      'POST',
      '/api/attendance/mark',
      klass.students.map((s) => ({
        subjectID: maths.id,
        date: campusDate(),
        period: 1,
        registerNumber: s.registerNumber,
        status: 'P',
      })),
    );
    expect(marked).toMatchObject({ slot: 'timetabled' });

    await signIn(page, klass.hod.email, klass.hod.idCardNumber);
    await page.goto('/hodpannel/today');
    await page.getByRole('combobox', { name: 'Batch', exact: true }).click();
    await page.getByRole('option', { name: klass.batch }).click();
    const periods = page.getByTestId('today-period');
    await expect(periods).toHaveCount(2);
    await expect(periods.nth(0)).toHaveAttribute('data-state', 'marked');
    const late = periods.nth(1);
    await expect(late).toHaveAttribute('data-state', 'missing');
    await expect(late).toContainText(
      `not marked: ${ds.code} Data Structures (${staffName(klass.bala)})`,
    );
    await expect(late).toContainText(/\d+ h \d{2} min since it started/);
    await snap(page, 'week-today-late');
    await expectAccessibleInBothThemes(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
      encoding: 'utf8',
    }).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Timetabled periods that have started');
    expect(text).toContain('NOT MARKED');
    expect(text).toContain(staffName(klass.bala));
    expect(text).toMatch(/\d+ h \d{2} min/);
  });

  test('a day off says so instead of a board', async ({ page, baseURL }) => {
    const klass = await arrangeWeekClass(baseURL!);
    await putEveryDay(klass, { 1: klass.subjects.maths.id });
    const holiday = await klass.admin.api.call<{ id: number }>('POST', '/api/week/days', {
      date: campusDate(),
      kind: 'holiday',
      name: 'Founders Day',
    });
    try {
      await signIn(page, klass.hod.email, klass.hod.idCardNumber);
      await page.goto('/hodpannel/today');
      await expect(page.getByTestId('today-day-off')).toHaveText(
        `No classes today: ${campusDate()} is a holiday: Founders Day.`,
      );
      await expect(page.getByTestId('today-period')).toHaveCount(0);
      await expectAccessibleInBothThemes(page);
    } finally {
      // The department's today stays a teaching day for the other tests of this portal.
      await klass.admin.api.call('DELETE', `/api/week/days/${holiday.id}`);
    }
  });
});
