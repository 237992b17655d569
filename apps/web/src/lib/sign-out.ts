import { clearOfflineData } from './offline-db';

/**
 * What sign-out does to the phone's offline data, loaded only when needed so the login page
 * stays small: how many submissions would be lost, and wiping everything of the teacher.
 */
export async function waitingOnPhone(staffID: number): Promise<number> {
  try {
    const { outboxOf } = await import('./outbox');
    return (await outboxOf(staffID)).length;
  } catch {
    return 0; // no IndexedDB (private window): nothing can be waiting
  }
}

export async function forgetOfflineData(): Promise<void> {
  try {
    await clearOfflineData();
  } catch {
    // Nothing was kept.
  }
}
