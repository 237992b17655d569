import {
  ALLOCATION_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
  TIMETABLE_IMPORT_COLUMNS,
  type ImportColumn,
} from '@attendance/domain';
import { t } from '../../lib/i18n/i18n';

type Kind = 'students' | 'subjects' | 'allocations' | 'timetable';

interface Screen {
  title: string;
  /** The page it came from: its name and address. */
  back: [string, string];
  /** The columns its preview shows. */
  columns: readonly ImportColumn[];
  /** The fields a column of the file may map to. */
  fields: readonly ImportColumn[];
  /** What a stored import says. */
  done: (created: number, skipped: number) => string;
}

/** A column the preview adds to the file's: what an allocation's pair resolved to. */
const resolved = (header: string, field: string, maxLength: number): ImportColumn => ({
  header,
  field,
  required: false,
  maxLength,
  example: '',
  help: '',
});

/** Each import screen, in the person's language (read at render, once the words are loaded). */
export function screenOf(kind: Kind): Screen {
  switch (kind) {
    case 'students':
      return {
        title: t('imports.students.title'),
        back: [t('imports.students.back'), '/admin'],
        columns: STUDENT_IMPORT_COLUMNS,
        fields: STUDENT_IMPORT_COLUMNS,
        done: (created, skipped) => t('imports.students.done', { created, skipped }),
      };
    case 'subjects':
      return {
        title: t('imports.subjects.title'),
        back: [t('imports.subjects.back'), '/admin/subjectlist'],
        columns: SUBJECT_IMPORT_COLUMNS,
        fields: SUBJECT_IMPORT_COLUMNS,
        done: (created, skipped) => t('imports.subjects.done', { created, skipped }),
      };
    case 'allocations':
      return {
        title: t('imports.allocations.title'),
        back: [t('imports.allocations.back'), '/admin/subjectallocation'],
        columns: [
          ...ALLOCATION_IMPORT_COLUMNS,
          resolved(t('imports.previewStudent'), 'studentName', 100),
          resolved(t('imports.previewSubject'), 'subjectName', 150),
        ],
        fields: ALLOCATION_IMPORT_COLUMNS,
        done: (created, skipped) => t('imports.allocations.done', { created, skipped }),
      };
    case 'timetable':
      return {
        title: t('imports.timetable.title'),
        back: [t('imports.timetable.back'), '/hodpannel/timetable'],
        columns: TIMETABLE_IMPORT_COLUMNS,
        fields: TIMETABLE_IMPORT_COLUMNS,
        done: (created, skipped) => t('imports.timetable.done', { created, skipped }),
      };
  }
}
