import { createStaff } from '../support/api';
import { expect, expectAccessibleInBothThemes, signIn, test } from '../support/fixtures';

test('a page still loading names its spinner to a screen reader, in both themes', async ({
  page,
  baseURL,
}) => {
  const admin = await createStaff(baseURL!, 'Admin', 'CSE');
  await signIn(page, admin.email, admin.idCardNumber);
  // The subject list is held back until the spinner has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subjects/getSubject*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/subjectlist');

  await expect(page.getByRole('status', { name: 'Loading subjects' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  release();
  await expect(page.getByRole('status', { name: 'Loading subjects' })).toBeHidden();
});
