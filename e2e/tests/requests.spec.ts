import { expect, expectAccessibleInBothThemes, signIn, snap, test } from '../support/fixtures';
import { arrangeSiblings, FAMILY_ENV, familySignIn } from '../support/family';
import { campusDate } from '../support/week';

// Leave and On-Duty requests (issue 52): a parent asks Medical Leave with a photo of the
// certificate on a 375 px phone, the HOD approves it from the pending list, and the teacher's
// class list shows an approved On Duty pre-set.
test.use({
  portalEnv: FAMILY_ENV,
  viewport: { width: 375, height: 740 },
});

/** A JPEG's first bytes and some more: the server judges the kind by them. */
const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 9)]);

async function arrange(baseURL: string) {
  const campus = await arrangeSiblings(baseURL, {
    register: 'Q',
    pupil: 'Request Pupil',
    teacher: 'Teacher',
    subjectCode: 'RQ',
    subjectName: 'Physics',
    parentPrefix: '97',
  });
  await campus.admin.api.call('PUT', '/api/family/admin', { enabled: true });
  return campus;
}

test.describe('Leave and On-Duty requests', () => {
  test('a parent asks Medical Leave with a photo; the HOD approves it; the teacher sees a pre-set OD', async ({
    page,
    baseURL,
    portal,
  }) => {
    // Three people in turn, each checked by axe in both themes: more than one test's 90 s.
    test.slow();
    const campus = await arrange(baseURL!);
    const [pupil, teammate] = campus.students;

    // The parent, on a phone.
    await familySignIn(page, portal, 'Parent', campus.parentPhone, `+91${campus.parentPhone}`);
    await page.getByRole('link', { name: 'Ask for leave or On Duty' }).click();
    await expect(page.getByRole('heading', { name: /Leave and On-Duty requests/ })).toBeVisible();
    await page.getByLabel('Kind', { exact: true }).selectOption('ML');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(campusDate(1));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(campusDate(2));
    await page
      .getByRole('textbox', { name: 'Reason', exact: true })
      .fill('Viral fever, certificate from Dr Rao');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'certificate.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO,
    });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('status-message')).toHaveText('Request sent to the HOD.');
    const mine = page.getByTestId('request').first();
    await expect(mine.getByTestId('request-state')).toHaveText(/pending/i);
    await expect(mine).toContainText('Certificate (image/jpeg');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessibleInBothThemes(page);

    // The HOD approves it from the pending list.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, campus.hod.email, campus.hod.idCardNumber);
    await page.getByRole('link', { name: 'Leave and OD requests' }).click();
    const pending = page.getByTestId('request').filter({ hasText: pupil!.registerNumber });
    await expect(pending).toContainText('Medical Leave');
    await expect(pending).toContainText(`Parent of ${pupil!.studentName}`);
    await expect(pending.getByRole('link', { name: 'Download' })).toBeVisible();
    await snap(page, 'requests-hod-pending');
    await expectAccessibleInBothThemes(page);
    await pending.getByRole('button', { name: `Approve ML of ${pupil!.studentName}` }).click();
    await expect(page.getByTestId('decision-message')).toContainText('Request approved.');
    await page.locator('label', { hasText: /^Approved$/ }).click();
    await expect(
      page
        .getByTestId('request')
        .filter({ hasText: pupil!.registerNumber })
        .getByTestId('request-state'),
    ).toHaveText(/approved/i);

    // An On Duty for today, asked and approved, pre-sets the teammate on the class list.
    const asked = await campus.hod.api.call<{ requests: { requestID: number }[] }>(
      'POST',
      '/api/requests',
      {
        registerNumbers: [teammate!.registerNumber],
        kind: 'OD',
        fromDate: campusDate(),
        toDate: campusDate(),
        reason: 'Inter-college symposium',
      },
    );
    await campus.hod.api.call('POST', `/api/requests/${asked.requests[0]!.requestID}/approve`, {});
    await page.context().clearCookies();
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, campus.teacher.email, campus.teacher.idCardNumber);
    await page.getByRole('button', { name: `Mark attendance for ${campus.subjectCode}` }).click();
    await page.getByLabel('Period').selectOption('1');
    await expect(page.getByTestId('preset')).toHaveText(
      `${teammate!.studentName} (${teammate!.registerNumber}): OD: Inter-college symposium, approved by the HOD`,
    );
    const row = page.getByTestId('student-row').filter({ hasText: teammate!.studentName });
    await expect(row).toHaveAttribute('data-status', 'OD');
    await expectAccessibleInBothThemes(page);
  });
});
