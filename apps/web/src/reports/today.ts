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
  type SlotSubject,
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

/** 'CS301 Compilers (Anand)', several joined by ' / ', as the domain's slotSubjectsText. */
function subjectsText(doc: jsPDF, subjects: readonly SlotSubject[]): string {
  const nobody = label(doc, 'no staff assigned');
  return subjects
    .map((s) => `${s.subjectCode} ${s.subjectName} (${s.staffName ?? nobody})`)
    .join(' / ');
}

/** How long since a period started, as the domain's sinceStart: '25 min', '1 h 05 min'. */
function sinceStart(doc: jsPDF, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0
    ? compose(doc, COMPOSED.sinceHours, { hours, minutes: String(rest).padStart(2, '0') })
    : compose(doc, COMPOSED.sinceMinutes, { minutes: rest });
}

/**
 * The week board's rows (the domain's expectedRows, which the workbook takes as they are) with
 * the state, the staff's absence and the time since the start in the document's language.
 */
function boardRows(doc: jsPDF, today: OversightToday): string[][] {
  const slots = today.week?.expected ?? [];
  return expectedRows(today).map((row, index) => {
    const slot = slots[index]!;
    return [
      ...row.slice(0, 3),
      label(doc, row[3] ?? ''),
      subjectsText(doc, slot.subjects),
      subjectsText(doc, slot.markedBy),
      slot.state === 'missing' ? sinceStart(doc, slot.minutesSinceStart) : '',
    ];
  });
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
    const rows = boardRows(doc, today);
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
