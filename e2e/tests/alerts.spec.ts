import { expect, expectAccessibleInBothThemes, signIn, test } from '../support/fixtures';
import { createStaff, studentFor } from '../support/api';
import { familySignIn } from '../support/family';
import { campusDate, WEEK_ENV } from '../support/week';

// Alerts to parents (issue 51), with no SMS gateway: messages go to the server log, and the
// sender looks for work every half second.
test.use({
  portalEnv: { ...WEEK_ENV, ALERTS_TICK_MS: '500', FAMILY_CODES_PER_PHONE_PER_DAY: '100' },
});

let classes = 0;

async function arrangeClass(baseURL: string) {
  classes += 1;
  const tag = `${process.pid % 1000}${classes}${Date.now() % 10000}`;
  const digits = tag.padStart(8, '0').slice(-8);
  const admin = await createStaff(baseURL, 'Admin', 'CSE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Head ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'CSE', `Anand ${tag}`);
  const batch = `CSE${tag}`;
  const students = [1, 2].map((i) => ({
    registerNumber: `AL${tag}${i}`,
    studentName: `Alert Pupil ${i}`,
    parentPhone: `9${i}${digits}`,
  }));
  for (const s of students) {
    await admin.api.addStudent({
      ...studentFor('CSE', batch, s.registerNumber, s.studentName),
      parentNumber: s.parentPhone,
    });
  }
  const { subject } = await admin.api.addSubject({
    subjectCode: `AL${tag}`,
    subjectName: 'Maths',
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
  });
  for (const s of students) await admin.api.allocate(s.registerNumber, [subject.subjectID]);
  await hod.api.assign(teacher.staff.staffID, subject.subjectID);
  return { admin, teacher, students, subjectID: subject.subjectID };
}

test.describe('Alerts to parents', () => {
  test('the Admin switches alerts on, sets the time and cap, and reads the Delivery log', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const room = await arrangeClass(baseURL!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, room.admin.email, room.admin.idCardNumber);
    await page.getByRole('link', { name: 'Alerts to parents' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts to parents' })).toBeVisible();
    await expect(page.getByTestId('gateway')).toHaveText(
      'No SMS gateway is connected: messages go to the server log only.',
    );
    await page.getByRole('switch', { name: /^Absence/ }).click({ force: true });
    await page
      .getByRole('radio', { name: 'Immediately, one per submission' })
      .check({ force: true });
    await page.getByLabel('Daily time (campus time)').fill('18:15');
    await page.getByLabel('Daily cap (messages per day)').fill('40');
    await page
      .getByRole('checkbox', { name: 'Quiet hours (no SMS at night)' })
      .uncheck({ force: true });
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The teacher marks the first pupil absent: one SMS to that pupil's parent.
    const [absent, present] = room.students;
    const marked = await room.teacher.api.call(
      'POST',
      '/api/attendance/mark',
      room.students.map((s) => ({
        subjectID: room.subjectID,
        date: campusDate(),
        period: 1,
        registerNumber: s.registerNumber,
        status: s === absent ? 'A' : 'P',
      })),
    );
    expect(marked).toBeTruthy();
    await page.reload();
    await expect(page.getByLabel('Daily time (campus time)')).toHaveValue('18:15');
    await expect(page.getByLabel('Daily cap (messages per day)')).toHaveValue('40');
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(async () => {
      await page.getByRole('textbox', { name: 'Find a student' }).fill(absent!.registerNumber);
      await expect(log).toContainText(`${absent!.studentName} (${absent!.registerNumber})`, {
        timeout: 1000,
      });
      await expect(log).toContainText('Sent', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(log).toContainText(`Parent +91${absent!.parentPhone}`);
    await expect(log).not.toContainText(present!.registerNumber);
    await expect(page.getByTestId('today-counts')).toContainText(
      /Today: \d+ sent, 0 waiting, 0 failed/,
    );
    await page.getByLabel('State').selectOption({ label: 'Failed' });
    await expect(page.getByText('No alert matches these filters')).toBeVisible();
    await expectAccessibleInBothThemes(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toBe('CSE_Alert_Deliveries.xlsx');
  });

  test('a parent stops alerts to their phone, and starts them again', async ({
    page,
    baseURL,
    portal,
  }) => {
    const room = await arrangeClass(baseURL!);
    await room.admin.api.call('PUT', '/api/family/admin', { enabled: true });
    const parent = room.students[0]!;
    await page.setViewportSize({ width: 375, height: 740 });
    await familySignIn(page, portal, 'Parent', parent.parentPhone, `+91${parent.parentPhone}`);
    await page.getByRole('link', { name: 'SMS alerts to this phone' }).click();
    await expect(page.getByTestId('alerts-state')).toHaveText('Alerts to this number are on.');
    await page.getByRole('button', { name: 'Stop alerts to this phone' }).click();
    await expect(page.getByTestId('alerts-state')).toHaveText('Alerts to this number are stopped.');
    await expectAccessibleInBothThemes(page);
    await page.reload();
    await expect(page.getByTestId('alerts-state')).toHaveText('Alerts to this number are stopped.');
    await page.getByRole('button', { name: 'Start alerts to this phone' }).click();
    await expect(page.getByTestId('alerts-state')).toHaveText('Alerts to this number are on.');
  });
});
