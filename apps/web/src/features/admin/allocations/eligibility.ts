import { compareNatural, isEligibleSubject, type StudentDto } from '@attendance/domain';
import type { Subject } from '../../../lib/queries/subjects';

/**
 * The subjects the server accepts for the student: same batch, year and semester, of the
 * student's department or common to all. Offering only these keeps refusals out of the way.
 */
export function eligibleSubjects(subjects: readonly Subject[], student: StudentDto): Subject[] {
  return subjects
    .filter((subject) => isEligibleSubject(subject, student))
    .sort((a, b) => compareNatural(a.subjectCode, b.subjectCode) || a.subjectID - b.subjectID);
}
