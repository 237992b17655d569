import { createHash } from 'node:crypto';
import {
  ALLOCATION_IMPORT_COLUMNS,
  headerSetText,
  isHeaderRow,
  missingColumns,
  missingMessage,
  prefixFreshBatch,
  proposeFields,
  proposeSharedValues,
  SHARED_FIELDS,
  STUDENT_TYPES,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportMapping,
  type ImportMappingQuery,
  type SharedValues,
} from '@attendance/domain';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { columnMapOf, type ColumnMap } from './columns';
import type { ImportsRepo } from './imports.repo';
import { refsOf, selectRows } from './row-selection';
import type { HeaderTest, ImportKind, SheetRow, WorkbookSheet } from './sheet-rows';

export type { ImportKind } from './sheet-rows';

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  students: STUDENT_IMPORT_COLUMNS,
  subjects: SUBJECT_IMPORT_COLUMNS,
  allocations: ALLOCATION_IMPORT_COLUMNS,
};

export const headerTestOf =
  (kind: ImportKind): HeaderTest =>
  (cells) =>
    isHeaderRow(cells, IMPORT_COLUMNS[kind]);

export const MAPPING_CHANGED =
  'The columns or the class values differ from the ones the preview showed; nothing was imported. Preview the file again, then import.';
export const MAPPING_NOT_PREVIEWED =
  'This mapping of the columns differs from the one proposed for the file; preview it first and import with the fingerprint the preview answers.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The client's mapping (`columns=registerNumber,studentName,,gender`) checked against the file. */
function chosenFields(text: string, headers: string[], columns: readonly ImportColumn[]) {
  const fields = text.split(',').map((field) => (field === '' ? null : field));
  if (fields.length !== headers.length)
    throw new BadRequestError(
      `The mapping names ${fields.length} columns but the header row of the file has ${headers.length}; preview the file again.`,
      'BAD_MAPPING',
    );
  const byField = new Map(columns.map((column) => [column.field, column]));
  const seen = new Map<string, number>();
  fields.forEach((field, index) => {
    if (field === null) return;
    const column = byField.get(field);
    if (!column)
      throw new BadRequestError(`"${field}" is not a field of this import.`, 'BAD_MAPPING');
    const first = seen.get(field);
    if (first !== undefined)
      throw new BadRequestError(
        `Two columns ("${headers[first]}" and "${headers[index]}") are mapped to ${column.header}; choose one and ignore the other.`,
        'BAD_MAPPING',
      );
    seen.set(field, index);
  });
  return fields;
}

export interface ResolvedMapping {
  answer: ImportMapping;
  map: ColumnMap;
  headerSet: string;
  fields: (string | null)[];
  /** The rows to check and store: those under the header that are not set aside. */
  rows: SheetRow[];
}

/**
 * How a file is read: the client's mapping or the proposed one (the mapping last imported with
 * for these headers, else the synonyms; a hidden column is mapped only when chosen), the values
 * given for the whole file, what they lack, the rows set aside, and the fingerprint of it all. A
 * commit is refused when it was not previewed this way.
 */
export async function resolveMapping(
  repo: ImportsRepo,
  kind: ImportKind,
  department: string,
  sheet: WorkbookSheet,
  file: { fileName: string; sha256: string },
  query: ImportMappingQuery,
): Promise<ResolvedMapping> {
  const columns = IMPORT_COLUMNS[kind];
  const headerSet = sha256(headerSetText(sheet.headers));
  const remembered = await repo.rememberedFields(department, kind, headerSet);
  // Visible columns win: a hidden one (old numbers kept aside) is proposed for nothing.
  const visibleHeaders = sheet.headers.map((header, index) =>
    sheet.hiddenColumns.includes(index) ? '' : header,
  );
  const proposed =
    remembered?.length === sheet.headers.length
      ? remembered
      : proposeFields(visibleHeaders, columns);
  const chosen =
    query.columns === undefined ? undefined : chosenFields(query.columns, sheet.headers, columns);
  const fields = chosen ?? proposed;
  const same = fields.every((field, index) => field === proposed[index]);
  const source = !same ? 'chosen' : proposed === remembered ? 'remembered' : 'headers';
  const sharedFields = SHARED_FIELDS.filter(
    (field) => columns.some((column) => column.field === field) && !fields.includes(field),
  );
  const shared: SharedValues = {};
  for (const field of sharedFields) {
    const value = query[field];
    if (value !== undefined && value !== '') Object.assign(shared, { [field]: value });
  }
  const readable = proposeSharedValues([...sheet.skipped.map((row) => row.text), file.fileName]);
  const proposedShared: SharedValues = {};
  for (const field of sharedFields)
    if (field in readable) Object.assign(proposedShared, { [field]: readable[field as 'year'] });
  // A subject names its batch as stored ("CSE2024-2028"); the student import prefixes it itself.
  if (kind === 'subjects' && proposedShared.batch)
    proposedShared.batch = prefixFreshBatch(proposedShared.batch, department);
  // Most students are Regular: proposed, and taken once the Admin confirms it.
  if (sharedFields.includes('type')) proposedShared.type = STUDENT_TYPES[0];
  const missing = missingColumns(fields, columns, shared);
  const chosenRows = [refsOf(query.exclude), refsOf(query.include)];
  const fingerprint = sha256(
    JSON.stringify([file.sha256, sheet.sheetsRead, sheet.headerRow, fields, shared, chosenRows]),
  );
  if (query.commit) {
    if (query.fingerprint !== undefined && query.fingerprint !== fingerprint)
      throw new ConflictError(MAPPING_CHANGED, 'MAPPING_CHANGED');
    if (query.fingerprint === undefined && source === 'chosen')
      throw new ConflictError(MAPPING_NOT_PREVIEWED, 'MAPPING_NOT_PREVIEWED');
  }
  const fixed = new Map(Object.entries(shared).map(([field, value]) => [field, String(value)]));
  const map = columnMapOf(sheet.headers, fields, columns, fixed);
  const { rows, setAside } = selectRows(sheet, map, kind, query);
  const answer: ImportMapping = {
    sheet: sheet.sheet,
    sheets: sheet.sheets,
    sheetsRead: sheet.sheetsRead,
    headerRow: sheet.headerRow,
    ...(sheet.csv ? { csv: sheet.csv } : {}),
    skippedRows: sheet.skipped,
    setAside,
    columns: sheet.headers.map((header, index) => ({
      index,
      header,
      field: fields[index] ?? null,
      hidden: sheet.hiddenColumns.includes(index),
    })),
    source,
    missing: missing.map((column) => column.header),
    message: missingMessage(
      missing,
      missing.some((column) => sharedFields.includes(column.field as never)),
    ),
    sharedFields,
    shared,
    proposedShared,
    fingerprint,
  };
  return { answer, map, headerSet, fields, rows };
}

/** What the audit keeps of a mapping: each mapped header with its field, and the file's values. */
export function auditedMapping(resolved: ResolvedMapping) {
  const { answer } = resolved;
  return {
    sheet: answer.sheet,
    headerRow: answer.headerRow,
    source: answer.source,
    ...(answer.csv ? { csv: answer.csv } : { sheets: answer.sheetsRead }),
    setAside: answer.setAside.map(({ ref, reason }) => `${ref} ${reason}`),
    columns: Object.fromEntries(
      answer.columns
        .filter((column) => column.field !== null)
        .map((column) => [column.header || `column ${column.index + 1}`, column.field]),
    ),
    ignored: answer.columns.filter((c) => c.field === null && c.header !== '').map((c) => c.header),
    shared: answer.shared,
  };
}
