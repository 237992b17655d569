import { z } from 'zod';
import { GENDERS, STUDENT_TYPES } from '../constants';
import { batchName, flexibleBoolean, semesterNumber, yearNumber } from './common';
import { attendanceViewQuery } from './attendance';
import { subjectIdList } from './allocations';

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** One column of an import file: its header in the template, and what it may hold. */
export interface ImportColumn<Field extends string = string> {
  header: string;
  field: Field;
  required: boolean;
  example: string | number;
  help: string;
}

export const STUDENT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Register Number',
    field: 'registerNumber',
    required: true,
    example: '21CS001',
    help: 'Unique on the whole campus; letters, digits and / _ . -',
  },
  {
    header: 'Student Name',
    field: 'studentName',
    required: true,
    example: 'Anitha Raman',
    help: 'Up to 100 characters; any script',
  },
  {
    header: 'Batch',
    field: 'batch',
    required: true,
    example: '2021-2025',
    help: 'As YYYY-YYYY; the department code is put in front of a new batch (CSE2021-2025)',
  },
  {
    header: 'Year',
    field: 'year',
    required: true,
    example: 1,
    help: '1 to 4; the same for every student of the batch',
  },
  {
    header: 'Semester',
    field: 'semester',
    required: true,
    example: 1,
    help: '1 to 8, and of the year (year 1: 1 or 2, year 2: 3 or 4 …)',
  },
  {
    header: 'Department',
    field: 'department',
    required: false,
    example: 'CSE',
    help: 'Your own department; may be left empty',
  },
  {
    header: 'Gender',
    field: 'gender',
    required: true,
    example: 'Female',
    help: GENDERS.join(', '),
  },
  {
    header: 'Type',
    field: 'type',
    required: true,
    example: 'Regular',
    help: STUDENT_TYPES.join(', '),
  },
  {
    header: 'Student Phone',
    field: 'studentNumber',
    required: true,
    example: '9876543210',
    help: '7 to 20 digits; spaces, dashes and a leading + allowed',
  },
  {
    header: 'Parent Phone',
    field: 'parentNumber',
    required: true,
    example: '9876543211',
    help: '7 to 20 digits; spaces, dashes and a leading + allowed',
  },
];

export const SUBJECT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Subject Code',
    field: 'subjectCode',
    required: true,
    example: 'CS3401',
    help: 'Up to 20 characters; unique in a batch and department',
  },
  {
    header: 'Subject Name',
    field: 'subjectName',
    required: true,
    example: 'Operating Systems',
    help: 'Up to 150 characters',
  },
  {
    header: 'Batch',
    field: 'batch',
    required: true,
    example: 'CSE2021-2025',
    help: 'The batch the subject is taught to',
  },
  { header: 'Year', field: 'year', required: true, example: 2, help: '1 to 4' },
  { header: 'Semester', field: 'semester', required: true, example: 4, help: '1 to 8' },
  {
    header: 'Department',
    field: 'department',
    required: false,
    example: 'CSE',
    help: "Your own department, or 'all' for a subject common to every department; may be left empty",
  },
  {
    header: 'Common',
    field: 'isCommon',
    required: false,
    example: 'No',
    help: "Yes or No (empty = No); Yes is the same as Department 'all'",
  },
  {
    header: 'Elective',
    field: 'isElective',
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
    required: true,
    example: '21CS001',
    help: 'An active student of your department',
  },
  {
    header: 'Subject Code',
    field: 'subjectCode',
    required: true,
    example: 'CS3E01',
    help: "A subject of the student's batch, year and semester, of your department or common",
  },
];

/** `?commit=true` stores the rows; anything else only previews them. */
export const importQuery = z.object({ commit: flexibleBoolean.default(false) });

export const importProblem = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const IMPORT_ROW_STATUSES = ['new', 'skipped', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** One data row of the file as it will be saved (values after the department and batch rules). */
export const importRow = z.object({
  row: z.number(),
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
