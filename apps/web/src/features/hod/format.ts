import { intlLocale, sameDepartment } from '@attendance/domain';
import type { Subject } from '../../lib/queries/subjects';
import { currentLanguage, t } from '../../lib/i18n/i18n';

/**
 * A moment as the campus reads it (its zone, not the browser's), to the second so that a
 * Lock pressed twice in a minute still shows a new date. English keeps the 24-hour clock it
 * had before the languages (en-GB); Hindi and Tamil read it in their own conventions.
 */
export function formatMoment(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const language = currentLanguage();
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  }).format(date);
}

/** 'Batch X · Year 2 · Semester 3' */
export function classLabel(item: { batch: string; year: number; semester: number }): string {
  return t('hod.classLabel', item);
}

/**
 * Whether the department manages the subject: only its HOD may assign it. A common subject
 * belongs to the department of the Admin who created it.
 */
export function isManagedBy(subject: Subject, department: string): boolean {
  return sameDepartment(subject.ownerDepartment ?? subject.department, department);
}
