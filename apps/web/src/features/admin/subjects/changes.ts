import type { Subject } from '../../../lib/queries/subjects';
import { t } from '../../../lib/i18n/i18n';

/** What the inline editor changes; department and common stay as they are. */
export interface SubjectDraft {
  subjectCode: string;
  subjectName: string;
  batch: string;
  year: number;
  semester: number;
  isElective: boolean;
}

export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

const fields = (): { key: keyof SubjectDraft; label: string }[] => [
  { key: 'subjectCode', label: t('admin.subjectCode') },
  { key: 'subjectName', label: t('admin.subjectName') },
  { key: 'batch', label: t('admin.field.batch') },
  { key: 'year', label: t('admin.field.year') },
  { key: 'semester', label: t('admin.field.semester') },
  { key: 'isElective', label: t('admin.elective') },
];

export function draftOf(subject: Subject): SubjectDraft {
  const { subjectCode, subjectName, batch, year, semester, isElective } = subject;
  return { subjectCode, subjectName, batch, year, semester, isElective };
}

function shown(value: SubjectDraft[keyof SubjectDraft]): string {
  if (typeof value === 'boolean') return value ? t('admin.yes') : t('admin.no');
  return String(value).trim();
}

export function isIncomplete(draft: SubjectDraft): boolean {
  return (
    !draft.subjectCode.trim() ||
    !draft.subjectName.trim() ||
    !draft.batch ||
    !draft.year ||
    !draft.semester
  );
}

/** The fields whose value differs, ignoring surrounding spaces the server trims anyway. */
export function changedFields(before: SubjectDraft, after: SubjectDraft): FieldChange[] {
  return fields()
    .map(({ key, label }) => ({
      label,
      from: shown(before[key]),
      to: shown(after[key]),
    }))
    .filter((change) => change.from !== change.to);
}
