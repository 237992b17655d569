import { autoTable } from 'jspdf-autotable';
import {
  CONTINUATION_TOP,
  HEAD_STYLES,
  MARGIN,
  TABLE_STYLES,
  compareRegisterNumbers,
  drawInfoLines,
  drawTitle,
  generatedOn,
  newDocument,
  pageWidth,
  safeFileName,
} from './common';
import { studentListProblem, studentsOfList } from './checks';
import { letterheadFor, stampPages } from './letterhead';
import type { ReportResult, StudentListInput } from './types';
import { labelRow } from './labels';

export { STUDENT_LIST_MESSAGES } from './checks';

const TABLE_TOP = 160;
const COLUMNS: readonly (readonly [string, number])[] = [
  ['S.No', 30],
  ['Register No', 90],
  ['Name', 120],
  ['Gender', 50],
  ['Student Phone', 90],
  ['Parent Phone', 90],
  ['Student Type', 70],
];

/** The Admin's student list of one batch: A4 portrait, only active students. */
export function buildStudentList(input: StudentListInput): ReportResult {
  const problem = studentListProblem(input);
  if (problem) return { ok: false, message: problem };
  const batch = input.batch.trim();
  const students = studentsOfList(input, batch).sort((a, b) =>
    compareRegisterNumbers(a.registerNumber, b.registerNumber),
  );
  const first = students[0]!;

  const doc = newDocument('portrait', `Student List ${batch}`, input.labels);
  const letterhead = letterheadFor(input.campus, input.department);
  drawTitle(doc, 'Student List', 104);
  drawInfoLines(
    doc,
    [
      ['Staff', input.staffName],
      ['Batch', batch],
      ['Year', String(first.year)],
      ['Semester', String(first.semester)],
      ['Students', String(students.length)],
      ['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)],
    ],
    120,
  );

  // The spec's widths add up to 540 pt, more than A4 leaves inside margins of 40 (515.28 pt):
  // they are kept as proportions so the margins hold on both sides.
  const total = COLUMNS.reduce((sum, [, width]) => sum + width, 0);
  const scale = Math.min(1, (pageWidth(doc) - 2 * MARGIN) / total);
  autoTable(doc, {
    startY: TABLE_TOP,
    margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
    theme: 'grid',
    styles: TABLE_STYLES,
    headStyles: HEAD_STYLES,
    head: [
      labelRow(
        doc,
        COLUMNS.map(([name]) => name),
      ),
    ],
    body: students.map((student, index) => [
      String(index + 1),
      student.registerNumber,
      student.studentName,
      student.gender,
      student.studentNumber,
      student.parentNumber,
      student.type,
    ]),
    columnStyles: Object.fromEntries(
      COLUMNS.map(([, width], index) => [index, { cellWidth: width * scale }]),
    ),
  });

  stampPages(doc, letterhead);
  return {
    ok: true,
    doc,
    fileName: safeFileName(`${input.department}_${batch}_Student_List.pdf`),
  };
}
