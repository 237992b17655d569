import { expect, type Page } from '@playwright/test';
import { CAPTCHA, type Portal } from './portal';

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
