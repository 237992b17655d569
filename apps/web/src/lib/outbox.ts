import { api, ApiError, messageOf } from './api';
import { claimFor, offlineDb, type OutboxEntry } from './offline-db';

export type { OutboxEntry };

/** The words of issue 13 for a submission kept on the phone. */
export const SAVED_OFFLINE = 'Saved on this phone — will send when online';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Screens showing the outbox (top-bar count, "Not sent" list) hear of every change. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export async function saveForLater(
  entry: Omit<OutboxEntry, 'id' | 'state' | 'savedAt'>,
): Promise<void> {
  const db = await claimFor(entry.staffID);
  await db.add('outbox', { ...entry, state: 'waiting', savedAt: new Date().toISOString() });
  changed();
}

/** The teacher's entries, oldest first (the order they were submitted in). */
export async function outboxOf(staffID: number): Promise<OutboxEntry[]> {
  const all = await (await offlineDb()).getAll('outbox');
  return all.filter((entry) => entry.staffID === staffID);
}

export async function dismiss(id: number): Promise<void> {
  await (await offlineDb()).delete('outbox', id);
  changed();
}

/** Answers that mean "try again later" rather than "the server judged this submission". */
function isTemporary(error: ApiError): boolean {
  return (
    error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

export interface FlushResult {
  sent: number;
  refused: number;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the waiting submissions one by one, oldest first, each with its own Idempotency-Key: one
 * the server already stored before the connection dropped is answered as a replay, never stored
 * twice. A refusal is kept with the server's words until dismissed; no answer stops the round.
 */
export function flushOutbox(staffID: number): Promise<FlushResult> {
  running ??= sendWaiting(staffID).finally(() => {
    running = null;
  });
  return running;
}

async function sendWaiting(staffID: number): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0 };
  const db = await offlineDb();
  const waiting = (await outboxOf(staffID)).filter((entry) => entry.state === 'waiting');
  for (const entry of waiting) {
    try {
      await api('/api/attendance/mark', {
        method: 'POST',
        body: entry.records,
        headers: { 'Idempotency-Key': entry.idempotencyKey },
      });
      await db.delete('outbox', entry.id!);
      result.sent += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || isTemporary(error)) break;
      const message = messageOf(error.body) ?? error.message;
      await db.put('outbox', { ...entry, state: 'refused', message });
      result.refused += 1;
    }
    changed();
  }
  return result;
}
