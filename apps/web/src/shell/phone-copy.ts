import type { ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import { classCopyKey, OWNER_KEY, subjectsCopyKey } from '../lib/offline-keys';
import { readShellCopy } from '../lib/shell-copy';

/**
 * What the app kept on this phone of the teacher's last reads: the subjects and the class lists
 * it keeps for marking offline, which the teacher shell draws before the server has answered.
 * They are the teacher's own, on the teacher's own phone, as offline marking already shows them.
 * Read from the app's localStorage copy of them (lib/shell-copy.ts, issue 56), synchronously, so
 * the shell draws them as the page is parsed.
 */
export interface PhoneCopy {
  subjects: StaffSubjectDto[];
  classOf(subject: StaffSubjectDto): ClassStudentDto[] | undefined;
}

/** The copy of `staffID`'s subjects, or undefined (none, another teacher's, no storage). */
export function phoneCopy(staffID: number): PhoneCopy | undefined {
  if (readShellCopy(OWNER_KEY) !== staffID) return undefined;
  const subjects = readShellCopy(subjectsCopyKey(staffID));
  if (!Array.isArray(subjects) || subjects.length === 0) return undefined;
  return {
    subjects: subjects as StaffSubjectDto[],
    classOf: (subject) => {
      const students = readShellCopy(classCopyKey(subject.id));
      return Array.isArray(students) ? (students as ClassStudentDto[]) : undefined;
    },
  };
}

/**
 * Whether the server's answer says what the copy says. The copy holds what the app's schemas
 * read, so fields only the answer has are not compared, nor the order of keys.
 */
export function sameAsCopy(copy: unknown, answer: unknown): boolean {
  if (Array.isArray(copy)) {
    return (
      Array.isArray(answer) &&
      copy.length === answer.length &&
      copy.every((item, i) => sameAsCopy(item, answer[i]))
    );
  }
  if (copy !== null && typeof copy === 'object') {
    if (answer === null || typeof answer !== 'object') return false;
    const fields = answer as Record<string, unknown>;
    return Object.entries(copy).every(([key, value]) => sameAsCopy(value, fields[key]));
  }
  return Object.is(copy, answer);
}
