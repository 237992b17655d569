import { COMMON_DEPARTMENT } from '../constants';
import { sameDepartment } from './batch';

export interface ClassOf {
  batch: string;
  year: number;
  semester: number;
  department: string;
}

/** A subject of the student's own department, or a common one ('all'). */
export function isSubjectOfDepartment(subject: ClassOf, student: ClassOf): boolean {
  return (
    sameDepartment(subject.department, COMMON_DEPARTMENT) ||
    sameDepartment(subject.department, student.department)
  );
}

/**
 * A subject may be allocated to a student of its batch, year and semester, in the student's
 * department or common to all. The server enforces it; the web app offers only these.
 */
export function isEligibleSubject(subject: ClassOf, student: ClassOf): boolean {
  return (
    subject.batch === student.batch &&
    subject.year === student.year &&
    subject.semester === student.semester &&
    isSubjectOfDepartment(subject, student)
  );
}
