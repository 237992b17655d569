import { ApiError } from './api';
import { claimFor, offlineDb, OWNER_KEY } from './offline-db';
import { keepShellCopy } from './shell-copy';

/** A request that got no answer at all (no network, server down), as opposed to a refusal. */
export function isNoAnswer(error: unknown): boolean {
  return (
    !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError')
  );
}

/**
 * Reads from the server and keeps a copy on the phone for the signed-in teacher; with no answer
 * from the server the last copy stands in. A refusal (401, 403…) is never papered over.
 */
export async function withOfflineCopy<T>(
  staffID: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    const fresh = await read();
    const db = await claimFor(staffID);
    await db.put('copies', fresh, key);
    // The same copy for the teacher shell of index.html, which reads it as the page is parsed.
    keepShellCopy(key, fresh);
    return fresh;
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const db = await offlineDb();
    const owner = await db.get('copies', OWNER_KEY);
    const copy = owner === staffID ? await db.get('copies', key) : undefined;
    if (copy === undefined) throw error;
    return copy as T;
  }
}

/** The same for data that belongs to nobody in particular (the campus settings). */
export async function withPublicCopy<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    const fresh = await read();
    await (await offlineDb()).put('shared', fresh, key);
    return fresh;
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    const copy = await (await offlineDb()).get('shared', key);
    if (copy === undefined) throw error;
    return copy as T;
  }
}
