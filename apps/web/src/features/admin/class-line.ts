type T = (key: string, values?: Record<string, unknown>) => string;

interface Klass {
  batch: string;
  year: number;
  semester: number;
}

/** "CSE2024-2028 · 2nd Year · 3rd Semester" in the person's language. */
export function classLine(t: T, { batch, year, semester }: Klass): string {
  return t('admin.classLine', { batch, year, semester });
}
