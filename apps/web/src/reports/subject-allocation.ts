import type { jsPDF } from 'jspdf';
import { autoTable, type CellInput } from 'jspdf-autotable';
import {
  CONTINUATION_TOP,
  GREEN,
  HEAD_STYLES,
  MARGIN,
  RED,
  TABLE_STYLES,
  compareRegisterNumbers,
  drawInfoLines,
  drawTitle,
  generatedOn,
  newDocument,
  safeFileName,
} from './common';
import { letterheadFor, stampPages } from './letterhead';
import type { ReportResult, ReportStudentAllocations, SubjectAllocationInput } from './types';
import { label, labelRow } from './labels';

export const SUBJECT_ALLOCATION_MESSAGES = {
  empty: 'No subject allocation data to generate PDF.',
} as const;

const NOT_ASSIGNED = 'Not Assigned';
const COLUMNS = ['S.No', 'Student', 'Subject Code', 'Subject Name', 'Assigned Staff', 'Common'];

/**
 * Per student the allocated subjects with the staff they are assigned to, like the cards of
 * the Subject Allocated List: staff in green, 'Not Assigned' in red. The student cells span
 * the subject rows, which also keeps a student's rows together on one page.
 */
function studentRows(
  doc: jsPDF,
  index: number,
  student: ReportStudentAllocations,
  showBatch: boolean,
): CellInput[][] {
  const rowSpan = student.allocatedSubjects.length;
  const lines = [student.registerNumber, student.studentName];
  if (showBatch) lines.push(`${student.batch} Y${student.year}/S${student.semester}`);
  return student.allocatedSubjects.map((subject, row) => {
    const staff = subject.assignedStaff?.staffName;
    const cells: CellInput[] = [
      subject.subjectCode,
      subject.subjectName,
      { content: staff ?? label(doc, NOT_ASSIGNED), styles: { textColor: staff ? GREEN : RED } },
      label(doc, subject.isCommon ? 'Yes' : 'No'),
    ];
    if (row > 0) return cells;
    return [
      { content: String(index + 1), rowSpan },
      { content: lines.join('\n'), rowSpan },
      ...cells,
    ];
  });
}

/** The Admin's Subject Allocated List for one batch, or every batch when none is chosen. */
export function buildSubjectAllocation(input: SubjectAllocationInput): ReportResult {
  const batch = input.batch.trim();
  const students = input.allocations
    .filter((student) => (!batch || student.batch === batch) && student.allocatedSubjects.length)
    .sort((a, b) => compareRegisterNumbers(a.registerNumber, b.registerNumber));
  if (students.length === 0) return { ok: false, message: SUBJECT_ALLOCATION_MESSAGES.empty };

  const doc = newDocument('portrait', `Subject Allocation ${batch || 'All batches'}`, input.labels);
  const letterhead = letterheadFor(input.campus, input.department);
  drawTitle(doc, 'Subject Allocation Report', 104);
  const subjects = students.reduce((sum, student) => sum + student.allocatedSubjects.length, 0);
  const tableTop = drawInfoLines(
    doc,
    [
      ['Batch', batch || 'All batches'],
      ['Students', String(students.length)],
      ['Allocated subjects', String(subjects)],
      ['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)],
    ],
    120,
  );

  autoTable(doc, {
    startY: tableTop + 6,
    margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
    theme: 'grid',
    styles: TABLE_STYLES,
    headStyles: HEAD_STYLES,
    head: [labelRow(doc, COLUMNS)],
    body: students.flatMap((student, index) => studentRows(doc, index, student, !batch)),
    columnStyles: {
      0: { cellWidth: 28 },
      1: { cellWidth: 130 },
      2: { cellWidth: 64 },
      4: { cellWidth: 100 },
      5: { cellWidth: 42, halign: 'center' },
    },
  });

  stampPages(doc, letterhead);
  const fileBatch = batch || 'All';
  return {
    ok: true,
    doc,
    fileName: safeFileName(`${input.department}_${fileBatch}_Subject_Allocation_Report.pdf`),
  };
}
