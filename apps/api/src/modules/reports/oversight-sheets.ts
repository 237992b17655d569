import {
  ELIGIBILITY_BAND_LABELS,
  type EligibilityBand,
  type OversightAbsences,
  type OversightShortage,
} from '@attendance/domain';
import {
  dayCell,
  RED,
  type Cell,
  type Filter,
  type ReportSheet,
  STUDENT_HEADER,
  studentCells,
} from '../../lib/sheet-writer';

/** The screen's class filter, printed as the PDF prints it ('All' when not narrowed). */
export interface ClassChoice {
  batch?: string;
  year?: number;
  semester?: number;
}

export function classFilters(choice: ClassChoice): Filter[] {
  return [
    ['Batch', choice.batch ?? 'All'],
    ['Year', choice.year ?? 'All'],
    ['Semester', choice.semester ?? 'All'],
  ];
}

const percent = (value: number, short: boolean): Cell => ({
  value,
  format: '0.00',
  ...(short ? { color: RED } : {}),
});

const band = (value: EligibilityBand): Cell => ({
  value: ELIGIBILITY_BAND_LABELS[value],
  words: true,
  ...(value === 'eligible' ? {} : { color: RED }),
});

/**
 * One row per student and subject (docs/decisions.md): the student's columns repeat so that
 * filtering by subject or band, or sorting by a subject's %, keeps whole rows. A subject below
 * the threshold, and a band short of eligible, are red.
 */
export function shortageSheet(shortage: OversightShortage, filters: Filter[]): ReportSheet {
  const { threshold } = shortage;
  return {
    name: 'Shortage',
    title: 'Attendance Shortage List',
    filters: [
      ['From', shortage.startDate ? dayCell(shortage.startDate) : 'Start of term'],
      ['To', dayCell(shortage.endDate)],
      ['Threshold %', threshold],
      ['Attended', shortage.presentStatuses.join(', ')],
      ...filters,
    ],
    header: [
      [
        ...STUDENT_HEADER,
        'Subject Code',
        'Subject Name',
        'Present',
        'Sessions',
        '%',
        'Subject Band',
        'Overall %',
        'Band',
        'Parent Phone',
      ],
    ],
    rows: shortage.students.flatMap((student, index) =>
      student.subjects.map((subject): Cell[] => [
        ...studentCells(index, student),
        subject.subjectCode,
        subject.subjectName,
        subject.present,
        subject.sessions,
        percent(subject.percentage, subject.percentage < threshold),
        band(subject.band),
        percent(student.overall.percentage, student.overall.percentage < threshold),
        band(student.band),
        student.parentNumber,
      ]),
    ),
  };
}

/** One row per student: the run's length, its first and last day as dates, and every day. */
export function absencesSheet(absences: OversightAbsences, filters: Filter[]): ReportSheet {
  return {
    name: 'Absences',
    title: 'Consecutive Absences',
    filters: [['As of', dayCell(absences.today)], ['Days (at least)', absences.days], ...filters],
    header: [[...STUDENT_HEADER, 'Parent Phone', 'Days', 'First Day', 'Last Day', 'Dates Absent']],
    rows: absences.students.map((student, index): Cell[] => [
      ...studentCells(index, student),
      student.parentNumber,
      student.dates.length,
      dayCell(student.dates[0]!),
      dayCell(student.dates.at(-1)!),
      student.dates.join(', '),
    ]),
  };
}
