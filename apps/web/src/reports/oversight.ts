import { autoTable, type RowInput } from 'jspdf-autotable';
import {
  ELIGIBILITY_BAND_LABELS,
  formatPercentage,
  OVERSIGHT_REPORT_MESSAGES,
  type OversightAbsences,
  type OversightShortage,
} from '@attendance/domain';
import {
  CONTINUATION_TOP,
  HEAD_STYLES,
  MARGIN,
  TABLE_STYLES,
  drawInfoLines,
  drawTitle,
  generatedOn,
  newDocument,
  safeFileName,
} from './common';
import { letterheadFor, stampPages } from './letterhead';
import type { ReportBase, ReportResult } from './types';
import { label, labelRow, word } from './labels';

/** The screen's filters, printed under the title. */
export interface OversightFilterLabel {
  batch?: string;
  year?: number;
  semester?: number;
}

export interface ShortageReportInput extends ReportBase, OversightFilterLabel {
  shortage: OversightShortage;
}
export interface AbsencesReportInput extends ReportBase, OversightFilterLabel {
  absences: OversightAbsences;
}

// The texts live in the domain package: the server's Excel export refuses in the same words.
export { OVERSIGHT_REPORT_MESSAGES };

const ATTENDED = 'Present and On Duty count as attended; Absent, Medical Leave and Leave do not.';

function classPairs(input: OversightFilterLabel): [string, string][] {
  return [
    ['Batch', input.batch ?? 'All'],
    ['Year', input.year ? String(input.year) : 'All'],
    ['Semester', input.semester ? String(input.semester) : 'All'],
  ];
}

/** Letterhead, title, info lines and one table: every oversight report has this shape. */
export function tableReport(
  input: ReportBase,
  title: string,
  pairs: [string, string][],
  head: string[],
  body: RowInput[],
  fileName: string,
  footnote?: string,
): ReportResult {
  const doc = newDocument('landscape', title, input.labels);
  drawTitle(doc, title, 104);
  const below = drawInfoLines(
    doc,
    [...pairs, ['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)]],
    122,
  );
  autoTable(doc, {
    startY: below + 8,
    margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
    theme: 'grid',
    styles: TABLE_STYLES,
    headStyles: HEAD_STYLES,
    head: [labelRow(doc, head)],
    body,
  });
  if (footnote) {
    const last = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.text(label(doc, footnote), MARGIN, (last?.finalY ?? CONTINUATION_TOP) + 16);
  }
  stampPages(doc, letterheadFor(input.campus, input.department));
  return { ok: true, doc, fileName: safeFileName(fileName) };
}

export function buildShortageReport(input: ShortageReportInput): ReportResult {
  const { shortage } = input;
  if (shortage.students.length === 0)
    return { ok: false, message: OVERSIGHT_REPORT_MESSAGES.noShortage };
  const rows = shortage.students.map((student, index) => [
    String(index + 1),
    student.registerNumber,
    student.studentName,
    `${student.batch} (${student.year}/${student.semester})`,
    student.subjects
      .map((s) => `${s.subjectCode} ${s.present}/${s.sessions} ${formatPercentage(s.percentage)}%`)
      .join('\n'),
    `${formatPercentage(student.overall.percentage)}%`,
    word(input.labels, ELIGIBILITY_BAND_LABELS[student.band]),
    student.parentNumber,
  ]);
  return tableReport(
    input,
    'Attendance Shortage List',
    [
      ['From', shortage.startDate ?? 'Start of term'],
      ['To', shortage.endDate],
      ['Threshold', `${shortage.threshold}%`],
      ...classPairs(input),
    ],
    [
      'S.No',
      'Register No',
      'Name',
      'Class',
      'Subjects (present/sessions %)',
      'Overall',
      'Band',
      'Parent Phone',
    ],
    rows,
    `${input.department}_Shortage_${shortage.endDate}.pdf`,
    ATTENDED,
  );
}

export function buildAbsencesReport(input: AbsencesReportInput): ReportResult {
  const { absences } = input;
  if (absences.students.length === 0)
    return { ok: false, message: OVERSIGHT_REPORT_MESSAGES.noAbsences };
  const rows = absences.students.map((student, index) => [
    String(index + 1),
    student.registerNumber,
    student.studentName,
    `${student.batch} (${student.year}/${student.semester})`,
    String(student.dates.length),
    student.dates.join(', '),
    student.parentNumber,
  ]);
  return tableReport(
    input,
    'Consecutive Absences',
    [['As of', absences.today], ['Days', `${absences.days} or more`], ...classPairs(input)],
    ['S.No', 'Register No', 'Name', 'Class', 'Days', 'Dates absent', 'Parent Phone'],
    rows,
    `${input.department}_Absences_${absences.today}.pdf`,
    'Absent means Absent in every marked period of the day; Leave, Medical Leave and On Duty are not absences.',
  );
}
