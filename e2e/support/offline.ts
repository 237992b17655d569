import type { BrowserContext, Page } from '@playwright/test';
import type { Class } from './classroom';
import { expect } from './fixtures';

/** The service worker of the page controls it and has precached the app shell. */
export async function swReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Rows the phone keeps in IndexedDB: copies of lists and waiting submissions. */
export async function keptOnPhone(page: Page): Promise<{ copies: number; outbox: number }> {
  return page.evaluate(
    () =>
      new Promise<{ copies: number; outbox: number }>((resolve, reject) => {
        const open = indexedDB.open('attendance-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['copies', 'outbox']);
          const copies = tx.objectStore('copies').count();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => resolve({ copies: copies.result, outbox: outbox.result });
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

export async function openClass(page: Page, klass: Class): Promise<void> {
  await page.getByRole('button', { name: `Mark attendance for ${klass.subjectCode}` }).click();
  await expect(page.getByTestId('student-row')).toHaveCount(klass.students.length);
}

/** Period 1 of today (started, in a window open all day), everyone present, confirmed. */
export async function submitPeriodOne(page: Page): Promise<void> {
  await page.getByLabel('Period').selectOption('1');
  await page.getByRole('button', { name: 'Submit Attendance' }).click();
  await page.getByTestId('confirm-submit').click();
}

/** What the server holds for the class, read through its API. */
export async function storedCount(klass: Class): Promise<number> {
  const records = await klass.teacher.api.call<unknown[]>(
    'GET',
    `/api/attendance/view?subjectID=${klass.subjectID}`,
  );
  return records.length;
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}
