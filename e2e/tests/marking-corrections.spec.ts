import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeClass, type Class } from '../support/classroom';
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  signIn,
  test,
} from '../support/fixtures';
import { zoneAtLocalHour } from '../support/window';

/**
 * A campus whose wall clock reads 10 o'clock now, with one period an hour from 09:00: periods 1
 * and 2 of today have started, 3 to 8 have not.
 */
function hourlyCampus(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'attendance-campus-')), 'campus.json');
  const periods = Array.from({ length: 8 }, (_, i) => ({
    number: i + 1,
    starts: `${String(9 + i).padStart(2, '0')}:00`,
  }));
  writeFileSync(path, JSON.stringify({ periods }));
  return path;
}
test.use({ portalEnv: { CAMPUS_TIMEZONE: zoneAtLocalHour(10), CAMPUS_CONFIG: hourlyCampus() } });

function shift(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

function recordsOf(klass: Class, date: string, period: number, status = 'P') {
  return klass.students.map((s) => ({
    subjectID: klass.subjectID,
    date,
    period,
    registerNumber: s.registerNumber,
    status,
  }));
}

async function openMarking(page: Page, klass: Class) {
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(klass.students.length);
}

test.describe('Marking dates and HOD corrections', () => {
  test('the date picker offers today and the 3 days before; future periods of today are disabled', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 2);
    await openMarking(page, klass);
    const date = page.getByLabel('Date');
    const today = (await date.getAttribute('max'))!;
    await expect(date).toHaveValue(today);
    await expect(date).toHaveAttribute('min', shift(today, -3));

    const period = page.getByLabel('Period');
    for (const n of [1, 2]) {
      await expect(period.locator(`option[value="${n}"]`)).toBeEnabled();
    }
    for (const n of [3, 8]) {
      await expect(period.locator(`option[value="${n}"]`)).toBeDisabled();
    }
    await expect(period.locator('option[value="3"]')).toHaveText('Period 3 (starts 11:00)');

    // Every period of an earlier day has started.
    await date.fill(shift(today, -1));
    await expect(period.locator('option[value="8"]')).toBeEnabled();
    await expect(period.locator('option[value="8"]')).toHaveText('Period 8');

    // A date typed past the bounds gets the server's own words before anything is sent.
    await period.selectOption('8');
    await date.fill(shift(today, -4));
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    const message = page.getByTestId('marking-panel').getByTestId('status-message');
    await expect(message).toHaveText(
      'Attendance can be marked for today and the 3 days before it only.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await date.fill(shift(today, -3));
    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByTestId('status-message')).toContainText(
      `Attendance submitted successfully: ${klass.subjectCode}, ${shift(today, -3)}, period 8`,
    );
  });

  test('the HOD voids a submitted period with a reason, and it can be marked again', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    const campus = await klass.teacher.api.call<{ timezone: string }>('GET', '/api/campus');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: campus.timezone }).format(
      new Date(),
    );
    await klass.teacher.api.call('POST', '/api/attendance/mark', recordsOf(klass, today, 2, 'A'));

    await signIn(page, klass.hod.email, klass.hod.idCardNumber);
    await page.goto('/hodpannel/assignedlist');
    await page.getByRole('link', { name: 'Corrections: void a submitted period' }).click();
    await expect(page).toHaveURL(/\/hodpannel\/corrections$/);
    await page
      .getByRole('button', {
        name: `Submitted periods of ${klass.subjectCode} for ${klass.teacher.staff.staffName}`,
      })
      .click();
    const rows = page.getByTestId('submitted-period');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('cell')).toHaveText([
      today,
      '2',
      '3',
      klass.teacher.staff.staffCode,
      'Void',
    ]);

    await expectAccessibleInBothThemes(page);

    await rows
      .first()
      .getByRole('button', { name: `Void ${today} period 2` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Void this period?' });
    await expect(dialog).toContainText('The 3 records of');
    const confirm = dialog.getByRole('button', { name: 'Void', exact: true });
    await dialog.getByLabel('Reason').fill('too short');
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(1);

    await rows
      .first()
      .getByRole('button', { name: `Void ${today} period 2` })
      .click();
    await dialog.getByLabel('Reason').fill('Marked Absent for the whole class by mistake');
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('status-message')).toHaveText(
      `Voided ${klass.subjectCode}, ${today}, period 2 (3 records). It can be marked again.`,
    );
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No submitted periods count for this subject.')).toBeVisible();

    const view = `/api/attendance/view?subjectID=${klass.subjectID}`;
    expect(await klass.teacher.api.call<unknown[]>('GET', view)).toEqual([]);
    await klass.teacher.api.call('POST', '/api/attendance/mark', recordsOf(klass, today, 2, 'P'));
    const again = await klass.teacher.api.call<{ status: string }[]>('GET', view);
    expect(again.map((r) => r.status)).toEqual(['P', 'P', 'P']);
  });
});
