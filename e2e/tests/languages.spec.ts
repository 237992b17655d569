import { arrangeClass } from '../support/classroom';
import { createStaff, studentFor, uniqueTag } from '../support/api';
import { familySignIn } from '../support/family';
import { expect, expectAccessibleInBothThemes, signIn, test } from '../support/fixtures';

// The portal in the college's languages (issue 53): a teacher chooses Tamil in their settings
// and marks a class in it; a parent chooses Hindi on their side. Each choice is kept by the
// server for the person, <html lang> follows it, and the screens stay accessible in both themes.
test.describe('Languages', () => {
  // A code sign-in or a class, then two axe runs per scheme: minutes on the shared machine.
  test.setTimeout(180_000);

  test('a teacher switches to Tamil and marks a class in it', async ({ page, baseURL }) => {
    const klass = await arrangeClass(baseURL!, 3);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    await page.getByTestId('security-link').click();
    await page.getByTestId('language-picker').selectOption('ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { name: 'உள்நுழைவும் பாதுகாப்பும்' })).toBeVisible();

    // A fresh start of the app: the server keeps the choice for this teacher.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.goto('/staffpannel');
    const mark = page.getByRole('button', { name: `${klass.subjectCode} வருகையைக் குறி` });
    await mark.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByTestId('student-row')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'வரவில்லை' })).toHaveCount(3);
    const period = page.getByLabel('பாடவேளை');
    const first = await period.locator('option:not([value=""])').first().getAttribute('value');
    await period.selectOption(first!);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('button', { name: 'வருகையைச் சமர்ப்பி' }).click();
    await expect(page.getByRole('dialog', { name: 'வருகையைச் சமர்ப்பி' })).toContainText(
      'உறுதியா? சமர்ப்பித்த பின் திருத்த முடியாது.',
    );
    await page.getByTestId('confirm-submit').click();
    // The server's own words come in Tamil too.
    await expect(page.getByTestId('status-message').first()).toContainText(
      'வருகை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது',
    );
    await expect(page.getByTestId('status-message').first()).toContainText('3 மாணவர்கள்');
    const stored = await klass.teacher.api.call<unknown[]>(
      'GET',
      `/api/attendance/view?subjectID=${klass.subjectID}`,
    );
    expect(stored).toHaveLength(3);

    // A screen converted beside the marking form: View Attendance of the class, in Tamil too.
    await page
      .getByRole('link', { name: `${klass.subjectCode} வருகையைப் பார்` })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'வருகையைப் பார்', level: 1 })).toBeVisible();
    await expect(page.getByTestId('view-header')).toContainText('பாடம்:');
    await expect(page.getByRole('region', { name: 'வருகை அட்டவணை' })).toBeVisible();
    await expect(page.getByTestId('matrix-row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'வடிகட்டியைப் பயன்படுத்து' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expectAccessibleInBothThemes(page);
  });

  test('a parent switches to Hindi on their side, kept for their next visit', async ({
    page,
    baseURL,
    portal,
  }) => {
    const tag = `${process.pid % 1000}${Date.now() % 100000}`;
    const digits = tag.padStart(8, '0').slice(-8);
    const admin = await createStaff(baseURL!, 'Admin', 'CSE', `Admin ${tag}`);
    const parentPhone = `97${digits}`;
    const registerNumber = `L${tag}`;
    await admin.api.addStudent({
      ...studentFor('CSE', `CSEL${tag}`, registerNumber, 'प्रिया शर्मा'),
      studentNumber: `96${digits}`,
      parentNumber: parentPhone,
    });
    const { subject } = await admin.api.addSubject({
      subjectCode: `LA${tag}`,
      subjectName: 'Maths',
      batch: `CSEL${tag}`,
      year: 2,
      semester: 3,
      department: 'CSE',
    });
    await admin.api.allocate(registerNumber, [subject.subjectID]);
    await admin.api.call('PUT', '/api/family/admin', { enabled: true });

    await familySignIn(page, portal, 'Parent', parentPhone, `+91${parentPhone}`);
    await page.getByTestId('language-picker').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'साइन आउट' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'प्रिया शर्मा' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maths' })).toContainText('हुए 0 · उपस्थित 0');
    await expect
      .poll(async () => (await (await page.request.get('/api/family/session')).json()).session)
      .toMatchObject({ language: 'hi' });
    await expectAccessibleInBothThemes(page);

    // Next visit on a phone that forgot: the server's choice for this parent.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'साइन आउट' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test("an Admin's student records and subject allocation in Tamil", async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const batch = `CSET${tag}`;
    const admin = await createStaff(baseURL!, 'Admin', 'CSE', `Admin ${tag}`);
    await admin.api.addStudent(studentFor('CSE', batch, `T${tag}`, 'பிரியா வெங்கடேசன்'));
    await signIn(page, admin.email, admin.idCardNumber);
    await page.getByTestId('security-link').click();
    await page.getByTestId('language-picker').selectOption('ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    await page.goto(`/admin?batch=${batch}`);
    await expect(page.getByTestId('greeting')).toHaveText(`வணக்கம், Admin ${tag}`);
    await expect(page.getByRole('link', { name: 'மாணவரைச் சேர்' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'பதிவெண்' })).toBeVisible();
    await expect(table.getByRole('row', { name: /பிரியா வெங்கடேசன்/ })).toContainText('பெண்');
    await expect(page.getByTestId('page-summary')).toHaveText('1 மாணவரில் 1–1 காட்டப்படுகின்றனர்');
    await expectAccessibleInBothThemes(page);

    await page.getByRole('link', { name: 'பாட ஒதுக்கீடு' }).click();
    await expect(page.getByRole('heading', { name: 'பாட ஒதுக்கீடு' })).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`T${tag}`) }).check();
    await expect(page.getByTestId('no-subjects')).toHaveText(
      'இந்த மாணவருக்குத் தகுதியான பாடங்கள் இல்லை.',
    );
    await expect(
      page.getByRole('radio', { name: new RegExp(`T${tag}`) }),
    ).toHaveAccessibleDescription(`${batch} · 2ஆம் ஆண்டு · 3ஆம் பருவம்`);
  });
});
