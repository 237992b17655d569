import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';

// The demo campus's teacher on a phone (issue 55): the README's sign-in opens a demo class, and
// the README's marking and login pictures are taken here rather than from test data.

// Every period started and the window open, whatever the hour the suite runs at.
test.use({
  portalEnv: { DEMO_DATA: '1' },
  viewport: { width: 375, height: 740 },
  hasTouch: true,
});

test("the README's teacher marks a demo class at 375 px", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await snap(page, 'login-phone-light');

  await signIn(page, 'staff1.cse@demo.college', 'DEMO-CSE-STAFF1');
  await page
    .getByRole('button', { name: /^Mark attendance for / })
    .first()
    .click();
  const rows = page.getByTestId('student-row');
  await expect(rows.first()).toBeVisible();
  // A demo class is about thirty students: the register numbers are the demo's.
  expect(await rows.count()).toBeGreaterThanOrEqual(20);
  await expect(rows.first()).toContainText(/\d{2}CSE\d{3}/);
  await page.getByLabel('Period').selectOption({ index: 1 });
  await rows.nth(2).getByLabel('Absent').tap();
  await rows.nth(5).getByLabel('On Duty').tap();
  await expect(page.getByTestId('count-A')).toHaveAttribute('data-count', '1');
  await expectAccessibleInBothThemes(page);
  // The phone's screen as the teacher sees it while marking: the class list under the top bar.
  await rows
    .first()
    .evaluate((row) => window.scrollTo(0, row.getBoundingClientRect().top + scrollY - 110));
  await snap(page, 'marking-phone-light', false);
  await page.getByTestId('theme-toggle').click();
  await snap(page, 'marking-phone-dark', false);
});
