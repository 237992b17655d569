import type { jsPDF } from 'jspdf';
import { autoTable, type RowInput } from 'jspdf-autotable';
import {
  classLabel,
  EXPECTED_HEADER,
  expectedRows,
  fallbackStaff,
  OVERSIGHT_REPORT_MESSAGES,
  todayHasReport,
  todaySummary,
  type OversightToday,
  type TodayCell,
} from '@attendance/domain';
import {
  CONTINUATION_TOP,
  HEAD_STYLES,
  MARGIN,
  TABLE_STYLES,
  drawInfoLines,
  drawTitle,
  generatedOn,
  lastTableEnd,
  newDocument,
  safeFileName,
} from './common';
import { letterheadFor, stampPages } from './letterhead';
import type { ReportBase, ReportResult } from './types';
import { COMPOSED, compose, label, labelRow } from './labels';

export interface TodayReportInput extends ReportBase {
  today: OversightToday;
  batch?: string;
  year?: number;
  semester?: number;
}

function cellWords(doc: jsPDF, cell: TodayCell): string {
  if (cell.state === 'marked') return compose(doc, COMPOSED.marked, { absent: cell.absentees });
  return label(doc, cell.state === 'other' ? 'another subject' : 'NOT MARKED');
}

/**
 * Today as the screen shows it: the week board (each started timetabled period marked, marked
 * by a substitute, an extra class, or not marked with the staff and how long since it started),
 * a day off said as such, and the per-subject board of the classes without a timetable.
 */
export function buildTodayReport(input: TodayReportInput): ReportResult {
  const { today } = input;
  if (!todayHasReport(today)) return { ok: false, message: OVERSIGHT_REPORT_MESSAGES.noToday };
  const doc = newDocument('landscape', 'Today: Marking Completion', input.labels);
  const pageHeight = doc.internal.pageSize.getHeight();
  drawTitle(doc, 'Today: Marking Completion', 104);
  let y =
    drawInfoLines(
      doc,
      [
        ['Date', today.date],
        ['Marked', todaySummary(today)],
        ['Periods started', today.periods.join(', ') || 'None yet'],
        ['Batch', input.batch ?? 'All'],
        ['Year', input.year ? String(input.year) : 'All'],
        ['Semester', input.semester ? String(input.semester) : 'All'],
        ['Generated on', generatedOn(input.now ?? new Date(), input.campus.timezone)],
      ],
      122,
    ) + 12;

  const heading = (text: string) => {
    if (y + 60 > pageHeight - MARGIN) {
      doc.addPage();
      y = CONTINUATION_TOP + 10;
    }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text(label(doc, text), MARGIN, y, {
      maxWidth: doc.internal.pageSize.getWidth() - 2 * MARGIN,
    });
  };
  const table = (head: string[], body: RowInput[]) => {
    autoTable(doc, {
      startY: y + 8,
      margin: { top: CONTINUATION_TOP, left: MARGIN, right: MARGIN, bottom: MARGIN },
      theme: 'grid',
      styles: TABLE_STYLES,
      headStyles: HEAD_STYLES,
      head: [labelRow(doc, head)],
      body,
    });
    y = lastTableEnd(doc) + 24;
  };

  const week = today.week;
  if (week?.dayOff) {
    heading(`No classes today: ${week.dayOff}`);
  } else {
    // The state column's words in the document's language (the class, times and names as sent).
    const rows = expectedRows(today).map((row) =>
      row.map((cell, i) => (i === 3 ? label(doc, cell) : cell)),
    );
    if (rows.length > 0) {
      heading('Timetabled periods that have started');
      table(EXPECTED_HEADER, rows);
    } else if (week && today.periods.length > 0) {
      heading('No timetabled period has started yet.');
      y += 20;
    }
    const fallback = fallbackStaff(today);
    if (week && week.withoutTimetable.length > 0) {
      heading(
        `Classes without a timetable, judged as before by every started period: ${week.withoutTimetable.map(classLabel).join(', ')}`,
      );
      y += 12;
    }
    if (fallback.length > 0) {
      table(
        ['Staff', 'Subject', 'Class', ...today.periods.map((p) => `P${p}`)],
        fallback.flatMap((person) =>
          person.subjects.map((subject) => [
            `${person.staffName} (${person.staffCode})`,
            `${subject.subjectCode} ${subject.subjectName}`,
            classLabel(subject),
            ...today.periods.map((period) => {
              const cell = subject.cells.find((c) => c.period === period);
              return cell ? cellWords(doc, cell) : '';
            }),
          ]),
        ),
      );
    }
  }
  stampPages(doc, letterheadFor(input.campus, input.department));
  return { ok: true, doc, fileName: safeFileName(`${input.department}_Today_${today.date}.pdf`) };
}
