import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { openCountdown, zoneAtLocalHour } from '../support/window';

// This file's server has a campus zone that puts the real "now" after the 19:00 closing.
// The browser keeps its own zone, which the countdown must ignore.

test.use({ portalEnv: { CAMPUS_TIMEZONE: zoneAtLocalHour(21), MARKING_WINDOW: '09:00-19:00' } });

test('says it is closed and counts down to the next session', async ({ page, baseURL }) => {
  const countdown = await openCountdown(page, baseURL!);
  await expect(countdown).toHaveAttribute('data-phase', 'closed');
  await expect(countdown).toHaveText(
    /^Attendance marking is closed for today \(open 09:00 to 19:00\)\. It opens again in 1[012]h \d\dm \d\ds\.$/,
  );
  await expectAccessibleInBothThemes(page);
});
