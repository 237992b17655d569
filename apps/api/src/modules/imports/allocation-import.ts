import type { Insertable } from 'kysely';
import { isEligibleSubject } from '@attendance/domain';
import type { AllocationsTable } from '../../db/types';
import type { AuthStaff } from '../../lib/auth-staff';
import { headerOf, type ColumnMap } from './columns';
import type { ImportsRepo } from './imports.repo';
import type { Sheet } from './sheet-reader';
import { emptyPlan, readRow, settleRow, type ImportPlan } from './plan';

/**
 * Electives from a sheet of (register number, subject code): each pair must name an active
 * student of the Admin's department and a subject eligible for them; pairs that exist are skipped.
 */
export async function planAllocationImport(
  repo: ImportsRepo,
  admin: AuthStaff,
  sheet: Sheet,
  map: ColumnMap,
  now: Date,
): Promise<ImportPlan<Insertable<AllocationsTable>>> {
  const registerIndex = map.indexOf.get('registerNumber') ?? -1;
  const wanted = sheet.rows
    .map((r) => r.cells[registerIndex])
    .filter((cell): cell is string => typeof cell === 'string' && cell !== '')
    .map((text) => text.toUpperCase());
  const students = new Map(
    (await repo.studentsByRegisterNumbers([...new Set(wanted)]))
      .filter((s) => s.department === admin.department && Number(s.active) === 1)
      .map((s) => [s.register_number.toUpperCase(), s]),
  );
  const subjects = await repo.subjectsVisibleTo(admin.department);
  const existing = await repo.pairsOf([...students.values()].map((s) => s.id));
  const seen = new Map<string, number>();
  const plan = emptyPlan<Insertable<AllocationsTable>>(map);
  for (const sheetRow of sheet.rows) {
    const { row, problems, raw } = readRow(map, sheetRow);
    const values: Record<string, string | number | boolean> = { ...raw };
    let status: 'new' | 'skipped' | 'error' = 'new';
    const student = students.get((raw.registerNumber ?? '').toUpperCase());
    if (!raw.registerNumber) {
      if (problems.length === 0)
        problems.push({ row, column: headerOf(map, 'registerNumber'), message: 'is required' });
    } else if (!student) {
      problems.push({
        row,
        column: headerOf(map, 'registerNumber'),
        message: 'is not an active student of your department',
      });
    }
    if (!raw.subjectCode && problems.every((p) => p.column !== headerOf(map, 'subjectCode')))
      problems.push({ row, column: headerOf(map, 'subjectCode'), message: 'is required' });
    if (student && raw.subjectCode) {
      const code = raw.subjectCode.toUpperCase();
      const studentClass = { ...student, department: admin.department };
      const subject = subjects.find(
        (s) => s.subject_code.toUpperCase() === code && isEligibleSubject(s, studentClass),
      );
      values.studentName = student.student_name;
      if (!subject) {
        problems.push({
          row,
          column: headerOf(map, 'subjectCode'),
          message: `is not a subject of batch ${student.batch}, year ${student.year}, semester ${student.semester}`,
        });
      } else {
        values.subjectName = subject.subject_name;
        const key = `${student.id}:${subject.id}`;
        const first = seen.get(key);
        if (first !== undefined)
          problems.push({
            row,
            column: headerOf(map, 'subjectCode'),
            message: `appears twice in the file for this student (also row ${first})`,
          });
        else seen.set(key, row);
        if (problems.length === 0 && existing.has(key)) status = 'skipped';
        if (problems.length === 0 && status === 'new')
          plan.inserts.push({
            student_id: student.id,
            subject_id: subject.id,
            allocated_by: admin.id,
            allocated_at: now.toISOString(),
          });
      }
    }
    await settleRow(plan, map, { row, sheet: sheetRow.sheet, status, values }, problems);
  }
  return plan;
}
