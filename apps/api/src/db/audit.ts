import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled';
import type { DB } from './types';

export interface AuditEntry {
  staffId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who did what to which record; call it inside the transaction of the change. */
export async function writeAudit(db: Kysely<DB>, now: Date, entry: AuditEntry): Promise<void> {
  const entityId = entry.entityId ?? null;
  await insertEntry(
    db,
    now.toISOString(),
    entry.staffId,
    entry.action,
    entry.entity,
    entityId === null ? null : String(entityId),
    entry.details ? JSON.stringify(entry.details) : null,
  );
}

// Every write of the app adds one: compiled once (db/compiled.ts).
const insertEntry = compiledOnce(
  (
    db: Kysely<DB>,
    at: string,
    staffId: number | null,
    action: string,
    entity: string,
    entityId: string | null,
    details: string | null,
  ) =>
    db.insertInto('audit_log').values({
      at,
      staff_id: staffId,
      action,
      entity,
      entity_id: entityId,
      details,
    }),
);
