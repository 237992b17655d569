import {
  classLabel,
  EXPECTED_HEADER,
  expectedRows,
  fallbackStaff,
  NO_STAFF_ASSIGNED,
  todaySummary,
  type OversightToday,
  type TodayCell,
} from '@attendance/domain';
import { dayCell, RED, type Cell, type Filter, type ReportSheet } from '../../lib/sheet-writer';

/** A marked period shows its absentees as a number, so a column can be summed or filtered. */
function todayCell(cell: TodayCell | undefined): Cell {
  if (!cell) return '';
  if (cell.state === 'marked') return cell.absentees;
  return cell.state === 'other'
    ? { value: 'Another subject', words: true }
    : { value: 'Not marked', color: RED, words: true };
}

/**
 * Today as the screen shows it: the week board first (each started timetabled period: marked,
 * marked by a substitute, an extra class, or NOT MARKED with its staff and how long since it
 * started; a day off says so instead), then the per-subject board of the classes without a
 * timetable, each period's absentees or 'Not marked'. A campus with no timetable at all gets
 * the per-subject board alone, as before.
 */
export function todaySheets(today: OversightToday, filters: Filter[]): ReportSheet[] {
  const head: Filter[] = [
    ['Date', dayCell(today.date)],
    ['Periods started', today.periods.join(', ') || 'None yet'],
    ['Marked', todaySummary(today)],
  ];
  const week = today.week;
  if (week?.dayOff) {
    return [
      {
        name: 'Today',
        title: 'Today: Marking Completion',
        filters: [...head, ['Day off', `No classes today: ${week.dayOff}`], ...filters],
        header: [EXPECTED_HEADER],
        rows: [],
      },
    ];
  }
  const sheets: ReportSheet[] = [];
  const expected = expectedRows(today);
  const fallback = fallbackStaff(today);
  const without = week?.withoutTimetable.map(classLabel).join(', ') ?? '';
  if (week && (expected.length > 0 || fallback.length === 0)) {
    sheets.push({
      name: 'Today',
      title: 'Today: Marking Completion',
      filters: [
        ...head,
        ...(without ? [['Classes without a timetable', without] as Filter] : []),
        ...filters,
      ],
      header: [EXPECTED_HEADER],
      // The state (3), the time since the start (6) and a slot's missing staff (4, 5) are the
      // report's words (sheet-words.ts); names and subjects stay as typed.
      rows: expected.map((row) =>
        row.map((value, index): Cell => {
          const words =
            index === 3 ||
            (index === 6 && value !== '') ||
            ((index === 4 || index === 5) && value.includes(`(${NO_STAFF_ASSIGNED})`));
          const own = words ? { words: true as const } : {};
          if (row[3] === 'NOT MARKED') return { value, color: RED, ...own };
          return words ? { value, words: true } : value;
        }),
      ),
    });
  }
  if (fallback.length > 0) {
    sheets.push({
      name: sheets.length > 0 ? 'Without timetable' : 'Today',
      title: sheets.length > 0 ? 'Today: Classes Without a Timetable' : 'Today: Marking Completion',
      filters: [...head, ...(without ? [['Classes', without] as Filter] : []), ...filters],
      header: [
        [
          'Staff',
          'Staff Code',
          'Subject Code',
          'Subject Name',
          'Batch',
          'Year',
          'Semester',
          ...today.periods.map((p) => `P${p} absent`),
        ],
      ],
      rows: fallback.flatMap((person) =>
        person.subjects.map((subject): Cell[] => [
          person.staffName,
          person.staffCode,
          subject.subjectCode,
          subject.subjectName,
          subject.batch,
          subject.year,
          subject.semester,
          ...today.periods.map((period) =>
            todayCell(subject.cells.find((c) => c.period === period)),
          ),
        ]),
      ),
    });
  }
  return sheets;
}
