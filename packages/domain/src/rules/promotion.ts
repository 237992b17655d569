import { MAX_SEMESTER, MAX_YEAR } from '../constants';

export interface YearSemester {
  year: number;
  semester: number;
}

/** Proposed values after promoting a batch: next semester (cap 8), year = ceil(semester / 2) (cap 4). */
export function proposePromotion(currentSemester: number): YearSemester {
  const semester = Math.min(currentSemester + 1, MAX_SEMESTER);
  return { semester, year: yearOfSemester(semester) };
}

export function yearOfSemester(semester: number): number {
  return Math.min(Math.ceil(semester / 2), MAX_YEAR);
}

export function isValidYearSemester({ year, semester }: YearSemester): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(semester) &&
    year >= 1 &&
    year <= MAX_YEAR &&
    semester >= 1 &&
    semester <= MAX_SEMESTER
  );
}

/** '1st', '2nd', '3rd', '4th', … as shown for read-only year and semester. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
