import type { FamilyHomeAnswer } from '@attendance/domain';
import { offlineDb } from '../../lib/offline-db';
import { isNoAnswer } from '../../lib/offline-copy';
import { forgetFamilyCopy, keepFamilyHome, readFamilyCopy } from './family-copy';

/** Where earlier versions kept the homes (IndexedDB's shared store), removed at sign-out. */
const OLD_PREFIX = 'family-home:';

/** A home as shown: from the server, or the phone's last copy (with when it was fetched). */
export interface ShownHome {
  home: FamilyHomeAnswer;
  fromCopy: boolean;
}

/**
 * Reads a student's home and keeps the last one on the phone (family-copy.ts), as the teacher's
 * lists are kept (lib/offline-copy.ts): with no answer at all the copy stands in, with its
 * fetchedAt; a refusal (signed out, 403) is never papered over. Sign-out removes every copy.
 */
export async function withHomeCopy(
  studentID: number,
  read: () => Promise<FamilyHomeAnswer>,
): Promise<ShownHome> {
  try {
    const home = await read();
    keepFamilyHome(home);
    return { home, fromCopy: false };
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const copy = readFamilyCopy().homes[String(studentID)];
    if (!copy) throw error;
    return { home: copy, fromCopy: true };
  }
}

export async function forgetHomes(): Promise<void> {
  forgetFamilyCopy();
  const db = await offlineDb();
  const keys = (await db.getAllKeys('shared')).filter((k) => String(k).startsWith(OLD_PREFIX));
  await Promise.all(keys.map((key) => db.delete('shared', key)));
}
