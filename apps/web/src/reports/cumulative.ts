import type { jsPDF } from 'jspdf';
import { autoTable, type CellInput } from 'jspdf-autotable';
import {
  cumulativeOutcome,
  DEFAULT_COUNTING_POLICY,
  formatPercentage,
  sameDepartment,
  statusCell,
  type CountingPolicy,
} from '@attendance/domain';
import type { CumulativeData, CumulativeLeaf } from '@attendance/domain';
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
  lastTableEnd,
  newDocument,
  safeFileName,
} from './common';
import { letterheadFor, stampPages } from './letterhead';
import type { CumulativeInput, ReportResult } from './types';
import { label, labelRow } from './labels';

export const CUMULATIVE_MESSAGES = { empty: 'No attendance data to print.' } as const;

const COUNTED = ['P', 'A', 'OD', 'ML', 'LEAVE'] as const;
const SUMMARY = [...COUNTED, 'Total', '%', 'Status'];

interface Section {
  title: string;
  columns: { key: string; label: string; period: number; code: string }[];
  students: {
    registerNumber: string;
    studentName: string;
    byKey: Map<string, string>;
    /** What each cell shows: "A→OD" where an approved request corrected the record. */
    shown: Map<string, string>;
  }[];
}

const numeric = (a: string, b: string) => compareRegisterNumbers(a, b);

/** One section per batch (department > year > semester > batch) holding the chosen date. */
function sections(input: CumulativeInput): Section[] {
  const found: Section[] = [];
  const keys = (level: Record<string, unknown>) => Object.keys(level).sort(numeric);
  const data: CumulativeData = input.data;
  for (const department of keys(data)) {
    if (!sameDepartment(department, input.department)) continue;
    const byYear = data[department] ?? {};
    for (const year of keys(byYear)) {
      if (input.year && String(input.year) !== year) continue;
      const bySemester = byYear[year] ?? {};
      for (const semester of keys(bySemester)) {
        if (input.semester && String(input.semester) !== semester) continue;
        const byBatch = bySemester[semester] ?? {};
        for (const batch of keys(byBatch)) {
          if (input.batch && input.batch !== batch) continue;
          const section = sectionOf(byBatch[batch] ?? {}, input.date);
          const title = `Batch ${batch} | Year ${year} | Semester ${semester}`;
          if (section.students.length) found.push({ title, ...section });
        }
      }
    }
  }
  return found;
}

function sectionOf(bySubject: Record<string, CumulativeLeaf>, date: string) {
  const columns = new Map<string, Section['columns'][number]>();
  const students = new Map<string, Section['students'][number]>();
  for (const [code, leaf] of Object.entries(bySubject)) {
    for (const entry of leaf.students) {
      if (!entry.date.startsWith(date)) continue;
      const key = `${code}#${entry.period}`;
      columns.set(key, { key, label: `${code}\nP${entry.period}`, period: entry.period, code });
      let student = students.get(entry.registerNumber);
      if (!student) {
        const { registerNumber, studentName } = entry;
        student = { registerNumber, studentName, byKey: new Map(), shown: new Map() };
        students.set(entry.registerNumber, student);
      }
      student.byKey.set(key, entry.status);
      student.shown.set(key, statusCell(entry as { status: string; submitted?: string }));
    }
  }
  return {
    columns: [...columns.values()].sort((a, b) => a.period - b.period || numeric(a.code, b.code)),
    students: [...students.values()].sort((a, b) => numeric(a.registerNumber, b.registerNumber)),
  };
}

/** The summary cells of one student: counts, then the percentage and status of the OD rule. */
function summary(doc: jsPDF, statuses: string[], policy: CountingPolicy): CellInput[] {
  // The cumulative report counts the short L as LEAVE.
  const normalized = statuses.map((status) => (status === 'L' ? 'LEAVE' : status));
  const counts = COUNTED.map((status) => normalized.filter((s) => s === status).length);
  const outcome = cumulativeOutcome(normalized, policy);
  const color = outcome.finalStatus === 'Present' ? GREEN : RED;
  return [
    ...counts.map(String),
    String(normalized.length),
    formatPercentage(outcome.percentage),
    { content: label(doc, outcome.finalStatus), styles: { textColor: color, fontStyle: 'bold' } },
  ];
}

/** Cumulative Attendance of one date for the staff's department, landscape A4. */
export function buildCumulative(input: CumulativeInput): ReportResult {
  const found = sections(input);
  if (found.length === 0) return { ok: false, message: CUMULATIVE_MESSAGES.empty };

  const doc = newDocument('landscape', `Cumulative Attendance ${input.date}`, input.labels);
  const letterhead = letterheadFor(input.campus, input.department);
  const pageHeight = doc.internal.pageSize.getHeight();
  drawTitle(doc, 'Cumulative Attendance', 104);
  const info: [string, string][] = [['Date', input.date]];
  if (input.batch) info.push(['Batch', input.batch]);
  if (input.year) info.push(['Year', String(input.year)]);
  if (input.semester) info.push(['Semester', String(input.semester)]);
  info.push(['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)]);
  let y = drawInfoLines(doc, info, 120) + 10;

  for (const section of found) {
    // A section heading never sits alone at the foot of a page.
    if (y + 70 > pageHeight - MARGIN) {
      doc.addPage();
      y = CONTINUATION_TOP + 10;
    }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text(label(doc, section.title), MARGIN, y);
    autoTable(doc, {
      startY: y + 6,
      margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
      theme: 'grid',
      styles: { ...TABLE_STYLES, halign: 'center' },
      headStyles: HEAD_STYLES,
      head: [
        labelRow(doc, [
          'S.No',
          'Register No',
          'Name',
          ...section.columns.map((c) => c.label),
          ...SUMMARY,
        ]),
      ],
      body: section.students.map((student, index): CellInput[] => {
        const statuses = section.columns.flatMap((c) => student.byKey.get(c.key) ?? []);
        const cells = section.columns.map((c) => student.shown.get(c.key) ?? '-');
        const identity = [String(index + 1), student.registerNumber, student.studentName];
        return [
          ...identity,
          ...cells,
          ...summary(doc, statuses, input.counted ?? DEFAULT_COUNTING_POLICY),
        ];
      }),
      columnStyles: {
        0: { cellWidth: 30 },
        1: { cellWidth: 85, halign: 'left' },
        2: { cellWidth: 130, halign: 'left' },
      },
    });
    y = lastTableEnd(doc) + 28;
  }

  stampPages(doc, letterhead);
  return { ok: true, doc, fileName: safeFileName(`Cumulative_Attendance_${input.date}.pdf`) };
}
