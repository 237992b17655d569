import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arrangeClass } from '../support/classroom';
import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { keptOnPhone, openClass, storedCount, submitPeriodOne, swReady } from '../support/offline';
import { startPortal } from '../support/portal';

const SAVED = 'Saved on this phone — will send when online';

test.describe('marking without a network, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('offline after one online visit: a class of 60 waits on the phone and is stored once', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const klass = await arrangeClass(baseURL!, 60);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    await openClass(page, klass);
    await swReady(page);

    await context.setOffline(true);
    await page.reload();
    await openClass(page, klass);
    await submitPeriodOne(page);
    await expect(page.getByTestId('status-message')).toContainText(SAVED);
    await expect(page.getByTestId('outbox-waiting')).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('outbox-entry-waiting')).toContainText(SAVED);
    await expectAccessibleInBothThemes(page);
    await snap(page, 'offline-waiting-phone');
    expect(await storedCount(klass)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
    await expect(page.getByTestId('outbox-report')).toHaveText('1 saved submission sent.');
    expect(await storedCount(klass)).toBe(60);
  });
});

test('with the server stopped: the submission waits and goes once it is back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'attendance-offline-'));
  const env = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'portal.db')}` };
  let portal = await startPortal(env);
  const port = new URL(portal.baseURL).port;
  const context = await browser.newContext({ baseURL: portal.baseURL });
  try {
    const page = await context.newPage();
    const klass = await arrangeClass(portal.baseURL, 5);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    await openClass(page, klass);
    await swReady(page);

    await portal.stop();
    await page.reload();
    await openClass(page, klass);
    await submitPeriodOne(page);
    await expect(page.getByTestId('status-message')).toContainText(SAVED);
    await expect(page.getByTestId('outbox-waiting')).toHaveAttribute('data-count', '1');

    portal = await startPortal({ ...env, PORT: port });
    await page.reload();
    await expect(page.getByTestId('outbox-report')).toHaveText('1 saved submission sent.');
    await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
    expect(await storedCount(klass)).toBe(5);
  } finally {
    await context.close();
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an answer lost on the way back: the kept submission is replayed, stored once', async ({
  page,
  context,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 6);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await openClass(page, klass);
  await swReady(page);

  // Every attempt reaches the server, which stores (then replays) it; the answer never arrives.
  let reached = 0;
  await context.route('**/api/attendance/mark', async (route) => {
    await route.fetch();
    reached += 1;
    await route.abort('connectionreset');
  });
  await submitPeriodOne(page);
  await expect(page.getByTestId('status-message')).toContainText(SAVED);
  expect(reached).toBeGreaterThan(0);
  expect(await storedCount(klass)).toBe(6);

  await context.unrouteAll();
  await page.reload();
  await expect(page.getByTestId('outbox-report')).toHaveText('1 saved submission sent.');
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  expect(await storedCount(klass)).toBe(6);
});

test('a submission the server refuses on arrival stays in "Not sent" until dismissed', async ({
  page,
  context,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 4);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await openClass(page, klass);
  await swReady(page);

  await context.setOffline(true);
  await submitPeriodOne(page);
  await expect(page.getByTestId('outbox-waiting')).toHaveAttribute('data-count', '1');
  // While the phone is offline, the HOD locks the subject: the server judges on arrival.
  await klass.hod.api.setStatus(klass.teacher.staff.staffID, klass.subjectID, false);
  await context.setOffline(false);

  const notSent = page.getByTestId('not-sent');
  await expect(notSent).toContainText(klass.subjectCode);
  await expect(notSent).toContainText('Present 4');
  await expect(notSent.getByTestId('outbox-note')).not.toBeEmpty();
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  expect(await storedCount(klass)).toBe(0);
  await page.reload();
  await expect(notSent).toBeVisible();
  await notSent.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notSent).toHaveCount(0);
});

test('sign-out warns about waiting submissions and clears the lists kept on the phone', async ({
  page,
  context,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 3);
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await openClass(page, klass);
  expect((await keptOnPhone(page)).copies).toBeGreaterThan(1);

  await context.setOffline(true);
  await submitPeriodOne(page);
  await expect(page.getByTestId('outbox-waiting')).toHaveAttribute('data-count', '1');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    '1 submission on this phone will be lost if you sign out now.',
  );
  await page.getByTestId('confirm-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptOnPhone(page)).toEqual({ copies: 0, outbox: 0 });
  await context.setOffline(false);
  expect(await storedCount(klass)).toBe(0);
});

test('every class of the panel opens offline once the panel was seen online, even one never opened', async ({
  page,
  context,
  baseURL,
}) => {
  const klass = await arrangeClass(baseURL!, 5);
  const secondCode = `${klass.subjectCode}B`;
  const { subject: second } = await klass.admin.api.addSubject({
    subjectCode: secondCode,
    subjectName: 'Operating Systems',
    batch: klass.batch,
    year: 2,
    semester: 3,
    department: 'CSE',
  });
  for (const student of klass.students) {
    await klass.admin.api.allocate(student.registerNumber, [klass.subjectID, second.subjectID]);
  }
  await klass.hod.api.assign(klass.teacher.staff.staffID, second.subjectID);

  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  const openSecond = page.getByRole('button', { name: `Mark attendance for ${secondCode}` });
  await expect(openSecond).toBeVisible();
  await swReady(page);
  // Whose copies they are, the subjects and both class lists: kept without opening a class.
  await expect.poll(async () => (await keptOnPhone(page)).copies).toBe(4);

  await context.setOffline(true);
  await page.reload();
  await openSecond.click();
  await expect(page.getByTestId('student-row')).toHaveCount(klass.students.length);
  await expect(page.getByTestId('student-row').first()).toContainText('Student 01');
});
