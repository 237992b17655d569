import type { Kysely } from 'kysely';
import type { ImportHistoryEntry } from '@attendance/domain';
import type { DB } from '../../db/types';

export const IMPORT_HISTORY_LIMIT = 50;

interface ImportDetails {
  department?: string;
  fileName?: string;
  sheets?: string[];
  created?: number;
  by?: string;
}

/**
 * The department's stored imports, newest first, from the audit log (each commit writes one
 * entry in its transaction). `by` is the Admin, or the API token that acted for them.
 */
export async function importHistory(
  db: Kysely<DB>,
  department: string,
): Promise<ImportHistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select(['audit_log.at', 'audit_log.entity', 'audit_log.details', 'staff.staff_name'])
    .where('audit_log.action', '=', 'import')
    .where('staff.department', '=', department)
    .orderBy('audit_log.id', 'desc')
    .limit(IMPORT_HISTORY_LIMIT)
    .execute();
  return rows.map((row) => {
    const details = JSON.parse(row.details ?? '{}') as ImportDetails;
    return {
      at: row.at,
      kind: row.entity as ImportHistoryEntry['kind'],
      fileName: details.fileName ?? '',
      sheets: details.sheets ?? [],
      created: details.created ?? 0,
      // Imports stored before tokens existed name no one in their details: their Admin did it.
      by: details.by ?? row.staff_name,
    };
  });
}
