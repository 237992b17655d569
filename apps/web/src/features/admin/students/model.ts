import { compareNatural, compareRegisterNumbers, type StudentDto } from '@attendance/domain';
import { ApiError, messageOf } from '../../../lib/api';

/** The spec's field names, used in the edit confirmation and for the server's reasons. */
export const FIELD_LABELS = {
  studentName: 'Name',
  registerNumber: 'Register Number',
  batch: 'Batch',
  year: 'Year',
  semester: 'Semester',
  department: 'Department',
  gender: 'Gender',
  type: 'Type',
  studentNumber: 'Student Phone',
  parentNumber: 'Parent Phone',
} as const satisfies Partial<Record<keyof StudentDto, string>>;

export type LabelledField = keyof typeof FIELD_LABELS;

export interface BatchSummary {
  batch: string;
  /** Active students only: the ones a promotion or an inactivation would touch. */
  activeCount: number;
  /** Year and semester of the first active student (by register number), as the spec's PDF does. */
  year?: number;
  semester?: number;
}

/** Every batch that has any student, in name order, with its active count. */
export function batchSummaries(students: readonly StudentDto[]): BatchSummary[] {
  const byBatch = new Map<string, BatchSummary>();
  for (const student of students) {
    let summary = byBatch.get(student.batch);
    if (!summary) {
      summary = { batch: student.batch, activeCount: 0 };
      byBatch.set(student.batch, summary);
    }
    if (!student.active) continue;
    summary.activeCount += 1;
    if (summary.year === undefined) {
      summary.year = student.year;
      summary.semester = student.semester;
    }
  }
  return [...byBatch.values()].sort((a, b) => compareNatural(a.batch, b.batch));
}

/** Batches a promotion, an inactivation or a new student can join: those with active students. */
export function activeBatches(students: readonly StudentDto[]): BatchSummary[] {
  return batchSummaries(students).filter((summary) => summary.activeCount > 0);
}

export function compareStudents(a: StudentDto, b: StudentDto): number {
  return compareRegisterNumbers(a.registerNumber, b.registerNumber);
}

/**
 * The spec's words first, then the server's reason when it gave one ('A student with register
 * number … already exists.'), its field name put in the spec's words.
 */
export function withReason(text: string, error: unknown): string {
  const reason = error instanceof ApiError ? messageOf(error.body) : undefined;
  if (!reason || reason === text) return text;
  const readable = reason.replace(/^(\w+):/, (whole, field: string) =>
    field in FIELD_LABELS ? `${FIELD_LABELS[field as LabelledField]}:` : whole,
  );
  // Two sentences need a separator: 'Failed to … by register number: Student not found.'
  return /[.!?:]$/.test(text) ? `${text} ${readable}` : `${text}: ${readable}`;
}
