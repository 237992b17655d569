import { z } from 'zod';
import { flexibleBoolean, semesterNumber, yearNumber } from './common';

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
});
export type SharedValues = z.infer<typeof sharedValues>;

export const IMPORT_MAPPING_SOURCES = ['headers', 'remembered', 'chosen'] as const;

/** How the file was read: sheet, header row, titles skipped, and each column's field. */
export const importMapping = z.object({
  sheet: z.string(),
  sheets: z.array(z.object({ name: z.string(), headerRow: z.number().nullable() })),
  headerRow: z.number(),
  skippedRows: z.array(z.object({ row: z.number(), text: z.string() })),
  columns: z.array(
    z.object({ index: z.number(), header: z.string(), field: z.string().nullable() }),
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
