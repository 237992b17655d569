import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who did what to which record; call it inside the transaction of the change. */
export async function writeAudit(db: Kysely<DB>, now: Date, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: entry.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
