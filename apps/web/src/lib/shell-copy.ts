/**
 * The teacher shell's copy of the teacher's lists (issue 56): each copy the app keeps in
 * IndexedDB for marking offline (lib/offline-copy.ts) is kept here too, under the same key, in
 * localStorage, which the shell of index.html reads synchronously as the page is parsed. Read
 * from IndexedDB, the copy reached the shell only after the browser's database had opened and
 * answered, two or three tasks later (300-400 ms on the phone profile), and the installed start
 * waited for it. Written and wiped only beside the IndexedDB copy (lib/offline-db.ts), so the
 * two hold the same lists of the same teacher. No code of the app's: the shell imports it.
 */
const PREFIX = 'teacherShellCopy:';

/** Keeps a copy (a full storage keeps none: the shell then waits for the server's answer). */
export function keepShellCopy(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // No storage, or full: nothing kept, nothing stale.
    forgetShellCopy(key);
  }
}

/** The copy under `key`, or undefined. */
export function readShellCopy(key: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function forgetShellCopy(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // No storage: nothing was kept.
  }
}

/** Every copy: with the IndexedDB copies (sign-out, another staff member on the phone). */
export function forgetShellCopies(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}
