import { expect, type Page } from '@playwright/test';

/** The app's entry, the first of its files (index.html asks for it when the app starts). */
export const APP_ENTRY = /\/assets\/index-[^/.]+\.js$/;

/**
 * Opens /staffpannel with the app's entry held back until the returned function is called:
 * what the page shows meanwhile is index.html's teacher shell (issue 23).
 */
export async function openWithAppHeld(page: Page): Promise<() => void> {
  const entry = await holdRequests(page, APP_ENTRY);
  await page.goto('/staffpannel', { waitUntil: 'commit' });
  return entry.release;
}

/**
 * Every request matching `pattern` from now on waits until `release` (later ones then pass at
 * once); `asked` counts those that came.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = { asked: 0, release: () => release() };
  await page.route(pattern, async (route) => {
    hold.asked += 1;
    await held;
    await route.continue();
  });
  return hold;
}

/**
 * The keys the app has kept in the phone's IndexedDB (lib/offline-db.ts), each also in
 * localStorage for the teacher shell (lib/shell-copy.ts), in this page: in one call, since the
 * poll below makes it often.
 */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const inBoth = (keys: string[]) =>
          keys.filter((k) => localStorage.getItem(`teacherShellCopy:${k}`) !== null);
        const open = indexedDB.open('attendance-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const keys = open.result.transaction('copies').objectStore('copies').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(inBoth(keys.result.map(String)));
          };
        };
      }),
  );
}

/** Until the app has kept its copies of the teacher's subjects and of a class on the phone. */
export async function phoneKeepsCopies(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const keys = await keptKeys(page);
      return (
        keys.some((k) => k.startsWith('subjects:')) && keys.some((k) => k.startsWith('students:'))
      );
    })
    .toBe(true);
}

/**
 * A phone that has kept nothing yet: the copies forgotten (IndexedDB's, and the teacher shell's
 * in localStorage, lib/shell-copy.ts), from a page that runs no app.
 */
export async function forgetPhoneCopies(page: Page): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('teacherShellCopy:')) localStorage.removeItem(key);
        }
        const open = indexedDB.open('attendance-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve();
        open.onsuccess = () => {
          const clearing = open.result.transaction('copies', 'readwrite');
          clearing.objectStore('copies').clear();
          clearing.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
}

/** The phone forgets everything but the session's cookie, as a new phone signed in elsewhere. */
export async function nothingStored(page: Page): Promise<void> {
  await forgetPhoneCopies(page);
  await page.evaluate(() => localStorage.clear());
}
