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

/** What each import screen reads and shows, besides its words. */
const SCREENS = {
  students: { back: '/admin', columns: STUDENT_IMPORT_COLUMNS, fields: STUDENT_IMPORT_COLUMNS },
  subjects: {
    back: '/admin/subjectlist',
    columns: SUBJECT_IMPORT_COLUMNS,
    fields: SUBJECT_IMPORT_COLUMNS,
  },
  allocations: {
    back: '/admin/subjectallocation',
    columns: ALLOCATION_IMPORT_COLUMNS,
    fields: ALLOCATION_IMPORT_COLUMNS,
  },
  timetable: {
    back: '/hodpannel/timetable',
    columns: TIMETABLE_IMPORT_COLUMNS,
    fields: TIMETABLE_IMPORT_COLUMNS,
  },
} as const;

/** Each import screen, in the person's language (read at render, once the words are loaded). */
export function screenOf(kind: Kind): Screen {
  const { back, columns, fields } = SCREENS[kind];
  return {
    title: t('imports.title', { kind }),
    back: [t('imports.back', { kind }), back],
    // The allocations' preview also names the student and the subject each pair resolved to.
    columns:
      kind === 'allocations'
        ? [
            ...columns,
            resolved(t('imports.previewStudent'), 'studentName', 100),
            resolved(t('imports.previewSubject'), 'subjectName', 150),
          ]
        : columns,
    fields,
    done: (created, skipped) => t('imports.done', { kind, created, skipped }),
  };
}
