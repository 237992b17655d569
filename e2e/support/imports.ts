import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { createStaff, type StaffAccount } from './api';
import { signIn } from './fixtures';

/** A workbook saved under this name in a folder of its own, for a file input. */
export async function savedWorkbook(workbook: ExcelJS.Workbook, name: string): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'import-')), name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** A new Admin of CSE on Import Students at this width (a phone's), with the file previewed. */
export async function previewAsNewAdmin(
  page: Page,
  baseURL: string,
  file: string,
  width = 375,
): Promise<StaffAccount> {
  const admin = await createStaff(baseURL, 'Admin', 'CSE');
  await page.setViewportSize({ width, height: 740 });
  await signIn(page, admin.email, admin.idCardNumber);
  await page.goto('/admin/importstudents');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Preview' }).click();
  return admin;
}
