import {
  expect,
  expectAccessibleInBothThemes,
  signIn,
  snap,
  snapWhole,
  test,
} from '../support/fixtures';
import { shiftToWeekday } from '../support/clock';

// The demo campus as the README presents it (issue 55): its sign-ins open the screens the
// README pictures, with the demo's names and the campus's real period times, and the README's
// screenshots are taken here rather than from test data.

// An empty campus file: the shipped defaults (the periods of a college day), not the tests' all-day
// ones, so the week and Today show the times a college would see. The server's clock reads 13:00
// on the next Monday to Friday (clock.ts), and the page's with it, in the campus zone: Today's
// board has started periods whatever the real day.
const SHIFT = shiftToWeekday(13);
test.use({
  portalEnv: {
    DEMO_DATA: '1',
    CAMPUS_CONFIG: 'e2e/support/campus-defaults.json',
    E2E_CLOCK_SHIFT_MS: String(SHIFT),
  },
  viewport: { width: 1280, height: 720 },
  timezoneId: 'Asia/Kolkata',
});

test("the README's Admin and HOD sign-ins open their screens with the demo's names", async ({
  page,
}) => {
  // Three screens, each with two axe runs: minutes on the shared machine.
  test.setTimeout(180_000);
  await page.clock.setSystemTime(Date.now() + SHIFT);
  await signIn(page, 'admin.cse@demo.college', 'DEMO-CSE-ADMIN');
  await expect(page.getByText('Welcome, Kavitha Ramesh')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Student Records – Computer Science and Engineering' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: '24CSE001' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await snap(page, 'admin-records-desktop-light');
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, 'hod.cse@demo.college', 'DEMO-CSE-HOD');
  await page.getByRole('link', { name: 'Timetable' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: /CSE2024-2028/ }).click();
  // The demo week: Monday to Friday, six periods, in force since the term began.
  await expect(page.getByTestId('timetable-version')).toContainText('In force since');
  await expect(page.getByTestId('cell-Mon:1')).toContainText(/[A-Z]{2,3}\d{3,4}/);
  await expectAccessibleInBothThemes(page);
  await snapWhole(page, 'week-grid-desktop');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/hodpannel/today');
  // The whole department's board: slower than a screen's usual second on a loaded machine.
  await expect(page.getByTestId('today-count')).toBeVisible({ timeout: 20_000 });
  // A teaching day at 13:00: each class's timetabled periods that have started.
  await expect(page.getByTestId('today-class').first()).toBeVisible();
  await expect(page.getByTestId('today-period').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await snapWhole(page, 'oversight-today-desktop');
});
