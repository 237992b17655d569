import type { Insertable } from 'kysely';
import { COMMON_DEPARTMENT, sameDepartment, subjectCreateBody } from '@attendance/domain';
import type { SubjectsTable } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { headerOf, zodProblems, type ColumnMap } from './columns';
import type { ImportsRepo } from './imports.repo';
import type { Sheet } from './sheet-reader';
import { emptyPlan, readRow, settleRow, type ImportPlan } from './plan';

/** Yes/No as people type it in a sheet; empty is No. Anything else stays for zod to refuse. */
function yesNo(value: string): string | boolean {
  const text = value.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(text)) return false;
  if (['yes', 'y', 'true', '1'].includes(text)) return true;
  return value;
}

const keyOf = (code: string, batch: string, department: string) =>
  `${code}\u0001${batch}\u0001${department}`;

/** Checks every row against the Add Subject schema and the database; stores nothing. */
export async function planSubjectImport(
  repo: ImportsRepo,
  admin: AuthStaff,
  sheet: Sheet,
  map: ColumnMap,
  now: Date,
): Promise<ImportPlan<Insertable<SubjectsTable>>> {
  const existing = new Map(
    (await repo.subjectsVisibleTo(admin.department)).map((s) => [
      keyOf(s.subject_code, s.batch, s.department),
      s,
    ]),
  );
  const firstRowOf = new Map<string, number>();
  const plan = emptyPlan<Insertable<SubjectsTable>>(map);
  for (const sheetRow of sheet.rows) {
    const { row, problems, raw, unreadable } = readRow(map, sheetRow);
    const typedDepartment = raw.department ?? '';
    const commonByDepartment = sameDepartment(typedDepartment, COMMON_DEPARTMENT);
    if (
      typedDepartment &&
      !commonByDepartment &&
      !sameDepartment(typedDepartment, admin.department)
    )
      problems.push({
        row,
        column: headerOf(map, 'department'),
        message: `must be your own department (${admin.department}) or 'all'`,
      });
    const parsed = subjectCreateBody.safeParse({
      ...raw,
      department: admin.department,
      isCommon: yesNo(raw.isCommon ?? ''),
      isElective: yesNo(raw.isElective ?? ''),
    });
    const values: Record<string, string | number | boolean> = { ...raw };
    let status: 'new' | 'skipped' | 'error' = 'new';
    if (!parsed.success) problems.push(...zodProblems(map, row, parsed.error, unreadable));
    else {
      const subject = parsed.data;
      const common = subject.isCommon || commonByDepartment;
      const department = common ? COMMON_DEPARTMENT : admin.department;
      Object.assign(values, subject, { department, isCommon: common });
      const key = keyOf(subject.subjectCode, subject.batch, department);
      const first = firstRowOf.get(key);
      if (first !== undefined)
        problems.push({
          row,
          column: headerOf(map, 'subjectCode'),
          message: `appears twice in the file for batch ${subject.batch} (also row ${first})`,
        });
      else firstRowOf.set(key, row);
      const taken = existing.get(key);
      if (taken && problems.length === 0) {
        const identical =
          taken.subject_name === subject.subjectName &&
          taken.year === subject.year &&
          taken.semester === subject.semester &&
          Number(taken.is_elective) === (subject.isElective ? 1 : 0);
        if (identical) status = 'skipped';
        else
          problems.push({
            row,
            column: headerOf(map, 'subjectCode'),
            message: `already exists for batch ${subject.batch} with other details`,
          });
      }
      if (problems.length === 0 && status === 'new') {
        plan.inserts.push({
          subject_code: subject.subjectCode,
          subject_name: subject.subjectName,
          batch: subject.batch,
          year: subject.year,
          semester: subject.semester,
          department,
          owner_department: admin.department,
          is_common: common ? 1 : 0,
          is_elective: subject.isElective ? 1 : 0,
          created_at: now.toISOString(),
        });
      }
    }
    await settleRow(plan, map, { row, sheet: sheetRow.sheet, status, values }, problems);
  }
  return plan;
}
