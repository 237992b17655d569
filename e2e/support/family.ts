import { expect, type Page } from '@playwright/test';
import { createStaff, studentFor } from './api';
import { CAPTCHA, type Portal } from './portal';
import { campusDate, putEveryDay, WEEK_ENV, type WeekClass } from './week';

/**
 * The family side's server (family, family-shell and requests): the week's campus, and codes
 * enough for every sign-in of a run. One object, so the files read as one server's settings; a
 * worker keeps the server between them when they come in a row (portal-pool.ts).
 */
export const FAMILY_ENV = { ...WEEK_ENV, FAMILY_CODES_PER_PHONE_PER_DAY: '100' };

/**
 * The newest sign-in code the server wrote to its log for a phone (E.164): with no SMS gateway
 * configured, codes go to the server log (issue 50).
 */
export async function codeFromLog(portal: Portal, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = portal
        .output()
        .split('\n')
        .filter((l) => l.includes(`"to":"${phone}"`));
      const last = lines[lines.length - 1];
      code = last ? /\b(\d{6})\b/.exec(JSON.parse(last).sms.text as string)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The student and parent sign-in as a person does it: login, CAPTCHA, then the SMS code. */
export async function familySignIn(
  page: Page,
  portal: Portal,
  who: 'Student' | 'Parent',
  login: string,
  phone: string,
  /** Another address of the portal (http://localhost:PORT for passkeys); the baseURL unless told. */
  origin = '',
): Promise<void> {
  const before = portal
    .output()
    .split('\n')
    .filter((l) => l.includes(`"to":"${phone}"`)).length;
  await page.goto(`${origin}/family`);
  await page.locator('label', { hasText: new RegExp(`^${who}$`) }).click();
  await page.getByLabel(who === 'Student' ? 'Register number' : 'Parent phone number').fill(login);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If this number is on record, a code has been sent.')).toBeVisible();
  await expect
    .poll(
      () =>
        portal
          .output()
          .split('\n')
          .filter((l) => l.includes(`"to":"${phone}"`)).length,
    )
    .toBeGreaterThan(before);
  await page.getByLabel('6-digit code').fill(await codeFromLog(portal, phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/family\/home/);
}

let siblings = 0;

/** What tells one arranged family's names apart from another test file's. */
export interface SiblingNames {
  /** The register numbers' first letter. */
  register: string;
  pupil: string;
  teacher: string;
  subjectCode: string;
  subjectName: string;
  /** The first two digits of the parent's phone. */
  parentPrefix: string;
}

/**
 * Two students of a new CSE class who share a parent phone, one subject in P1 every day of a term
 * from ten days ago to 30 days ahead, its teacher assigned; the student and parent side is left
 * for the test to switch on.
 */
export async function arrangeSiblings(baseURL: string, names: SiblingNames) {
  siblings += 1;
  const tag = `${process.pid % 1000}${siblings}${Date.now() % 10000}`;
  const digits = tag.padStart(8, '0').slice(-8);
  const admin = await createStaff(baseURL, 'Admin', 'CSE', `Admin ${tag}`);
  const hod = await createStaff(baseURL, 'HOD', 'CSE', `Head ${tag}`);
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'CSE', `${names.teacher} ${tag}`);
  const batch = `CSE${tag}`;
  const parentPhone = `${names.parentPrefix}${digits}`;
  const students = [1, 2].map((i) => ({
    registerNumber: `${names.register}${tag}${i}`,
    studentName: `${names.pupil} ${i}`,
    phone: `9${i}${digits}`,
  }));
  for (const s of students) {
    await admin.api.addStudent({
      ...studentFor('CSE', batch, s.registerNumber, s.studentName),
      studentNumber: s.phone,
      parentNumber: parentPhone,
    });
  }
  const subjectCode = `${names.subjectCode}${tag}`;
  const { subject } = await admin.api.addSubject({
    subjectCode,
    subjectName: names.subjectName,
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
  });
  for (const s of students) await admin.api.allocate(s.registerNumber, [subject.subjectID]);
  await hod.api.assign(teacher.staff.staffID, subject.subjectID);
  await admin.api.call('PUT', '/api/week/terms', {
    batch,
    year: 2,
    semester: 3,
    firstDay: campusDate(-10),
    lastDay: campusDate(30),
  });
  await putEveryDay({ hod, batch } as unknown as WeekClass, { 1: subject.subjectID });
  return { admin, hod, teacher, students, parentPhone, subjectCode, subjectID: subject.subjectID };
}

/**
 * Siblings as arrangeSiblings leaves them, with today's P1 marked (the first Present, the second
 * Absent) and the student and parent side of CSE switched on.
 */
export async function arrangeMarkedSiblings(baseURL: string, names: SiblingNames) {
  const family = await arrangeSiblings(baseURL, names);
  await family.teacher.api.call(
    'POST',
    '/api/attendance/mark',
    family.students.map((s, i) => ({
      subjectID: family.subjectID,
      date: campusDate(),
      period: 1,
      registerNumber: s.registerNumber,
      status: i === 0 ? 'P' : 'A',
    })),
  );
  await family.admin.api.call('PUT', '/api/family/admin', { enabled: true });
  return family;
}
