import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled';
import type { SqliteConnection } from './sqlite-turns';
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
  await insertEntry(db, ...entryValues(now, entry));
}

/** The same at once on SQLite's connection, inside its transaction (sqlite-turns.ts). */
export function writeAuditNow(sqlite: SqliteConnection, now: Date, entry: AuditEntry): void {
  insertEntry.now(sqlite, ...entryValues(now, entry));
}

function entryValues(now: Date, entry: AuditEntry) {
  const entityId = entry.entityId ?? null;
  return [
    now.toISOString(),
    entry.staffId,
    entry.action,
    entry.entity,
    entityId === null ? null : String(entityId),
    entry.details ? JSON.stringify(entry.details) : null,
  ] as const;
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
