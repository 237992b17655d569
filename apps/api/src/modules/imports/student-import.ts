import type { Insertable } from 'kysely';
import {
  normaliseGender,
  normalisePhone,
  normaliseRegisterNumber,
  prefixFreshBatch,
  sameDepartment,
  STUDENT_TYPES,
  studentBody,
  type ImportRow,
  type StudentBody,
} from '@attendance/domain';
import type { StudentsTable } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { headerOf, zodProblems, type ColumnMap } from './columns';
import { emptyPlan, readRow, settleRow, type ImportPlan } from './plan';
import type { ImportsRepo } from './imports.repo';
import type { Sheet } from './sheet-reader';

/** 'female' is taken as 'Female': the list of allowed values is short and unambiguous. */
function canonical(value: string, allowed: readonly string[]): string {
  return allowed.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}

/** What the preview says of each normalised field, for the rows whose cell it changed. */
const NORMALISED_NOTES: [field: string, normalise: (text: string) => string, note: string][] = [
  [
    'registerNumber',
    normaliseRegisterNumber,
    'spaces tidied, numbers stored by Excel read as their digits',
  ],
  ['gender', normaliseGender, 'read as Male, Female or Other (M/F, Boy/Girl)'],
  ['studentNumber', normalisePhone, 'made 10 digits (spaces, dashes, +91 or 0 dropped)'],
  ['parentNumber', normalisePhone, 'made 10 digits (spaces, dashes, +91 or 0 dropped)'],
];

/**
 * What is unambiguous in an office's sheet, made the form's: M/F, +91 phones, numeric numbers;
 * `changed` counts, per field, the rows whose cell was changed.
 */
function normalised(raw: Record<string, string>, changed: Map<string, number>) {
  const out = { ...raw };
  for (const [field, normalise] of NORMALISED_NOTES) {
    const typed = raw[field] ?? '';
    out[field] = normalise(typed);
    if (out[field] !== typed && typed !== '') changed.set(field, (changed.get(field) ?? 0) + 1);
  }
  return out;
}

const SAME_FIELDS: [keyof StudentBody, keyof Insertable<StudentsTable>][] = [
  ['studentName', 'student_name'],
  ['batch', 'batch'],
  ['year', 'year'],
  ['semester', 'semester'],
  ['gender', 'gender'],
  ['type', 'type'],
  ['studentNumber', 'student_number'],
  ['parentNumber', 'parent_number'],
];

/** Checks every row against the forms' schema and the database; stores nothing. */
export async function planStudentImport(
  repo: ImportsRepo,
  admin: AuthStaff,
  sheet: Sheet,
  map: ColumnMap,
  now: Date,
): Promise<ImportPlan<Insertable<StudentsTable>>> {
  const department = admin.department;
  const registerIndex = map.indexOf.get('registerNumber') ?? -1;
  const wanted = sheet.rows
    .map((r) => r.cells[registerIndex])
    .filter((cell): cell is string => typeof cell === 'string' && cell !== '')
    .map((text) => normaliseRegisterNumber(text).toUpperCase());
  const existing = new Map(
    (await repo.studentsByRegisterNumbers([...new Set(wanted)])).map((s) => [
      s.register_number.toUpperCase(),
      s,
    ]),
  );
  const batchRows = await repo.batchesOf(department);
  const batchNames = new Set(batchRows.map((b) => b.batch));
  // Year/semester pairs a batch already has (its active students), or took from an earlier row.
  const classes = new Map<string, Set<string>>();
  for (const b of batchRows.filter((b) => Number(b.active) === 1)) {
    classes.set(b.batch, (classes.get(b.batch) ?? new Set()).add(`${b.year}/${b.semester}`));
  }
  const fileClasses = new Map<string, string>();
  const firstRowOf = new Map<string, number>();

  const plan = emptyPlan<Insertable<StudentsTable>>(map);
  const changed = new Map<string, number>();
  for (const sheetRow of sheet.rows) {
    const read = readRow(map, sheetRow);
    const { row, problems, unreadable } = read;
    const raw = normalised(read.raw, changed);
    if (raw.department && !sameDepartment(raw.department, department)) {
      problems.push({
        row,
        column: headerOf(map, 'department'),
        message: `must be your own department (${department}); students of another department cannot be imported here`,
      });
    }
    const typedBatch = raw.batch ?? '';
    const batch =
      typedBatch === '' || batchNames.has(typedBatch)
        ? typedBatch
        : prefixFreshBatch(typedBatch, department);
    const parsed = studentBody.safeParse({
      ...raw,
      batch,
      department,
      type: canonical(raw.type ?? '', STUDENT_TYPES),
    });
    const values: Record<string, string | number | boolean> = { ...raw, batch, department };
    let status: ImportRow['status'] = 'new';
    if (!parsed.success) {
      problems.push(...zodProblems(map, row, parsed.error, unreadable));
    } else {
      const student = parsed.data;
      Object.assign(values, student);
      checkStudent(student);
      if (problems.length === 0) {
        const taken = existing.get(student.registerNumber.toUpperCase());
        if (taken) {
          const identical =
            taken.department === department &&
            SAME_FIELDS.every(([field, column]) => student[field] === taken[column]);
          if (identical) status = 'skipped';
          else
            problems.push({
              row,
              column: headerOf(map, 'registerNumber'),
              message: `is already taken by another student (${taken.register_number})`,
            });
        }
      }
      if (problems.length === 0 && status === 'new') {
        plan.inserts.push({
          register_number: student.registerNumber,
          student_name: student.studentName,
          batch: student.batch,
          year: student.year,
          semester: student.semester,
          department,
          gender: student.gender,
          type: student.type,
          student_number: student.studentNumber,
          parent_number: student.parentNumber,
          active: 1,
          inactive_reason: null,
          inactivated_at: null,
          created_at: now.toISOString(),
        });
      }
    }
    await settleRow(plan, map, { row, sheet: sheetRow.sheet, status, values }, problems);

    function checkStudent(student: StudentBody) {
      if (student.semester !== student.year * 2 - 1 && student.semester !== student.year * 2) {
        problems.push({
          row,
          column: headerOf(map, 'semester'),
          message: `semester ${student.semester} is not a semester of year ${student.year}`,
        });
        return;
      }
      const key = student.registerNumber.toUpperCase();
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problems.push({
          row,
          column: headerOf(map, 'registerNumber'),
          message: `appears twice in the file (also row ${first})`,
        });
      } else firstRowOf.set(key, row);
      const pair = `${student.year}/${student.semester}`;
      const known = classes.get(student.batch);
      const inFile = fileClasses.get(student.batch);
      if (known && !known.has(pair)) {
        const [year, semester] = [...known][0]!.split('/');
        problems.push({
          row,
          column: headerOf(map, 'year'),
          message: `batch ${student.batch} is in year ${year}, semester ${semester}, not year ${student.year}, semester ${student.semester}`,
        });
      } else if (!known && inFile && inFile !== pair) {
        const [year, semester] = inFile.split('/');
        problems.push({
          row,
          column: headerOf(map, 'year'),
          message: `batch ${student.batch} has year ${year}, semester ${semester} in an earlier row`,
        });
      } else if (!known) fileClasses.set(student.batch, pair);
    }
  }
  for (const [field, , note] of NORMALISED_NOTES) {
    const rows = changed.get(field);
    if (rows) plan.normalised.push({ column: headerOf(map, field), rows, note });
  }
  return plan;
}
