import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OFFLINE_DB, OWNER_KEY } from './offline-keys';
import { forgetShellCopies, keepShellCopy, readShellCopy } from './shell-copy';

/**
 * What the phone keeps for marking without a network (issue 13), in IndexedDB: copies of the
 * signed-in teacher's own subjects and class lists, the campus settings, and the outbox of
 * submissions not yet accepted or refused by the server. Nothing here is another user's data.
 */
export interface OutboxEntry {
  id?: number;
  staffID: number;
  idempotencyKey: string;
  /** The body of POST /api/attendance/mark, exactly as it will be sent. */
  records: object[];
  subject: string;
  batch: string;
  date: string;
  period: number;
  counts: Record<string, number>;
  state: 'waiting' | 'refused';
  /** The server's words for a refused submission. */
  message?: string;
  savedAt: string;
}

interface OfflineSchema extends DBSchema {
  copies: { key: string; value: unknown };
  /** Data that belongs to nobody in particular (the campus settings); kept across sign-outs. */
  shared: { key: string; value: unknown };
  outbox: { key: number; value: OutboxEntry };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export { classCopyKey, OWNER_KEY, subjectsCopyKey } from './offline-keys';

let opening: Promise<OfflineDb> | null = null;

export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('copies');
      db.createObjectStore('shared');
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
    },
  });
  return opening;
}

/** Everything of the teacher: at sign-out, or when another staff member uses the phone. */
export async function clearOfflineData(): Promise<void> {
  forgetShellCopies();
  const db = await offlineDb();
  const tx = db.transaction(['copies', 'outbox'], 'readwrite');
  await Promise.all([tx.objectStore('copies').clear(), tx.objectStore('outbox').clear(), tx.done]);
}

/**
 * The phone holds one teacher's data at a time: a different staff member wipes the previous
 * one's copies and outbox before anything of theirs is kept.
 */
export async function claimFor(staffID: number): Promise<OfflineDb> {
  const db = await offlineDb();
  const owner = await db.get('copies', OWNER_KEY);
  if (owner !== staffID) {
    await clearOfflineData();
    await db.put('copies', staffID, OWNER_KEY);
  }
  // The teacher shell's copies (lib/shell-copy.ts) are this teacher's too, or none.
  if (readShellCopy(OWNER_KEY) !== staffID) {
    forgetShellCopies();
    keepShellCopy(OWNER_KEY, staffID);
  }
  return db;
}
