import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { background, openCountdown, zoneAtLocalHour } from '../support/window';

// This file's server has a campus zone that puts the real "now" past a third of the window.
// The browser keeps its own zone, which the countdown must ignore.

test.use({ portalEnv: { CAMPUS_TIMEZONE: zoneAtLocalHour(14), MARKING_WINDOW: '09:00-19:00' } });

test('shows "Closing in" in yellow', async ({ page, baseURL }) => {
  const countdown = await openCountdown(page, baseURL!);
  await expect(countdown).toHaveText(/^Closing in [345]h \d\dm \d\ds$/);
  await expect(countdown).toHaveAttribute('data-tone', 'yellow');
  const [red, green, blue] = await background(page);
  expect(Math.min(red!, green!) - blue!).toBeGreaterThan(30);
  await expectAccessibleInBothThemes(page);
});
