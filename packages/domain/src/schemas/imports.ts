import { z } from 'zod';
import { GENDERS, STUDENT_TYPES } from '../constants';
import { batchName, flexibleBoolean, semesterNumber, yearNumber } from './common';
import { attendanceViewQuery } from './attendance';
import { subjectIdList } from './allocations';
import { importMapping } from './import-mapping';

/**
 * Every limit of an import, in one place. A file is read as a stream and refused at the first
 * limit it passes, so the server never holds more than these allow (docs/security.md).
 */
export const IMPORT_LIMITS = {
  /** Size of the uploaded file. */
  bytes: 5 * 1024 * 1024,
  /** Sum of the unpacked entries of an .xlsx (a roster of 10,000 rows unpacks to about 5 MB). */
  unpackedBytes: 32 * 1024 * 1024,
  /** Rows after the header, empty rows included: a sheet of blank lines costs time too. */
  rows: 10_000,
  /** Columns of any row: the template has 10; an office's own sheet a few more. */
  columns: 64,
  /** Characters of one cell: every field's maximum is below it. */
  cellLength: 1_000,
  /** Imports running at once on the campus; each Admin runs one at a time. */
  concurrent: 2,
  /** Seconds a refused upload is told to wait before trying again (Retry-After). */
  retryAfterSeconds: 5,
} as const;
export const IMPORT_MAX_ROWS = IMPORT_LIMITS.rows;
export const IMPORT_MAX_BYTES = IMPORT_LIMITS.bytes;
/** What the import takes, as named in every refusal of another kind of file. */
export const IMPORT_ACCEPTED_FILES = '.xlsx workbooks and UTF-8 .csv files';

/** One column of an import file: its header in the template, and what it may hold. */
export interface ImportColumn<Field extends string = string> {
  header: string;
  field: Field;
  required: boolean;
  /** The field's longest value; a longer cell is reported, and echoed only this far. */
  maxLength: number;
  example: string | number;
  help: string;
}

export const STUDENT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Register Number',
    field: 'registerNumber',
    maxLength: 30,
    required: true,
    example: '21CS001',
    help: 'Unique on the whole campus; letters, digits and / _ . -',
  },
  {
    header: 'Student Name',
    field: 'studentName',
    maxLength: 100,
    required: true,
    example: 'Anitha Raman',
    help: 'Up to 100 characters; any script',
  },
  {
    header: 'Batch',
    field: 'batch',
    maxLength: 40,
    required: true,
    example: '2021-2025',
    help: 'As YYYY-YYYY; the department code is put in front of a new batch (CSE2021-2025)',
  },
  {
    header: 'Year',
    field: 'year',
    maxLength: 2,
    required: true,
    example: 1,
    help: '1 to 4; the same for every student of the batch',
  },
  {
    header: 'Semester',
    field: 'semester',
    maxLength: 2,
    required: true,
    example: 1,
    help: '1 to 8, and of the year (year 1: 1 or 2, year 2: 3 or 4 …)',
  },
  {
    header: 'Department',
    field: 'department',
    maxLength: 40,
    required: false,
    example: 'CSE',
    help: 'Your own department; may be left empty',
  },
  {
    header: 'Gender',
    field: 'gender',
    maxLength: 10,
    required: true,
    example: 'Female',
    help: GENDERS.join(', '),
  },
  {
    header: 'Type',
    field: 'type',
    maxLength: 10,
    required: true,
    example: 'Regular',
    help: STUDENT_TYPES.join(', '),
  },
  {
    header: 'Student Phone',
    field: 'studentNumber',
    maxLength: 20,
    required: true,
    example: '9876543210',
    help: '7 to 20 digits; spaces, dashes and a leading + allowed',
  },
  {
    header: 'Parent Phone',
    field: 'parentNumber',
    maxLength: 20,
    required: true,
    example: '9876543211',
    help: '7 to 20 digits; spaces, dashes and a leading + allowed',
  },
];

export const SUBJECT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Subject Code',
    field: 'subjectCode',
    maxLength: 20,
    required: true,
    example: 'CS3401',
    help: 'Up to 20 characters; unique in a batch and department',
  },
  {
    header: 'Subject Name',
    field: 'subjectName',
    maxLength: 150,
    required: true,
    example: 'Operating Systems',
    help: 'Up to 150 characters',
  },
  {
    header: 'Batch',
    field: 'batch',
    maxLength: 40,
    required: true,
    example: 'CSE2021-2025',
    help: 'The batch the subject is taught to',
  },
  { header: 'Year', field: 'year', maxLength: 2, required: true, example: 2, help: '1 to 4' },
  {
    header: 'Semester',
    field: 'semester',
    maxLength: 2,
    required: true,
    example: 4,
    help: '1 to 8',
  },
  {
    header: 'Department',
    field: 'department',
    maxLength: 40,
    required: false,
    example: 'CSE',
    help: "Your own department, or 'all' for a subject common to every department; may be left empty",
  },
  {
    header: 'Common',
    field: 'isCommon',
    maxLength: 5,
    required: false,
    example: 'No',
    help: "Yes or No (empty = No); Yes is the same as Department 'all'",
  },
  {
    header: 'Elective',
    field: 'isElective',
    maxLength: 5,
    required: false,
    example: 'No',
    help: 'Yes or No (empty = No)',
  },
];

/** Electives (or any subject) by student: one row per (register number, subject code). */
export const ALLOCATION_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Register Number',
    field: 'registerNumber',
    maxLength: 30,
    required: true,
    example: '21CS001',
    help: 'An active student of your department',
  },
  {
    header: 'Subject Code',
    field: 'subjectCode',
    maxLength: 20,
    required: true,
    example: 'CS3E01',
    help: "A subject of the student's batch, year and semester, of your department or common",
  },
];

/** `?commit=true` stores the rows; anything else only previews them. */
export const importQuery = z.object({ commit: flexibleBoolean.default(false) });

export const importProblem = z.object({
  row: z.number(),
  /** The sheet of the row, when sheets are imported together. */
  sheet: z.string().optional(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const IMPORT_ROW_STATUSES = ['new', 'skipped', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** One data row of the file as it will be saved (values after the department and batch rules). */
export const importRow = z.object({
  row: z.number(),
  /** The sheet of the row, when sheets are imported together (rowRef names it in a query). */
  sheet: z.string().optional(),
  status: z.enum(IMPORT_ROW_STATUSES),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ImportRow = z.infer<typeof importRow>;

/** The answer of a preview or a commit of an import. */
export const importReport = z.object({
  fileName: z.string(),
  sha256: z.string(),
  rows: z.array(importRow),
  valid: z.number(),
  skipped: z.number(),
  created: z.number(),
  errors: z.array(importProblem),
  ignoredColumns: z.array(z.string()),
  /** Students, subjects and allocations: how the file was read (schemas/import-mapping.ts). */
  mapping: importMapping.optional(),
  /** Cells the import made the form's, per column: M/F read as Male/Female, phones made 10 digits. */
  normalised: z
    .array(z.object({ column: z.string(), rows: z.number(), note: z.string() }))
    .optional(),
});
export type ImportReport = z.infer<typeof importReport>;

/** A commit refused for its row errors (422): the report, with the error's message and code. */
export const importRefusal = importReport.extend({ message: z.string(), code: z.string() });

/** POST /api/allocations/batch */
export const batchAllocationBody = z.object({ batch: batchName, subjectIDs: subjectIdList });
export type BatchAllocationBody = z.infer<typeof batchAllocationBody>;

export const batchAllocationAnswer = z.object({
  message: z.string(),
  students: z.number(),
  added: z.number(),
  skipped: z.number(),
});
export type BatchAllocationAnswer = z.infer<typeof batchAllocationAnswer>;

/** GET /api/reports/students.xlsx: the batch of the Student List PDF, with its year/semester. */
export const studentsReportQuery = z.object({
  batch: batchName,
  year: yearNumber.optional(),
  semester: semesterNumber.optional(),
});

/** GET /api/reports/allocations.xlsx: no batch means every batch, as the PDF's 'All'. */
export const allocationsReportQuery = z.object({ batch: z.string().trim().max(40).optional() });

/** GET /api/reports/attendance.xlsx: the View Attendance query plus its under-75 % toggle. */
export const attendanceReportQuery = attendanceViewQuery.extend({
  lowOnly: flexibleBoolean.optional(),
});

/** GET /api/imports: one stored import of the department, newest first. */
export const importHistoryEntry = z.object({
  at: z.string(),
  kind: z.enum(['students', 'subjects', 'allocations']),
  fileName: z.string(),
  /** The sheets of a workbook the rows came from (none for a .csv file). */
  sheets: z.array(z.string()),
  created: z.number(),
  /** The Admin's name, or the API token that imported: 'ERP nightly pull (token of …)'. */
  by: z.string(),
});
export type ImportHistoryEntry = z.infer<typeof importHistoryEntry>;
