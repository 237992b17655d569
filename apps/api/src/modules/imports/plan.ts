import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportProblem, ImportRow, ImportRowStatus } from '@attendance/domain';
import { headerOf, rowValues, type ColumnMap } from './columns';
import type { SheetRow } from './sheet-reader';

/** What an import would store, and every problem found on the way; stored only when clean. */
export interface ImportPlan<Insert> {
  rows: ImportRow[];
  errors: ImportProblem[];
  inserts: Insert[];
  skipped: number;
  ignoredColumns: string[];
  /** Cells made the form's (M/F, +91 phones…): column, how many rows, what was done. */
  normalised: { column: string; rows: number; note: string }[];
}

export function emptyPlan<Insert>(map: ColumnMap): ImportPlan<Insert> {
  return {
    rows: [],
    errors: [],
    inserts: [],
    skipped: 0,
    ignoredColumns: map.ignored,
    normalised: [],
  };
}

/**
 * One row's text by field with the problems of its cells, and the fields that could not be read
 * (their zod complaints would only repeat the cell's own problem).
 */
export function readRow(map: ColumnMap, sheetRow: SheetRow) {
  const problems: ImportProblem[] = [];
  const raw = rowValues(map, sheetRow, problems);
  const unreadable = new Set(
    problems.length === 0
      ? []
      : map.columns
          .filter((c) => problems.some((p) => p.column === headerOf(map, c.field)))
          .map((c) => c.field),
  );
  return { row: sheetRow.row, problems, raw, unreadable };
}

/** Rows checked between two turns of the event loop, so other requests are answered meanwhile. */
const ROWS_PER_TURN = 250;

/** A value as the preview shows it: a cell longer than its field's maximum is cut there. */
function echoed(map: ColumnMap, values: ImportRow['values']): ImportRow['values'] {
  const out: ImportRow['values'] = {};
  for (const [field, value] of Object.entries(values)) {
    const max = map.columns.find((column) => column.field === field)?.maxLength ?? 150;
    out[field] =
      typeof value === 'string' && value.length > max ? `${value.slice(0, max)}…` : value;
  }
  return out;
}

/** Adds one checked row to the plan: an error if it has problems, the row echoed within bounds. */
export async function settleRow<Insert>(
  plan: ImportPlan<Insert>,
  map: ColumnMap,
  checked: {
    row: number;
    sheet?: SheetRow['sheet'];
    status: ImportRowStatus;
    values: ImportRow['values'];
  },
  problems: ImportProblem[],
): Promise<void> {
  const status = problems.length > 0 ? 'error' : checked.status;
  if (status === 'skipped') plan.skipped += 1;
  // Rows of sheets read together share numbers: each names its sheet.
  const sheet = checked.sheet ? { sheet: checked.sheet.name } : {};
  plan.errors.push(...problems.map((problem) => ({ ...problem, ...sheet })));
  plan.rows.push({ row: checked.row, ...sheet, status, values: echoed(map, checked.values) });
  if (plan.rows.length % ROWS_PER_TURN === 0) await nextTurn();
}
