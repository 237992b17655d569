import { rowRef, type ImportMapping, type ImportMappingQuery } from '@attendance/domain';
import type { ColumnMap } from './columns';
import {
  titleOf,
  type CellValue,
  type ImportKind,
  type SheetRow,
  type WorkbookSheet,
} from './sheet-rows';

/** The fields that make a row a record: a row with neither is a total, a note or a signature. */
const IDENTITY_FIELDS: Record<ImportKind, readonly string[]> = {
  students: ['registerNumber', 'studentName'],
  subjects: ['subjectCode', 'subjectName'],
  allocations: ['registerNumber', 'subjectCode'],
};

/** What a footer row starts with, whatever else it holds ("Total: 60", "Prepared by …"). */
const FOOTER_WORDS =
  /^(?:grand\s+)?total\b|^prepared\s+by\b|^signature\b|^sign(?:ed)?\b|^verified\s+by\b|^checked\s+by\b/i;

/**
 * Not a record: a row starting with a footer's words, a phrase in the first cell alone ("Class
 * teacher: R. Kumar"), or a row with none of its identity cells filled.
 */
function isNotRecord(cells: CellValue[], identity: number[]): boolean {
  const texts = cells.map((cell) => (typeof cell === 'string' ? cell : '?'));
  const filled = texts.map((text) => text !== '');
  const first = filled.indexOf(true);
  if (first < 0) return true;
  if (FOOTER_WORDS.test(texts[first]!)) return true;
  if (first === 0 && filled.lastIndexOf(true) === 0 && /[\s:]/.test(texts[0]!)) return true;
  return identity.length > 0 && identity.every((index) => !filled[index]);
}

export type SetAside = ImportMapping['setAside'][number];

/** The row references of a query (`exclude=3,9`, `include=2:14`), sorted for the fingerprint. */
export const refsOf = (text: string | undefined) =>
  [...new Set((text ?? '').split(',').filter((ref) => ref !== ''))].sort();

/**
 * The rows an import takes, and the rows under the header it sets aside and why: excluded by the
 * Admin, hidden in the workbook (unless included), or not a record.
 */
export function selectRows(
  sheet: WorkbookSheet,
  map: ColumnMap,
  kind: ImportKind,
  query: Pick<ImportMappingQuery, 'exclude' | 'include'>,
): { rows: SheetRow[]; setAside: SetAside[] } {
  const excluded = new Set(refsOf(query.exclude));
  const included = new Set(refsOf(query.include));
  const identity = IDENTITY_FIELDS[kind]
    .map((field) => map.indexOf.get(field))
    .filter((index) => index !== undefined);
  const rows: SheetRow[] = [];
  const setAside: SetAside[] = [];
  for (const row of sheet.rows) {
    const ref = rowRef(row.row, row.sheet?.position);
    const reason = excluded.has(ref)
      ? 'excluded'
      : row.hidden && !included.has(ref)
        ? 'hidden'
        : isNotRecord(row.cells, identity)
          ? 'notRecord'
          : undefined;
    if (reason === undefined) rows.push(row);
    else
      setAside.push({
        row: row.row,
        ...(row.sheet ? { sheet: row.sheet.name } : {}),
        ref,
        text: titleOf(row),
        reason,
      });
  }
  return { rows, setAside };
}
