import type { Subject } from '../../../lib/queries/subjects';

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

const FIELDS: { key: keyof SubjectDraft; label: string }[] = [
  { key: 'subjectCode', label: 'Subject Code' },
  { key: 'subjectName', label: 'Subject Name' },
  { key: 'batch', label: 'Batch' },
  { key: 'year', label: 'Year' },
  { key: 'semester', label: 'Semester' },
  { key: 'isElective', label: 'Elective' },
];

export function draftOf(subject: Subject): SubjectDraft {
  const { subjectCode, subjectName, batch, year, semester, isElective } = subject;
  return { subjectCode, subjectName, batch, year, semester, isElective };
}

function shown(value: SubjectDraft[keyof SubjectDraft]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
  return FIELDS.map(({ key, label }) => ({
    label,
    from: shown(before[key]),
    to: shown(after[key]),
  })).filter((change) => change.from !== change.to);
}
