import { compareNatural, type StudentDto } from '@attendance/domain';

/**
 * Active students: the only ones listed, offered or used for batches. The server answers the
 * Admin's own department only, so there is nothing to filter by department here.
 */
export function activeStudentsOf(students: readonly StudentDto[] | undefined): StudentDto[] {
  return (students ?? []).filter((s) => s.active);
}

/** Distinct batch names, digits compared as numbers (CSE2021-2025 before CSE2022-2026). */
export function distinctBatches(items: readonly { batch: string }[]): string[] {
  return [...new Set(items.map((item) => item.batch))].sort(compareNatural);
}

/** The year and semester of a batch, read from its first student; undefined when it has none. */
export function classOfBatch(
  students: readonly StudentDto[],
  batch: string,
): { year: number; semester: number } | undefined {
  const student = students.find((s) => s.batch === batch);
  return student ? { year: student.year, semester: student.semester } : undefined;
}
