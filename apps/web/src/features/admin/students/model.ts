import { compareNatural, compareRegisterNumbers, type StudentDto } from '@attendance/domain';
import { ApiError, messageOf } from '../../../lib/api';
import { t } from '../../../lib/i18n/i18n';

/**
 * The spec's field names in the person's language, in the order the edit confirmation lists
 * them; also put in the server's reasons.
 */
export function fieldLabels() {
  return {
    studentName: t('admin.field.studentName'),
    registerNumber: t('admin.field.registerNumber'),
    batch: t('admin.field.batch'),
    year: t('admin.field.year'),
    semester: t('admin.field.semester'),
    department: t('admin.field.department'),
    gender: t('admin.field.gender'),
    type: t('admin.field.type'),
    studentNumber: t('admin.field.studentNumber'),
    parentNumber: t('admin.field.parentNumber'),
  } satisfies Partial<Record<keyof StudentDto, string>>;
}

export type LabelledField = keyof ReturnType<typeof fieldLabels>;

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
  const labels = fieldLabels();
  const readable = reason.replace(/^(\w+):/, (whole, field: string) =>
    field in labels ? `${labels[field as LabelledField]}:` : whole,
  );
  // Two sentences need a separator: 'Failed to … by register number: Student not found.'
  return /[.!?:]$/.test(text) ? `${text} ${readable}` : `${text}: ${readable}`;
}
