import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  type ClassTimetableAnswer,
  type CompletionAnswer,
  type StaffWeekAnswer,
  type Weekday,
} from '@attendance/domain';
import { tableReport } from './oversight';
import { word, type ReportLabels } from './labels';
import type { ReportBase, ReportResult } from './types';

// The college's week on paper (issue 20): a class's timetable, a staff member's own week, and
// the completion report. Each is one table under the letterhead, like the oversight reports.

export interface ClassTimetableReportInput extends ReportBase {
  timetable: ClassTimetableAnswer;
}
export interface StaffWeekReportInput extends ReportBase {
  week: StaffWeekAnswer;
}
export interface CompletionReportInput extends ReportBase {
  completion: CompletionAnswer;
}

export const WEEK_REPORT_MESSAGES = {
  noTimetable: 'This class has no timetable to print',
  noWeek: 'No timetabled period to print',
  noCompletion: 'No timetabled period in this range',
} as const;

type Periods = readonly { number: number; starts: string }[];

/**
 * One row per day that holds a period, one column per period of the campus day; the day named
 * in the report's language (labels.ts weekdayLabels).
 */
function weekRows(
  labels: ReportLabels | undefined,
  periods: Periods,
  textOf: (day: Weekday, period: number) => string,
): string[][] {
  return WEEKDAYS.map((day) => [
    word(labels, WEEKDAY_NAMES[day]),
    ...periods.map((p) => textOf(day, p.number)),
  ]).filter((row) => row.slice(1).some(Boolean));
}

const periodHead = (periods: Periods) => ['Day', ...periods.map((p) => `P${p.number} ${p.starts}`)];

export function buildClassTimetable(input: ClassTimetableReportInput): ReportResult {
  const { timetable } = input;
  const { class: klass, current, subjects } = timetable;
  const noStaff = word(input.labels, 'no staff');
  const rows = weekRows(input.labels, timetable.periods, (day, period) => {
    const cell = current?.cells.find((c) => c.day === day && c.period === period);
    return (cell?.subjectIDs ?? [])
      .map((id) => subjects.find((s) => s.subjectID === id))
      .map((s) => (s ? `${s.subjectCode}\n${s.staffName ?? noStaff}` : '?'))
      .join('\n');
  });
  if (!current || rows.length === 0)
    return { ok: false, message: WEEK_REPORT_MESSAGES.noTimetable };
  return tableReport(
    input,
    'Class Timetable',
    [
      ['Batch', klass.batch],
      ['Year / Semester', `${klass.year} / ${klass.semester}`],
      ['In force from', current.effectiveFrom],
      [
        'Subjects',
        subjects
          .map((s) => `${s.subjectCode} ${s.subjectName}`)
          .join(', ')
          .slice(0, 90),
      ],
    ],
    periodHead(timetable.periods),
    rows,
    `${klass.batch}_${klass.year}-${klass.semester}_Timetable.pdf`,
  );
}

export function buildStaffWeek(input: StaffWeekReportInput): ReportResult {
  const { week } = input;
  const rows = weekRows(input.labels, week.periods, (day, period) =>
    week.slots
      .filter((s) => s.day === day && s.period === period)
      .map((s) => `${s.subjectCode}\n${s.batch} ${s.year}/${s.semester}`)
      .join('\n'),
  );
  if (rows.length === 0) return { ok: false, message: WEEK_REPORT_MESSAGES.noWeek };
  return tableReport(
    input,
    `Week of ${week.staffName}`,
    [
      ['Staff', week.staffName],
      ['Week of', week.date],
      ['Periods', String(week.slots.length)],
    ],
    periodHead(week.periods),
    rows,
    `${week.staffName}_Week_${week.date}.pdf`,
  );
}

export function buildCompletion(input: CompletionReportInput): ReportResult {
  const { completion } = input;
  if (completion.rows.length === 0)
    return { ok: false, message: WEEK_REPORT_MESSAGES.noCompletion };
  const rows = completion.rows.map((row, index) => [
    String(index + 1),
    `${row.staffName} (${row.staffCode})`,
    String(row.timetabled),
    String(row.onTime),
    String(row.late),
    String(row.missed),
  ]);
  return tableReport(
    input,
    'Teacher Completion',
    [
      ['From', completion.from],
      ['To', completion.to],
    ],
    ['S.No', 'Staff', 'Timetabled', 'Marked on time', 'Marked late', 'Missed'],
    rows,
    `${input.department}_Completion_${completion.from}_${completion.to}.pdf`,
    'On time: marked on the day itself. Late: marked on a later day (backfilled). Missed: not marked.',
  );
}
