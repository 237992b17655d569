import {
  expect,
  expectAccessibleInBothThemes,
  signIn,
  signOut,
  snap,
  test,
} from '../support/fixtures';
import { arrangeWeekClass, campusDate, WEEK_ENV } from '../support/week';

test.use({ portalEnv: WEEK_ENV, viewport: { width: 1280, height: 900 } });

test.describe('the calendar screen', () => {
  test("the Admin adds a department holiday; the teacher's date picker shows it disabled with the reason", async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeWeekClass(baseURL!);
    // Two days ago: inside the marking form's reach, and not the day another week test uses.
    const date = campusDate(-2);
    let added: number | undefined;
    try {
      await signIn(page, klass.admin.email, klass.admin.idCardNumber);
      await page.goto('/admin/calendar');
      const days = page.getByRole('region', { name: 'Days off' });
      await days.getByRole('textbox', { name: 'Day', exact: true }).fill(date);
      await days.getByLabel('Kind').selectOption('holiday');
      await days.getByLabel('Name').fill(`Pongal ${klass.tag}`);
      await days.getByRole('button', { name: 'Add day' }).click();
      await expect(page.getByTestId('day-message')).toHaveText(`✅ ${date} added.`);
      const row = page.getByTestId('calendar-days').getByRole('row', { name: new RegExp(date) });
      await expect(row).toContainText(`Pongal ${klass.tag}`);
      await expect(row).toContainText('CSE');
      const calendar = await klass.admin.api.call<{ days: { id: number | null; name: string }[] }>(
        'GET',
        '/api/week/calendar',
      );
      added = calendar.days.find((d) => d.name === `Pongal ${klass.tag}`)?.id ?? undefined;
      await snap(page, 'week-calendar');
      await expectAccessibleInBothThemes(page);
      await signOut(page);

      await signIn(page, klass.anand.email, klass.anand.idCardNumber);
      await page
        .getByRole('button', { name: `Mark attendance for ${klass.subjects.maths.code}` })
        .click();
      await page.getByRole('button', { name: 'Calendar with days off' }).click();
      // Two days ago is last month's on the 1st and the 2nd, which this month's grid may leave
      // out (December 2026's first row starts on Monday 30 November).
      if (date.slice(0, 7) !== campusDate().slice(0, 7)) {
        await page
          .getByRole('dialog', { name: 'Calendar with days off' })
          .getByRole('button', { name: 'Previous month' })
          .click();
      }
      const holiday = page.getByRole('button', {
        name: new RegExp(`${date}: ${date} is a holiday: Pongal ${klass.tag}\\.`),
      });
      await expect(holiday).toBeDisabled();
      // Checked with the calendar open, the pointer off the button that opened it.
      await page.mouse.move(900, 880);
      await expectAccessibleInBothThemes(page);
      await page.keyboard.press('Escape');
      // Typed in the field, the day says why under it.
      await page.getByLabel('Date').fill(date);
      await expect(
        page.getByText(`${date} is a holiday: Pongal ${klass.tag}.`).first(),
      ).toBeVisible();
    } finally {
      if (added !== undefined) await klass.admin.api.call('DELETE', `/api/week/days/${added}`);
    }
  });
});
