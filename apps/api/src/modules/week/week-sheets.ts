import {
  WEEKDAY_NAMES,
  WEEKDAYS,
  type ClassTimetableAnswer,
  type CompletionAnswer,
  type StaffWeekAnswer,
  type Weekday,
} from '@attendance/domain';
import { dayCell, RED, type Cell, type Filter, type ReportSheet } from '../../lib/sheet-writer';

const periodHeader = (periods: { number: number; starts: string }[]) => [
  'Day',
  ...periods.map((p) => `P${p.number} (${p.starts})`),
];

/** Monday to Saturday, and Sunday only when something is taught on it. */
const daysOf = (used: Weekday[]) => WEEKDAYS.filter((d) => d !== 'Sun' || used.includes('Sun'));

/** The class's week as a grid: a row per day, a column per period, subject code and staff. */
export function classTimetableSheet(answer: ClassTimetableAnswer, filters: Filter[]): ReportSheet {
  const subjects = new Map(answer.subjects.map((s) => [s.subjectID, s]));
  const cells = answer.current?.cells ?? [];
  const rows = daysOf(cells.map((c) => c.day)).map((day): Cell[] => [
    WEEKDAY_NAMES[day],
    ...answer.periods.map((p) => {
      const cell = cells.find((c) => c.day === day && c.period === p.number);
      if (!cell) return 'Free';
      return cell.subjectIDs
        .map((id) => subjects.get(id))
        .map((s) => (s ? `${s.subjectCode} (${s.staffName ?? 'no staff'})` : 'Removed subject'))
        .join(', ');
    }),
  ]);
  return {
    name: 'Timetable',
    title: `Class timetable: ${answer.class.batch}, year ${answer.class.year}, semester ${answer.class.semester}`,
    filters: [
      ['In force from', answer.current ? dayCell(answer.current.effectiveFrom) : 'No timetable'],
      ...filters,
    ],
    header: [periodHeader(answer.periods)],
    rows,
    ownWords: true,
  };
}

/** A teacher's own week: a row per day, the class and subject of each period. */
export function staffWeekSheet(answer: StaffWeekAnswer, filters: Filter[]): ReportSheet {
  const rows = daysOf(answer.slots.map((s) => s.day)).map((day): Cell[] => [
    WEEKDAY_NAMES[day],
    ...answer.periods.map((p) => {
      const slots = answer.slots.filter((s) => s.day === day && s.period === p.number);
      return slots.length === 0
        ? ''
        : slots.map((s) => `${s.subjectCode} ${s.batch} ${s.year}/${s.semester}`).join(', ');
    }),
  ]);
  return {
    name: 'My week',
    title: `Week of ${answer.staffName}`,
    filters,
    header: [periodHeader(answer.periods)],
    rows,
    ownWords: true,
  };
}

/** RosarioSIS's Teacher Completion: a row per staff member; missed periods in red. */
export function completionSheet(answer: CompletionAnswer, filters: Filter[]): ReportSheet {
  return {
    name: 'Completion',
    title: 'Marking completion',
    filters: [['From', dayCell(answer.from)], ['To', dayCell(answer.to)], ...filters],
    header: [['S.No', 'Staff', 'Staff Code', 'Timetabled', 'On time', 'Late', 'Missed']],
    rows: answer.rows.map((r, index) => [
      index + 1,
      r.staffName,
      r.staffCode,
      r.timetabled,
      r.onTime,
      r.late,
      r.missed > 0 ? { value: r.missed, color: RED } : 0,
    ]),
  };
}
