import { COMMON_DEPARTMENT, sameDepartment, type StudentDto } from '@attendance/domain';
import type { Subject } from '../../subjects/api/subjects';

/**
 * The subjects the server accepts for the student: same batch, year and semester, of the
 * student's department or common to all. Offering only these keeps refusals out of the way.
 */
export function eligibleSubjects(subjects: readonly Subject[], student: StudentDto): Subject[] {
  return subjects
    .filter(
      (s) =>
        s.batch === student.batch &&
        s.year === student.year &&
        s.semester === student.semester &&
        (sameDepartment(s.department, COMMON_DEPARTMENT) ||
          sameDepartment(s.department, student.department)),
    )
    .sort(
      (a, b) =>
        a.subjectCode.localeCompare(b.subjectCode, 'en', { numeric: true }) ||
        a.subjectID - b.subjectID,
    );
}
