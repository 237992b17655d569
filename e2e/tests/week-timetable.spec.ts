import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeWeekClass, campusDate, WEEK_ENV, type WeekClass } from '../support/week';

test.use({ portalEnv: WEEK_ENV, viewport: { width: 1280, height: 900 } });

async function openGrid(page: Page, klass: WeekClass) {
  await signIn(page, klass.hod.email, klass.hod.idCardNumber);
  await page.getByRole('link', { name: 'Timetable' }).click();
  await expect(page.getByRole('heading', { name: 'Class Timetable' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: new RegExp(klass.batch) }).click();
  await expect(page.getByTestId('timetable-version')).toContainText('No timetable yet');
}

/** Enter opens the focused cell's menu; the arrows walk to the subject, Enter picks it. */
async function pickWithKeyboard(page: Page, subject: string) {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused.startsWith(subject)) break;
  }
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

test.describe('the HOD builds a class week', () => {
  test('in the grid with the keyboard alone; a clash names its cell', async ({ page, baseURL }) => {
    const klass = await arrangeWeekClass(baseURL!);
    const { maths, ds } = klass.subjects;
    await openGrid(page, klass);

    // Into the grid: the first cell is the one in the tab order.
    await page.getByTestId('cell-Mon:1').focus();
    await pickWithKeyboard(page, maths.code);
    await expect(page.getByTestId('cell-Mon:1')).toBeFocused();
    await expect(page.getByTestId('cell-Mon:1')).toContainText(maths.code);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('cell-Mon:2')).toBeFocused();
    await pickWithKeyboard(page, ds.code);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('cell-Tue:2')).toBeFocused();
    await pickWithKeyboard(page, maths.code);
    await expect(page.getByTestId('cell-Tue:2')).toHaveAccessibleName(
      new RegExp(`Tuesday P2: ${maths.code} Maths \\(Anand`),
    );

    // Nothing wider than the 1280 px screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save timetable' }).click();
    await expect(page.getByTestId('timetable-message')).toContainText('✅');
    await expect(page.getByTestId('timetable-version')).toContainText(
      `In force since ${campusDate()}`,
    );
    await expect(page.getByTestId('cell-Mon:1')).toContainText(maths.code);
    await snap(page, 'week-grid');
    await expectAccessibleInBothThemes(page);

    // A second class whose Maths teacher is Anand too: Monday P1 is taken.
    const other = `${klass.batch}B`;
    const { subject } = await klass.admin.api.addSubject({
      subjectCode: `MB${klass.tag}`,
      subjectName: 'Maths B',
      batch: other,
      year: 2,
      semester: 3,
      department: 'CSE',
    });
    await klass.hod.api.assign(klass.anand.staff.staffID, subject.subjectID);
    await page.reload();
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: new RegExp(`${other} `) }).click();
    await page.getByTestId('cell-Mon:1').focus();
    await pickWithKeyboard(page, `MB${klass.tag}`);
    await page.getByRole('button', { name: 'Save timetable' }).click();
    await expect(page.getByTestId('timetable-message')).toHaveAttribute('data-tone', 'error');
    await expect(page.getByTestId('timetable-conflicts')).toContainText(/Mon(day)? P1/);
    await expect(page.getByTestId('cell-Mon:1')).toHaveAttribute('data-conflict', 'true');
  });

  test('readable on a 375 px phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const klass = await arrangeWeekClass(baseURL!);
    await openGrid(page, klass);
    // The grid scrolls sideways inside its own box; the page itself does not.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('cell-Mon:1')).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
