import {
  ALLOCATION_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  SUBJECT_IMPORT_COLUMNS,
  TIMETABLE_IMPORT_COLUMNS,
} from '@attendance/domain';

/** Each import screen: its title, the columns its preview shows, the fields a column may map to. */
export const SCREENS = {
  students: {
    title: 'Import Students',
    noun: 'students',
    columns: STUDENT_IMPORT_COLUMNS,
    fields: STUDENT_IMPORT_COLUMNS,
    back: ['Student Records', '/admin'],
  },
  subjects: {
    title: 'Import Subjects',
    noun: 'subjects',
    columns: SUBJECT_IMPORT_COLUMNS,
    fields: SUBJECT_IMPORT_COLUMNS,
    back: ['Subject List', '/admin/subjectlist'],
  },
  allocations: {
    title: 'Import Elective Allocations',
    noun: 'allocations',
    // The preview also names the student and the subject each pair resolved to.
    columns: [
      ...ALLOCATION_IMPORT_COLUMNS,
      {
        header: 'Student',
        field: 'studentName',
        required: false,
        maxLength: 100,
        example: '',
        help: '',
      },
      {
        header: 'Subject',
        field: 'subjectName',
        required: false,
        maxLength: 150,
        example: '',
        help: '',
      },
    ],
    fields: ALLOCATION_IMPORT_COLUMNS,
    back: ['Subject Allocation', '/admin/subjectallocation'],
  },
  timetable: {
    title: 'Import Timetables',
    noun: 'timetable periods',
    columns: TIMETABLE_IMPORT_COLUMNS,
    fields: TIMETABLE_IMPORT_COLUMNS,
    back: ['Class Timetable', '/hodpannel/timetable'],
  },
} as const;
