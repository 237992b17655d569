import {
  BUDGET_REASONS,
  intlLocale,
  LOW_ATTENDANCE_THRESHOLD,
  type FamilySubjectSummary,
  type Language,
} from '@attendance/domain';

/**
 * The texts of a student's home, for the app's page and the family shell (src/shell/family-shell.ts)
 * alike, so that the shell's first drawing reads exactly as the page that replaces it. No React
 * or Lingui here: each side passes its own message function.
 */
export type Say = (key: string, values?: Record<string, unknown>) => string;

/** The budget sentence in the person's language (issue 53), from the server's figures. */
export function budgetSentence(t: Say, s: FamilySubjectSummary): string {
  const { budget, subjectName: subject } = s;
  switch (budget.kind) {
    case 'can-miss':
      return t('family.budget.canMiss', {
        count: budget.periods,
        subject,
        percent: LOW_ATTENDANCE_THRESHOLD,
      });
    case 'attend-next':
      return t('family.budget.attendNext', {
        count: budget.periods,
        subject,
        percent: LOW_ATTENDANCE_THRESHOLD,
      });
    case 'unreachable':
      return t('family.budget.unreachable', { subject, percent: budget.finalPercentage });
    case 'missing':
      if (budget.reason === BUDGET_REASONS.noTerm) return t('family.budget.noTerm');
      if (budget.reason === BUDGET_REASONS.noTimetable) return t('family.budget.noTimetable');
      return s.sentence;
  }
}

/** When a home was fetched, in the campus's zone and the person's language. */
export function formatMoment(iso: string, timeZone: string | undefined, language: Language) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
