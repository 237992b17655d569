import { sameDepartment } from '@attendance/domain';
import type { StudentListInput } from './types';

// Checks a screen can make before the PDF library is fetched: a refusal shows at once, not
// after seconds of loading on a phone. The builders make the same checks through these.

export const STUDENT_LIST_MESSAGES = {
  noBatch: 'Please select a batch to generate PDF',
  noStudents: 'No students found for the selected batch',
} as const;

/** The students a batch's list shows: active, of that batch and of the department. */
export function studentsOfList(input: StudentListInput, batch: string) {
  return input.students.filter(
    (student) =>
      student.active &&
      student.batch === batch &&
      sameDepartment(student.department, input.department),
  );
}

/** Why a student list cannot be made; null when it can. */
export function studentListProblem(input: StudentListInput): string | null {
  const batch = input.batch.trim();
  if (!batch) return STUDENT_LIST_MESSAGES.noBatch;
  return studentsOfList(input, batch).length > 0 ? null : STUDENT_LIST_MESSAGES.noStudents;
}
