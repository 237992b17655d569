import type { ImportColumn } from '../schemas/imports';
import { fieldOfHeader, headerKey } from './import-headers';

/** A header row names at least this many known columns (a title names at most one). */
export const HEADER_ROW_MIN_FIELDS = 2;
/** The rows of a sheet searched for its header row; the rows above it are titles. */
export const HEADER_ROW_SEARCH = 20;
/**
 * Fields the Admin may give once for the whole file when no column holds them: every field a
 * class-wise sheet may lack (Type is proposed as Regular, and taken only once confirmed).
 */
export const SHARED_FIELDS = ['batch', 'year', 'semester', 'department', 'type'] as const;
export type SharedField = (typeof SHARED_FIELDS)[number];

/**
 * The field each column maps to by its header (synonyms of import-headers.ts), or null for a
 * column the import ignores. A field named by two columns is taken from the first.
 */
export function proposeFields(
  headers: readonly string[],
  columns: readonly ImportColumn[],
): (string | null)[] {
  const fields = columns.map((column) => column.field);
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = fieldOfHeader(header, fields) ?? null;
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Whether a row's cells name enough known columns to be the header row of this import. */
export function isHeaderRow(cells: readonly string[], columns: readonly ImportColumn[]): boolean {
  const named = proposeFields(cells, columns).filter((field) => field !== null).length;
  return named >= Math.min(HEADER_ROW_MIN_FIELDS, columns.length);
}

/** The header set a remembered mapping is kept under: headers without case or punctuation. */
export const headerSetText = (headers: readonly string[]) => headers.map(headerKey).join('|');

/** Required columns neither mapped nor given once for the file, in the template's order. */
export function missingColumns(
  fields: readonly (string | null)[],
  columns: readonly ImportColumn[],
  shared: Partial<Record<string, unknown>>,
): ImportColumn[] {
  return columns.filter(
    (column) =>
      column.required &&
      !fields.includes(column.field) &&
      (shared[column.field] === undefined || shared[column.field] === ''),
  );
}

const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The first thing the preview says when a required field has no column and no value. */
export function missingMessage(missing: readonly ImportColumn[], shareable: boolean): string {
  if (missing.length === 0) return '';
  const names = listed(missing.map((column) => column.header));
  const plural = missing.length > 1;
  return shareable
    ? `No column holds ${names}: choose the column${plural ? 's' : ''} below, or give ${plural ? 'them' : 'it'} once for the whole file.`
    : `No column holds ${names}: choose the column${plural ? 's' : ''} below.`;
}
