import { autoTable, type CellInput } from 'jspdf-autotable';
import type { AttendanceViewRecord, Corrected } from '@attendance/domain';
import {
  LOW_ATTENDANCE_THRESHOLD,
  statusCell,
  attendancePercentage,
  formatPercentage,
  isLowAttendance,
} from '@attendance/domain';
import {
  CONTINUATION_TOP,
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
import type { AttendanceViewInput, ReportResult } from './types';
import { COMPOSED, compose, label, labelRow } from './labels';

export const ATTENDANCE_VIEW_MESSAGES = {
  empty: 'No attendance records found for the selected criteria. Please reload the page.',
} as const;

export const SESSIONS_PER_BLOCK = 6;

interface Session {
  key: string;
  date: string;
  period: number;
}

interface StudentLine {
  registerNumber: string;
  studentName: string;
  byKey: Map<string, string>;
  /** What each cell shows: the status, or "A→OD" where a request corrected it. */
  shown: Map<string, string>;
  present: number;
  recorded: number;
  percentage: number;
}

const sessionKey = (record: Pick<AttendanceViewRecord, 'date' | 'period'>) =>
  `${record.date}#${record.period}`;

/** Sessions in date then period order, and one line per student in register-number order. */
function matrix(records: readonly Corrected<AttendanceViewRecord>[]) {
  const sessions = new Map<string, Session>();
  const students = new Map<string, StudentLine>();
  for (const record of records) {
    const key = sessionKey(record);
    if (!sessions.has(key)) sessions.set(key, { key, date: record.date, period: record.period });
    let line = students.get(record.registerNumber);
    if (!line) {
      const { registerNumber, studentName } = record;
      line = {
        registerNumber,
        studentName,
        byKey: new Map(),
        shown: new Map(),
        present: 0,
        recorded: 0,
        percentage: 0,
      };
      students.set(record.registerNumber, line);
    }
    line.byKey.set(key, record.status);
    line.shown.set(key, statusCell(record));
  }
  for (const line of students.values()) {
    // The percentage is over the sessions recorded for this student, as the screen shows it.
    const statuses = [...line.byKey.values()];
    line.present = statuses.filter((status) => status === 'P').length;
    line.recorded = statuses.length;
    line.percentage = attendancePercentage(statuses);
  }
  return {
    sessions: [...sessions.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.period - b.period,
    ),
    students: [...students.values()].sort((a, b) =>
      compareRegisterNumbers(a.registerNumber, b.registerNumber),
    ),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < items.length; i += size) blocks.push(items.slice(i, i + size));
  return blocks;
}

/**
 * The View Attendance matrix, landscape: 6 sessions per page block so a semester fits
 * however long it is; every block repeats the student columns, the last adds the totals.
 */
export function buildAttendanceView(input: AttendanceViewInput): ReportResult {
  const { sessions, students: all } = matrix(input.records);
  const students = input.lowOnly ? all.filter((line) => isLowAttendance(line.percentage)) : all;
  const firstRecord = input.records[0];
  if (!firstRecord || students.length === 0) {
    return { ok: false, message: ATTENDANCE_VIEW_MESSAGES.empty };
  }

  const doc = newDocument('landscape', `${input.subjectCode} ${input.subjectName}`, input.labels);
  const letterhead = letterheadFor(input.campus, input.department || firstRecord.department);
  const info: [string, string][] = [
    ['Subject', `${input.subjectCode} - ${input.subjectName}`],
    ['Staff', input.staffName || firstRecord.facultyName],
  ];
  if (input.batch) info.push(['Batch', input.batch]);
  if (input.year && input.semester)
    info.push(['Year / Semester', `${input.year} / ${input.semester}`]);
  if (input.startDate || input.endDate) {
    const dates = {
      first: input.startDate || label(doc, 'first'),
      last: input.endDate || label(doc, 'last'),
    };
    info.push(['Dates', compose(doc, COMPOSED.dateRange, dates)]);
  }
  if (input.lowOnly) info.push(['Showing', `students under ${LOW_ATTENDANCE_THRESHOLD}%`]);
  info.push(['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)]);

  const blocks = chunk(sessions, SESSIONS_PER_BLOCK);
  blocks.forEach((block, index) => {
    if (index > 0) doc.addPage();
    const last = index === blocks.length - 1;
    drawTitle(doc, 'Attendance Report', 104);
    const first = index * SESSIONS_PER_BLOCK + 1;
    const counter = compose(doc, COMPOSED.sessions, {
      from: first,
      to: first + block.length - 1,
      total: sessions.length,
      block: index + 1,
      blocks: blocks.length,
    });
    const blockInfo: [string, string][] = [...info, ['Sessions', counter]];
    const tableTop = drawInfoLines(doc, blockInfo, 120) + 6;

    const head = ['S.No', 'Register No', 'Name', ...block.map((s) => `${s.date}\nP${s.period}`)];
    if (last) head.push('Present', 'Sessions', '%');
    const body = students.map((line, row): CellInput[] => {
      const cells: CellInput[] = [String(row + 1), line.registerNumber, line.studentName];
      for (const session of block) cells.push(line.shown.get(session.key) ?? '-');
      if (last) {
        const low = isLowAttendance(line.percentage);
        cells.push(String(line.present), String(line.recorded), {
          content: formatPercentage(line.percentage),
          styles: low ? { textColor: RED, fontStyle: 'bold' } : {},
        });
      }
      return cells;
    });

    autoTable(doc, {
      startY: tableTop,
      margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
      theme: 'grid',
      styles: { ...TABLE_STYLES, halign: 'center' },
      headStyles: HEAD_STYLES,
      head: [labelRow(doc, head)],
      body,
      columnStyles: {
        0: { cellWidth: 30 },
        1: { cellWidth: 90, halign: 'left' },
        2: { cellWidth: 150, halign: 'left' },
      },
    });
  });

  stampPages(doc, letterhead);
  return {
    ok: true,
    doc,
    fileName: safeFileName(`${input.subjectCode}-${input.subjectName}.pdf`),
  };
}
