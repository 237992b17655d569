/**
 * A fresh batch typed by an Admin gets the upper-case department code in front of it
 * unless the text already contains it (case-insensitive): '2021-2025' in CSE becomes 'CSE2021-2025'.
 */
export function prefixFreshBatch(batch: string, department: string): string {
  const trimmed = batch.trim();
  const prefix = department.trim().toUpperCase();
  if (trimmed.toUpperCase().includes(prefix)) return trimmed;
  return `${prefix}${trimmed}`;
}

/** Departments are compared without regard to case, as the spec's client does. */
export function sameDepartment(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}
