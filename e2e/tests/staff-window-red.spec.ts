import { expect, expectAccessibleInBothThemes, test } from '../support/fixtures';
import { background, openCountdown, zoneAtLocalHour } from '../support/window';

// This file's server has a campus zone that puts the real "now" in the last 30 minutes
// of the window.
// The browser keeps its own zone, which the countdown must ignore.

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A window that opened two hours ago and closes `minutesLeft` minutes from now, at noon local. */
function windowClosingIn(minutesLeft: number, now = new Date()) {
  const local = 12 * 60 + now.getUTCMinutes();
  return {
    CAMPUS_TIMEZONE: zoneAtLocalHour(12, now),
    MARKING_WINDOW: `${clock(local - 120)}-${clock(local + minutesLeft)}`,
  };
}

test.use({ portalEnv: windowClosingIn(16) });

test('blinks red (steady red with reduced motion), then closes without a reload', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const countdown = await openCountdown(page, baseURL!);
  await expect(countdown).toHaveText(/^Closing in 0h \d\dm \d\ds$/);
  await expect(countdown).toHaveAttribute('data-tone', 'red');
  await expect(countdown).toHaveAttribute('data-blink', 'true');
  const animation = () => countdown.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).not.toBe('none');
  const [red, green] = await background(page);
  expect(red!).toBeGreaterThan(green! + 20);
  await expectAccessibleInBothThemes(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
  const [steadyRed, steadyGreen] = await background(page);
  expect(steadyRed!).toBeGreaterThan(steadyGreen! + 20);

  await page.clock.fastForward('20:00');
  await expect(countdown).toHaveAttribute('data-phase', 'closed');
  await expect(countdown).toHaveText(
    /^Attendance marking is closed for today \(open \d\d:\d\d to \d\d:\d\d\)\. It opens again in 2\dh \d\dm \d\ds\.$/,
  );
});
