import type { z } from 'zod';
import type { ImportColumn, ImportProblem } from '@attendance/domain';
import { BadRequestError } from '../../lib/errors';
import type { CellValue, SheetRow } from './sheet-reader';

/** 'Register No.', 'register_number' and 'REGISTER NUMBER' all name the same column. */
const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export interface ColumnMap {
  columns: readonly ImportColumn[];
  indexOf: Map<string, number>;
  ignored: string[];
  /** The name a problem gives each field: the file's header of its column, or the template's. */
  labels: Map<string, string>;
  /** Values the Admin gave once for the file, for fields no column holds. */
  fixed: Map<string, string>;
}

const templateLabels = (columns: readonly ImportColumn[]) =>
  new Map(columns.map((column) => [column.field, column.header]));

/**
 * The map of a mapping the Admin saw (one field or null per column) and the values given for the
 * whole file; required fields it lacks were named before any row is read (mapping.ts).
 */
export function columnMapOf(
  headers: readonly string[],
  fields: readonly (string | null)[],
  columns: readonly ImportColumn[],
  fixed: Map<string, string>,
): ColumnMap {
  const indexOf = new Map<string, number>();
  const labels = templateLabels(columns);
  const ignored: string[] = [];
  fields.forEach((field, index) => {
    const header = (headers[index] ?? '').trim();
    if (field === null) {
      if (header !== '') ignored.push(header);
      return;
    }
    indexOf.set(field, index);
    if (header !== '') labels.set(field, header);
  });
  return { columns, indexOf, ignored, labels, fixed };
}

/** Maps columns by header name, in any order; a missing required column refuses the file. */
export function mapColumns(headers: string[], columns: readonly ImportColumn[]): ColumnMap {
  const byName = new Map(columns.map((column) => [normalise(column.header), column]));
  const indexOf = new Map<string, number>();
  const ignored: string[] = [];
  headers.forEach((header, index) => {
    const column = byName.get(normalise(header));
    if (!column) {
      if (header.trim() !== '') ignored.push(header.trim());
      return;
    }
    if (indexOf.has(column.field))
      throw new BadRequestError(`The column "${column.header}" appears twice.`, 'BAD_HEADER');
    indexOf.set(column.field, index);
  });
  const missing = columns.filter((column) => column.required && !indexOf.has(column.field));
  if (missing.length > 0) {
    throw new BadRequestError(
      `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${c.header}"`).join(', ')}; download the template to see the headers.`,
      'BAD_HEADER',
    );
  }
  return { columns, indexOf, ignored, labels: templateLabels(columns), fixed: new Map() };
}

/** "7.30423E+11": what Excel writes in a CSV for a long number in a General column. */
const SCIENTIFIC = /^\d+(?:\.\d+)?e\+?\d+$/i;
const SCIENTIFIC_REGISTER_NUMBER =
  'Excel saved this register number in scientific notation, which loses its last digits; format the column as Text and save again';

/** A cell whose value was lost before the file reached us, as the problem to say instead. */
function lostValue(field: string, cell: CellValue): CellValue {
  if (field === 'registerNumber' && typeof cell === 'string' && SCIENTIFIC.test(cell.trim()))
    return { problem: `${SCIENTIFIC_REGISTER_NUMBER} (${cell.trim()})` };
  return cell;
}

/** The row's text by field; a cell that cannot be taken becomes a problem and an empty value. */
export function rowValues(map: ColumnMap, sheetRow: SheetRow, problems: ImportProblem[]) {
  const values: Record<string, string> = {};
  for (const column of map.columns) {
    const index = map.indexOf.get(column.field);
    const cell: CellValue =
      index === undefined
        ? (map.fixed.get(column.field) ?? '')
        : lostValue(column.field, sheetRow.cells[index] ?? '');
    if (typeof cell === 'string') values[column.field] = cell;
    else {
      values[column.field] = '';
      problems.push({
        row: sheetRow.row,
        column: headerOf(map, column.field),
        message: cell.problem,
      });
    }
  }
  return values;
}

/** zod issues of one row, each under the column header of its field. */
export function zodProblems(
  map: ColumnMap,
  row: number,
  error: z.ZodError,
  skipFields: Set<string>,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (skipFields.has(field)) continue;
    const header = headerOf(map, field);
    if (problems.some((p) => p.column === header)) continue;
    problems.push({ row, column: header, message: issue.message });
  }
  return problems;
}

/** The column a problem of this field is reported under, as the file names it. */
export const headerOf = (map: ColumnMap, field: string) => map.labels.get(field) ?? field;
