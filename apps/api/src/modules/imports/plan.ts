import type { ImportProblem, ImportRow } from '@attendance/domain';
import { rowValues, type ColumnMap } from './columns';
import type { SheetRow } from './sheet-reader';

/** What an import would store, and every problem found on the way; stored only when clean. */
export interface ImportPlan<Insert> {
  rows: ImportRow[];
  errors: ImportProblem[];
  inserts: Insert[];
  skipped: number;
  ignoredColumns: string[];
}

export function emptyPlan<Insert>(map: ColumnMap): ImportPlan<Insert> {
  return { rows: [], errors: [], inserts: [], skipped: 0, ignoredColumns: map.ignored };
}

/**
 * One row's text by field with the problems of its cells, and the fields that could not be read
 * (their zod complaints would only repeat the cell's own problem).
 */
export function readRow(map: ColumnMap, sheetRow: SheetRow) {
  const problems: ImportProblem[] = [];
  const raw = rowValues(map, sheetRow, problems);
  const unreadable = new Set(
    map.columns.filter((c) => problems.some((p) => p.column === c.header)).map((c) => c.field),
  );
  return { row: sheetRow.row, problems, raw, unreadable };
}
