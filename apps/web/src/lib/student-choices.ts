import { GENDERS, STUDENT_TYPES } from '@attendance/domain';

type T = (key: string) => string;
type Choice = (typeof GENDERS)[number] | (typeof STUDENT_TYPES)[number];

/** A stored gender or student type (the spec's English value) named in the person's language. */
export function choiceLabel(t: T, value: string): string {
  const labels: Record<Choice, string> = {
    Male: t('admin.gender.Male'),
    Female: t('admin.gender.Female'),
    Other: t('admin.gender.Other'),
    Regular: t('admin.type.Regular'),
    Lateral: t('admin.type.Lateral'),
    Transfer: t('admin.type.Transfer'),
  };
  return labels[value as Choice] ?? value;
}

export const genderOptions = (t: T) =>
  GENDERS.map((value) => ({ value, label: choiceLabel(t, value) }));

export const typeOptions = (t: T) =>
  STUDENT_TYPES.map((value) => ({ value, label: choiceLabel(t, value) }));
