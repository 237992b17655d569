import type { Page } from '@playwright/test';
import { arrangeClass, rowStatuses, type Class } from '../support/classroom';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

async function openMarking(page: Page, klass: Class) {
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(klass.students.length);
}

function row(page: Page, index: number) {
  return page.getByTestId('student-row').nth(index);
}

async function storedStatuses(klass: Class): Promise<string[]> {
  const records = await klass.teacher.api.call<{ status: string }[]>(
    'GET',
    `/api/attendance/view?subjectID=${klass.subjectID}`,
  );
  return records.map((record) => record.status);
}

test.describe('marking in the classroom, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a class of 60: only the absentees are touched and the counts follow', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const klass = await arrangeClass(baseURL!, 60);
    await openMarking(page, klass);
    await expect(page.getByTestId('subject-card')).toHaveCount(1);
    // Nothing wider than the phone: no sideways scrolling while marking.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByLabel('Period').selectOption('1');

    const absentees = [3, 11, 27, 40, 59];
    for (const [done, index] of absentees.entries()) {
      await row(page, index).getByText(klass.students[index]!.studentName).tap();
      await expect(row(page, index)).toHaveAttribute('data-status', 'A');
      await expect(page.getByTestId('count-A')).toHaveAttribute('data-count', String(done + 1));
      await expect(page.getByTestId('count-P')).toHaveAttribute('data-count', String(59 - done));
    }
    // The counts and Submit stay on screen at the bottom of the phone.
    await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeInViewport();

    await page.getByRole('button', { name: 'Submit Attendance' }).tap();
    await expect(page.getByTestId('confirm-count-A')).toHaveAttribute('data-count', '5');
    await expect(page.getByTestId('confirm-count-P')).toHaveAttribute('data-count', '55');
    await page.getByTestId('confirm-submit').tap();
    await expect(page.getByTestId('status-message')).toContainText('(60 students)');
    const stored = await storedStatuses(klass);
    expect(stored.flatMap((status, index) => (status === 'A' ? [index] : []))).toEqual(absentees);
  });

  test('a class of 60 fits one compact line per student and stays accessible', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const klass = await arrangeClass(baseURL!, 60);
    await openMarking(page, klass);
    await page.getByLabel('Period').selectOption('1');
    await row(page, 7).getByLabel('Medical Leave').tap();
    await expect(row(page, 7)).toHaveAttribute('data-status', 'ML');

    const heights = await page
      .getByTestId('student-row')
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(heights).toHaveLength(60);
    expect(Math.max(...heights)).toBeLessThanOrEqual(48);
    // Every status chip is a touch target of at least 24 by 24 px (WCAG 2.5.8).
    const chip = await row(page, 0).getByLabel('On Duty').boundingBox();
    expect(Math.min(chip!.width, chip!.height)).toBeGreaterThanOrEqual(24);
    // The five chips show the codes and sit on the same line as the name.
    const name = await row(page, 0).getByText('Student 01').boundingBox();
    const present = await row(page, 0).getByLabel('Present').boundingBox();
    expect(present!.x).toBeGreaterThan(name!.x + name!.width);
    await expect(row(page, 0).getByRole('radiogroup')).toHaveText('PAODMLL');
    await expectAccessibleInBothThemes(page);
  });

  test('the marking screen is accessible in both themes and pictured whole', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 8);
    await openMarking(page, klass);
    await page.getByLabel('Period').selectOption('2');
    await row(page, 2).getByText('Student 03').tap();
    await row(page, 5).getByLabel('On Duty').tap();
    await expectAccessibleInBothThemes(page);
    // A viewport as tall as the page: the fixed top bar and the sticky submit bar are pictured
    // where they belong rather than wherever the page happened to be scrolled.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 375, height });
    await snap(page, 'marking-eight-phone-light');
    await page.getByTestId('theme-toggle').click();
    await snap(page, 'marking-eight-phone-dark');
    await page.getByTestId('theme-toggle').click();
  });
});

test('marking with the keyboard alone: arrows move between students, letters set the status', async ({
  page,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 8);
  await openMarking(page, klass);
  await expectAccessibleInBothThemes(page);
  await page.getByLabel('Period').focus();
  await page.keyboard.press('ArrowDown'); // the native select moves to Period 1
  await page.keyboard.press('Tab');
  await expect(row(page, 0).getByLabel('Present')).toBeFocused();

  for (const letter of ['a', 'o', 'm', 'l']) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(letter);
  }
  await expect(row(page, 4).getByLabel('Leave', { exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+A');
  await expect(row(page, 7).getByLabel('Absent')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(row(page, 0).getByLabel('Present')).toBeFocused();
  await expect
    .poll(() => rowStatuses(page))
    .toEqual(['P', 'A', 'OD', 'ML', 'LEAVE', 'P', 'P', 'A']);

  // The list is one stop: Tab leaves it for Submit, Shift+Tab comes back to the same student.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(row(page, 0).getByLabel('Present')).toBeFocused();

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm-submit')).toBeVisible();
  await page.getByTestId('confirm-submit').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status-message')).toContainText('period 1 (8 students)');
  expect(await storedStatuses(klass)).toEqual(['P', 'A', 'OD', 'ML', 'LEAVE', 'P', 'P', 'A']);
});
