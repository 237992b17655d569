import type { Page } from '@playwright/test';
import { arrangeClass, rowStatuses, type Class } from '../support/classroom';
import { studentFor } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

async function openMarking(page: Page, klass: Class, period?: number) {
  await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
  await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(klass.students.length);
  if (period) await page.getByLabel('Period').selectOption(String(period));
}

async function confirmSubmission(page: Page) {
  await page.getByRole('button', { name: 'Submit Attendance' }).click();
  await page.getByTestId('confirm-submit').click();
}

/** The message above the counts: validation and refusals. */
function formMessage(page: Page) {
  return page.getByTestId('marking-panel').getByTestId('status-message');
}

/** The page's message: the outcome of a submission. */
function outcome(page: Page) {
  return page.getByTestId('status-message');
}

function row(page: Page, index: number) {
  return page.getByTestId('student-row').nth(index);
}

async function storedCount(klass: Class): Promise<number> {
  const records = await klass.teacher.api.call<unknown[]>(
    'GET',
    `/api/attendance/view?subjectID=${klass.subjectID}`,
  );
  return records.length;
}

test.describe('Subject_Staff marks attendance', () => {
  test('lists the subjects, validates, confirms with the counts and clears the form', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 5);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    const subjectRow = page.getByTestId('subject-row');
    await expect(subjectRow).toHaveCount(1);
    await expect(subjectRow.getByRole('cell')).toHaveText([
      '1',
      `${klass.subjectCode} – Data Structures`,
      klass.batch,
      '2 / 3',
      'CSE',
      klass.hod.staff.staffName,
      'Active',
      'MarkView',
    ]);

    await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    await expect(page.getByRole('heading', { name: /Mark attendance: / })).toBeFocused();
    const today = await page.getByLabel('Date').getAttribute('max');
    await expect(page.getByLabel('Date')).toHaveValue(today!);
    await expect.poll(() => rowStatuses(page)).toEqual(Array(5).fill('P'));

    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    await expect(formMessage(page)).toHaveText(
      'Please check staff, subject, period, or student list.',
    );
    await page.getByLabel('Period').selectOption('3');
    await row(page, 1).getByLabel('Absent').check();
    await row(page, 3).getByLabel('Medical Leave').check();
    await row(page, 4).getByText('Student 05').click(); // one tap: Absent
    await row(page, 4).getByText('Student 05').click(); // two taps: On Duty
    await expect(row(page, 4)).toHaveAttribute('data-status', 'OD');
    await expect(page.getByTestId('count-P')).toHaveAttribute('data-count', '2');

    await page.getByRole('button', { name: 'Submit Attendance' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure? Once submitted, it cannot be edited.');
    for (const [status, count] of Object.entries({ P: 2, A: 1, OD: 1, ML: 1, LEAVE: 0 })) {
      await expect(dialog.getByTestId(`confirm-count-${status}`)).toHaveAttribute(
        'data-count',
        String(count),
      );
    }
    // Focus starts on the labelled Cancel: Enter there cancels, visibly, and stores nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeFocused();
    expect(await storedCount(klass)).toBe(0);

    await confirmSubmission(page);
    await expect(outcome(page)).toContainText(
      `Attendance submitted successfully: ${klass.subjectCode}, ${today}, period 3 (5 students).`,
    );
    await expect(page.getByTestId('marking-panel')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }),
    ).toBeFocused();
    const stored = await klass.teacher.api.call<{ registerNumber: string; status: string }[]>(
      'GET',
      `/api/attendance/view?subjectID=${klass.subjectID}`,
    );
    expect(stored.map((r) => r.status)).toEqual(['P', 'A', 'P', 'ML', 'OD']);
  });

  test('a second submission of the same slot shows the server text in an alert', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await openMarking(page, klass, 2);
    await confirmSubmission(page);
    await expect(outcome(page)).toContainText('Attendance submitted successfully');

    await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
    await page.getByLabel('Period').selectOption('2');
    await confirmSubmission(page);
    const alert = page.getByRole('dialog');
    await expect(alert.getByTestId('conflict-message')).toHaveText(
      /^Attendance for CS\d+ on \d{4}-\d{2}-\d{2}, period 2 has already been submitted\.$/,
    );
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeFocused();
    expect(await storedCount(klass)).toBe(3);

    // The class changed after the form was loaded: the server's reason is shown.
    await klass.admin.api.addStudent(
      studentFor('CSE', klass.batch, `X${klass.subjectCode}`, 'Late'),
    );
    await klass.admin.api.allocate(`X${klass.subjectCode}`, [klass.subjectID]);
    await page.getByLabel('Period').selectOption('4');
    await confirmSubmission(page);
    await expect(formMessage(page)).toHaveText(
      'Failed to submit attendance: Please mark attendance for all students (3 of 4 marked).',
    );
  });

  test('a locked subject is refused with its reason, then accepted after the unlock', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await openMarking(page, klass, 5);
    await klass.hod.api.setStatus(klass.teacher.staff.staffID, klass.subjectID, false);
    await confirmSubmission(page);
    await expect(formMessage(page)).toHaveText(
      `Failed to submit attendance: Attendance for ${klass.subjectCode} is locked by the HOD.`,
    );
    await expect(page.getByRole('button', { name: 'Submit Attendance' })).toBeFocused();
    await expect(page.getByTestId('subject-row').getByTestId('lock-state')).toHaveText('Locked');
    await expect(page.getByTestId('lock-warning')).toBeVisible();
    expect(await storedCount(klass)).toBe(0);

    await klass.hod.api.setStatus(klass.teacher.staff.staffID, klass.subjectID, true);
    await confirmSubmission(page);
    await expect(outcome(page)).toContainText('Attendance submitted successfully');
    await expect(page.getByTestId('subject-row').getByTestId('lock-state')).toHaveText('Active');
    expect(await storedCount(klass)).toBe(3);
  });

  test('double clicks on Submit and on the confirmation store one submission', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 4);
    await openMarking(page, klass, 6);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/attendance/mark')) {
        posts.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.getByRole('button', { name: 'Submit Attendance' }).dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByTestId('confirm-submit').dblclick();
    await expect(outcome(page)).toContainText('Attendance submitted successfully');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await storedCount(klass)).toBe(4);
  });

  test('an answer lost on the way back is retried with the same key and stored once', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await openMarking(page, klass, 7);
    const keys: string[] = [];
    const replayed: string[] = [];
    await page.route('**/api/attendance/mark', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      replayed.push(response.headers()['idempotent-replayed'] ?? 'no');
      // The server stored the first one; the phone never hears back.
      if (keys.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    await confirmSubmission(page);
    await expect(outcome(page)).toContainText('Attendance submitted successfully');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(replayed).toEqual(['no', 'true']);
    expect(await storedCount(klass)).toBe(3);
  });
});

test.describe('Subject_Staff jumps to a student', () => {
  test('the jump box takes a register number, or its last digits, to the row', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 21);
    await page.setViewportSize({ width: 375, height: 740 });
    await openMarking(page, klass);
    const jump = page.getByLabel('Jump to register number');
    await jump.fill(klass.students[3]!.registerNumber.toLowerCase());
    await jump.press('Enter');
    await expect(row(page, 3).getByLabel('Present')).toBeFocused();
    await expect(jump).toHaveValue('');
    // The last digits are enough when only one number ends with them.
    await jump.fill('021');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await expect(row(page, 20).getByLabel('Present')).toBeFocused();
    await page.keyboard.press('a');
    await expect(row(page, 20)).toHaveAttribute('data-status', 'A');
    await jump.fill('NOPE');
    await jump.press('Enter');
    await expect(page.getByText('No single student has that register number.')).toBeVisible();
  });
});

test.describe('Subject_Staff words', () => {
  test("shows a common subject's department as 'Common' and counts one student in the singular", async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 1);
    const commonCode = `GE${klass.subjectCode}`;
    const { subject } = await klass.admin.api.addSubject({
      subjectCode: commonCode,
      subjectName: 'Communication Skills',
      batch: klass.batch,
      year: 2,
      semester: 3,
      department: 'all',
      isCommon: true,
    });
    await klass.admin.api.allocate(klass.students[0]!.registerNumber, [subject.subjectID]);
    await klass.hod.api.assign(klass.teacher.staff.staffID, subject.subjectID);

    await openMarking(page, klass, 2);
    const common = page.getByTestId('subject-row').filter({ hasText: commonCode });
    await expect(common.getByRole('cell').nth(4)).toHaveText('Common');
    await expect(
      page.getByTestId('subject-row').filter({ hasText: klass.subjectCode }).first(),
    ).toContainText('CSE');
    await confirmSubmission(page);
    await expect(outcome(page)).toContainText('period 2 (1 student).');
  });
});
