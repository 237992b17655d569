import type { FamilyHomeAnswer } from '@attendance/domain';
import { offlineDb } from '../../lib/offline-db';
import { isNoAnswer } from '../../lib/offline-copy';

const PREFIX = 'family-home:';

/** A home as shown: from the server, or the phone's last copy (with when it was fetched). */
export interface ShownHome {
  home: FamilyHomeAnswer;
  fromCopy: boolean;
}

/**
 * Reads a student's home and keeps the last one on the phone, as the teacher's lists are kept
 * (lib/offline-copy.ts): with no answer at all the copy stands in, with its fetchedAt; a refusal
 * (signed out, 403) is never papered over. Sign-out removes every copy.
 */
export async function withHomeCopy(
  studentID: number,
  read: () => Promise<FamilyHomeAnswer>,
): Promise<ShownHome> {
  const key = `${PREFIX}${studentID}`;
  try {
    const home = await read();
    await (await offlineDb()).put('shared', home, key);
    return { home, fromCopy: false };
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const copy = (await (await offlineDb()).get('shared', key)) as FamilyHomeAnswer | undefined;
    if (!copy) throw error;
    return { home: copy, fromCopy: true };
  }
}

export async function forgetHomes(): Promise<void> {
  const db = await offlineDb();
  const keys = (await db.getAllKeys('shared')).filter((k) => String(k).startsWith(PREFIX));
  await Promise.all(keys.map((key) => db.delete('shared', key)));
}
