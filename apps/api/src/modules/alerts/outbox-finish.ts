import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { FinishChange } from './outbox.repo';

/**
 * The sender's writes of claimed rows (OutboxRepo): rows whose change is the same, a batch's
 * cancellations, written by one statement.
 */

/** A claimed row's next state, as the sender writes it. */
export interface Finishing {
  id: number;
  change: FinishChange;
}
/** What the sender made of a claimed batch: the states to write now, the ids it will send. */
export interface Decided {
  done: Finishing[];
  sending: number[];
}

/** The rows whose change is the same (a batch's cancellations), each group one statement. */
export function alike(finishes: Finishing[]) {
  const groups = new Map<string, { change: FinishChange; ids: number[] }>();
  for (const { id, change } of finishes) {
    const key = JSON.stringify(change);
    const group = groups.get(key) ?? { change, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export async function writeGroups(db: Kysely<DB>, groups: ReturnType<typeof alike>, at: string) {
  for (const { change, ids } of groups)
    await db
      .updateTable('alert_outbox')
      .set({ ...change, claimed_until: null, updated_at: at })
      .where('id', 'in', ids)
      .execute();
}
