import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { background, openCountdown, zoneAtLocalHour } from '../support/window';

// This file's server has a campus zone that puts the real "now" early inside the window.
// The browser keeps its own zone, which the countdown must ignore.

test.use({ portalEnv: { CAMPUS_TIMEZONE: zoneAtLocalHour(10), MARKING_WINDOW: '09:00-19:00' } });

test('shows "Closing in" in green', async ({ page, baseURL }) => {
  const countdown = await openCountdown(page, baseURL!);
  await expect(countdown).toHaveText(/^Closing in [789]h \d\dm \d\ds$/);
  await expect(countdown).toHaveAttribute('data-tone', 'green');
  await expect(countdown).toHaveAttribute('data-blink', 'false');
  const [red, green] = await background(page);
  expect(green).toBeGreaterThan(red!);
  await expectAccessibleInBothThemes(page);
});
