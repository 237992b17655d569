import type { FamilyHomeAnswer } from '@attendance/domain';
import { offlineDb } from '../../lib/offline-db';
import { isNoAnswer } from '../../lib/offline-copy';

const PREFIX = 'family-home:';
/**
 * The address of the home shown last on this phone: index.html's first script asks for it
 * beside the app's code at the next start (issues 50 and 56), a round trip sooner. The server
 * still judges the request; a stale hint costs one unused answer.
 */
export const HOME_HINT_KEY = 'familyHome';

function keepHint(path: string | null): void {
  try {
    if (path) localStorage.setItem(HOME_HINT_KEY, path);
    else localStorage.removeItem(HOME_HINT_KEY);
  } catch {
    // a private window without storage asks for the home after the session, as on a first visit
  }
}

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
    keepHint(`/api/family/students/${studentID}/home`);
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
  keepHint(null);
  const db = await offlineDb();
  const keys = (await db.getAllKeys('shared')).filter((k) => String(k).startsWith(PREFIX));
  await Promise.all(keys.map((key) => db.delete('shared', key)));
}
