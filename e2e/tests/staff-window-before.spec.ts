import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { openCountdown, zoneAtLocalHour } from '../support/window';

// This file's server has a campus zone that puts the real "now" before the 09:00 opening.
// The browser keeps its own zone, which the countdown must ignore.

test.use({ portalEnv: { CAMPUS_TIMEZONE: zoneAtLocalHour(5), MARKING_WINDOW: '09:00-19:00' } });

test('counts down to the opening, then opens without a reload', async ({ page, baseURL }) => {
  await page.clock.install();
  const countdown = await openCountdown(page, baseURL!);
  await expect(countdown).toHaveAttribute('data-phase', 'before');
  await expect(countdown).toHaveText(
    /^Attendance marking has not opened yet\. It opens at 09:00 \(in [234]h \d\dm \d\ds\)\.$/,
  );
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!); // it ticks
  await expectAccessibleInBothThemes(page);
  await page.clock.fastForward('04:00:00');
  await expect(countdown).toHaveAttribute('data-phase', 'open');
  await expect(countdown).toHaveText(/^Closing in \d+h \d\dm \d\ds$/);
});
