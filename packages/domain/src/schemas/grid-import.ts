import { z } from 'zod';
import { flexibleBoolean, isoDate } from './common';

/**
 * The HOD's import of timetable grids as colleges keep them (issue 58): one grid per class,
 * days down and periods across. A preview answers each grid's class (proposed from its title,
 * or chosen), each cell's subjects and problems, and the texts no subject matches; the HOD
 * confirms the class of each grid and an abbreviation for each unknown text, then commits.
 *
 *   POST /api/week/timetable/grid-import  HOD  multipart "file" (.xlsx) + gridImportQuery
 *        -> 200 preview / 201 stored (gridImportAnswer), 422 gridImportRefusal
 */

/** A class as a grid import names it (the department is the HOD's). */
export const gridClass = z.object({
  batch: z.string().trim().min(1).max(40),
  year: z.number().int().min(1).max(4),
  semester: z.number().int().min(1).max(8),
});
export type GridClassChoice = z.infer<typeof gridClass>;

/** The client's class per grid, in the order of the preview (null: keep the proposal). */
export const gridClassChoices = z.array(gridClass.nullable()).max(50);
/** Confirmed abbreviations: the text as written in a cell, and the subject code it means. */
export const gridAbbreviationChoices = z
  .record(z.string().trim().min(1).max(60), z.string().trim().min(1).max(30))
  .refine((choices) => Object.keys(choices).length <= 200, { error: 'at most 200 abbreviations' });

const jsonText = z.string().max(8000);

export const gridImportQuery = z.object({
  commit: flexibleBoolean.default(false),
  /** The first day the imported weeks are in force (default: today on the campus). */
  effectiveFrom: isoDate.optional(),
  /** JSON: gridClassChoices. */
  classes: jsonText.optional(),
  /** JSON: gridAbbreviationChoices. */
  abbreviations: jsonText.optional(),
  /** The preview's fingerprint, echoed by the commit. */
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'must be the fingerprint a preview answered' })
    .optional(),
});
export type GridImportQuery = z.infer<typeof gridImportQuery>;

export const GRID_MATCHES = ['code', 'name', 'short name', 'abbreviation'] as const;

export const gridCellSubjectDto = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  staffName: z.string().nullable(),
  /** How the cell's text was matched to the subject. */
  via: z.enum(GRID_MATCHES),
});
export type GridCellSubjectDto = z.infer<typeof gridCellSubjectDto>;

export const gridCellDto = z.object({
  day: z.string(),
  period: z.number(),
  /** The spreadsheet cell, as Excel names it ("D7"); a merged cell gives its first. */
  address: z.string(),
  text: z.string(),
  subjects: z.array(gridCellSubjectDto),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type GridCellDto = z.infer<typeof gridCellDto>;

const classDto = z.object({ batch: z.string(), year: z.number(), semester: z.number() });

export const gridDto = z.object({
  sheet: z.string(),
  /** The title rows as written ("II CSE A"), or the sheet name: how messages name the grid. */
  title: z.string(),
  headerRow: z.number(),
  proposedClass: classDto.nullable(),
  /** The class the grid is imported into: the HOD's choice, else the proposal. */
  class: classDto.nullable(),
  days: z.array(z.string()),
  periods: z.array(z.number()),
  cells: z.array(gridCellDto),
});
export type GridDto = z.infer<typeof gridDto>;

export const gridUnknownDto = z.object({
  /** The text as written in the cells ("CNS"). */
  text: z.string(),
  /** Where: "II CSE A Tue P3". */
  cells: z.array(z.string()),
  /** The subjects of those grids' classes, to choose the one the text means. */
  choices: z.array(z.object({ subjectCode: z.string(), subjectName: z.string() })),
});
export type GridUnknownDto = z.infer<typeof gridUnknownDto>;

export const gridImportAnswer = z.object({
  fileName: z.string(),
  sha256: z.string(),
  effectiveFrom: z.string(),
  grids: z.array(gridDto),
  unknown: z.array(gridUnknownDto),
  /** Abbreviations used: remembered for the department, or chosen in this import. */
  abbreviations: z.array(
    z.object({
      text: z.string(),
      subjectCode: z.string(),
      source: z.enum(['remembered', 'chosen']),
    }),
  ),
  /** The department's classes, for the HOD to choose a grid's. */
  classes: z.array(classDto),
  /** Every problem that stops the import, each naming its grid and cell. */
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Classes whose week was stored (0 in a preview). */
  created: z.number(),
  fingerprint: z.string(),
});
export type GridImportAnswer = z.infer<typeof gridImportAnswer>;
export const gridImportRefusal = gridImportAnswer.extend({
  message: z.string(),
  code: z.string(),
});
