import { GENDERS, STUDENT_TYPES } from '@attendance/domain';

type T = (key: string) => string;
type Gender = (typeof GENDERS)[number];
type StudentType = (typeof STUDENT_TYPES)[number];

/** A stored gender (the spec's English value) named in the person's language. */
export function genderLabel(t: T, value: string): string {
  const labels: Record<Gender, string> = {
    Male: t('admin.gender.Male'),
    Female: t('admin.gender.Female'),
    Other: t('admin.gender.Other'),
  };
  return labels[value as Gender] ?? value;
}

/** A stored student type (the spec's English value) named in the person's language. */
export function typeLabel(t: T, value: string): string {
  const labels: Record<StudentType, string> = {
    Regular: t('admin.type.Regular'),
    Lateral: t('admin.type.Lateral'),
    Transfer: t('admin.type.Transfer'),
  };
  return labels[value as StudentType] ?? value;
}

export const genderOptions = (t: T) =>
  GENDERS.map((value) => ({ value, label: genderLabel(t, value) }));

export const typeOptions = (t: T) =>
  STUDENT_TYPES.map((value) => ({ value, label: typeLabel(t, value) }));
