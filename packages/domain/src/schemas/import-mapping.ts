import { z } from 'zod';
import { HEADER_ROW_SEARCH } from '../rules/import-mapping';
import { STUDENT_TYPES } from '../constants';
import { flexibleBoolean, semesterNumber, yearNumber } from './common';

/** Rows named in a query: "5,9" on one sheet; "2:5" is row 5 of the second of `sheets`. */
const rowRefs = z
  .string()
  .max(20_000)
  .regex(/^(?:(?:\d{1,3}:)?\d{1,6}(?:,(?:\d{1,3}:)?\d{1,6})*)?$/, {
    error: 'must be row numbers separated by commas',
  });

/**
 * The query of a students, subjects or allocations import (issue 22). The client sends the
 * mapping it shows on both preview and commit; a commit also echoes the preview's fingerprint,
 * so the server stores rows only under the mapping and class values the Admin last saw.
 */
export const importMappingQuery = z.object({
  /** `?commit=true` stores the rows; anything else only previews them. */
  commit: flexibleBoolean.default(false),
  /** The sheet of a workbook to read; without it the first sheet that has a header row. */
  sheet: z.string().max(100).optional(),
  /** Every sheet with the header row of the one read, imported together in one transaction. */
  together: flexibleBoolean.optional(),
  /** The header row the Admin picked, when the one found is wrong. */
  headerRow: z.coerce.number().int().min(1).max(HEADER_ROW_SEARCH).optional(),
  /** Rows the Admin left out of the import, and hidden rows the Admin took in (rowRef). */
  exclude: rowRefs.optional(),
  include: rowRefs.optional(),
  /** The field of each file column in order, comma-separated; an empty entry ignores the column. */
  columns: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z,]*$/, { error: 'must be field names separated by commas' })
    .optional(),
  /** Values the class shares, used for a field no column holds. */
  batch: z.string().trim().max(40).optional(),
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
  department: z.string().trim().max(40).optional(),
  type: z.enum(STUDENT_TYPES).optional(),
  /** The preview's fingerprint, echoed by the commit. */
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'must be the fingerprint a preview answered' })
    .optional(),
});
export type ImportMappingQuery = z.infer<typeof importMappingQuery>;

export const sharedValues = z.object({
  batch: z.string().optional(),
  year: z.number().optional(),
  semester: z.number().optional(),
  department: z.string().optional(),
  type: z.string().optional(),
});
export type SharedValues = z.infer<typeof sharedValues>;

export const IMPORT_MAPPING_SOURCES = ['headers', 'remembered', 'chosen'] as const;

export const CSV_ENCODINGS = [
  'UTF-8',
  'UTF-8 with BOM',
  'UTF-16 LE',
  'UTF-16 BE',
  'Windows-1252',
] as const;
export const CSV_DELIMITERS = ['comma', 'semicolon', 'tab'] as const;

/**
 * Why a row of the sheet is not imported: notRecord (a total, a signature, a line with no
 * register number and no name), hidden (by a filter or by hand; taken in only when included),
 * excluded (by the Admin in the preview).
 */
export const SET_ASIDE_REASONS = ['notRecord', 'hidden', 'excluded'] as const;

/** How the file was read: sheet, header row, titles skipped, and each column's field. */
export const importMapping = z.object({
  sheet: z.string(),
  /** Visible sheets; `rows`: the non-blank rows under a sheet's header row (null: none found). */
  sheets: z.array(
    z.object({ name: z.string(), headerRow: z.number().nullable(), rows: z.number().nullable() }),
  ),
  /** The sheets read: the one asked for, or every sheet with its header row (`together`). */
  sheetsRead: z.array(z.string()),
  headerRow: z.number(),
  /** A .csv file's encoding and delimiter, as detected. */
  csv: z.object({ encoding: z.enum(CSV_ENCODINGS), delimiter: z.enum(CSV_DELIMITERS) }).optional(),
  skippedRows: z.array(z.object({ row: z.number(), text: z.string() })),
  /** Rows under the header that are not imported, and why; `ref` names the row in a query. */
  setAside: z.array(
    z.object({
      row: z.number(),
      sheet: z.string().optional(),
      ref: z.string(),
      text: z.string(),
      reason: z.enum(SET_ASIDE_REASONS),
    }),
  ),
  columns: z.array(
    z.object({
      index: z.number(),
      header: z.string(),
      field: z.string().nullable(),
      /** Hidden in the workbook: ignored unless the Admin maps it. */
      hidden: z.boolean(),
    }),
  ),
  /** headers: by the synonyms; remembered: as last imported; chosen: as the client sent it. */
  source: z.enum(IMPORT_MAPPING_SOURCES),
  /** Required columns neither mapped nor given for the file; `message` names them. */
  missing: z.array(z.string()),
  message: z.string(),
  /** The fields no column holds that may be given once for the file, and the values used. */
  sharedFields: z.array(z.string()),
  shared: sharedValues,
  /** Read from the title rows or the file name, to prefill the shared values. */
  proposedShared: sharedValues,
  fingerprint: z.string(),
});
export type ImportMapping = z.infer<typeof importMapping>;

/** How a query names a row: its number, after the position of its sheet when sheets are read together. */
export const rowRef = (row: number, sheetPosition?: number) =>
  sheetPosition === undefined ? String(row) : `${sheetPosition}:${row}`;
