import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeWeekClass, campusDate, putEveryDay, WEEK_ENV } from '../support/week';

test.use({ portalEnv: WEEK_ENV, viewport: { width: 375, height: 740 }, hasTouch: true });

test.describe("the teacher's day", () => {
  test('a timetabled period is one tap from its form; a holiday is disabled with its reason', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeWeekClass(baseURL!);
    const { maths, ds } = klass.subjects;
    await putEveryDay(klass, { 1: maths.id, 2: ds.id });
    const yesterday = campusDate(-1);
    await klass.admin.api.call('POST', '/api/week/days', {
      date: yesterday,
      kind: 'holiday',
      name: 'Founders Day',
    });

    await signIn(page, klass.anand.email, klass.anand.idCardNumber);
    const periods = page.getByTestId('my-period');
    await expect(periods).toHaveCount(1);
    await expect(periods.first()).toContainText(`P1`);
    await expect(periods.first()).toContainText('Not marked');
    await snap(page, 'week-teacher-day');
    await expectAccessibleInBothThemes(page);

    await periods.first().tap();
    await expect(page.getByLabel('Period')).toHaveValue('1');
    await expect(page.getByLabel('Date')).toHaveValue(campusDate());

    // The calendar shows yesterday disabled, named by its reason.
    await page.getByRole('button', { name: 'Calendar with days off' }).tap();
    const holiday = page.getByRole('button', { name: new RegExp(`${yesterday}: .*Founders Day`) });
    await expect(holiday).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Submit Attendance' }).tap();
    await page.getByTestId('confirm-submit').tap();
    await expect(page.getByTestId('status-message')).toContainText('(3 students)');
    await expect(periods.first()).toContainText('Marked');
  });

  test("marking another subject's period asks first and records a substitution", async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeWeekClass(baseURL!);
    const { maths } = klass.subjects;
    await putEveryDay(klass, { 3: maths.id });
    await signIn(page, klass.bala.email, klass.bala.idCardNumber);
    await page.getByRole('button', { name: `Mark attendance for ${klass.subjects.ds.code}` }).tap();
    await page.getByLabel('Period').selectOption('3');
    await page.getByRole('button', { name: 'Submit Attendance' }).tap();
    await page.getByTestId('confirm-submit').tap();
    await expect(page.getByTestId('substitution-question')).toContainText('P3 is Maths');
    await expect(page.getByTestId('substitution-question')).toContainText('Data Structures?');
    await page.getByTestId('confirm-substitution').tap();
    await expect(page.getByTestId('status-message')).toContainText('(3 students)');
  });
});
