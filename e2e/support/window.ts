import type { Page } from '@playwright/test';
import { createStaff } from './api';
import { expect, signIn } from './fixtures';

// Helpers of the marking-window tests: each file runs a server whose campus zone or window puts
// the real "now" in one state of the countdown.

/** The Etc/GMT zone whose wall clock reads `hour` o'clock now (Etc/GMT+5 is UTC−5). */
export function zoneAtLocalHour(hour: number, now = new Date()): string {
  let offset = hour - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

export async function openCountdown(page: Page, baseURL: string) {
  const teacher = await createStaff(baseURL, 'Subject_Staff', 'CSE');
  await signIn(page, teacher.email, teacher.idCardNumber);
  const countdown = page.getByTestId('window-countdown');
  await expect(countdown).toBeVisible();
  return countdown;
}

export async function background(page: Page): Promise<number[]> {
  return page
    .getByTestId('window-countdown')
    .evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number));
}
