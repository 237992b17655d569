import {
  attendancePercentage,
  compareRegisterNumbers,
  cumulativeOutcome,
  type CountingPolicy,
  isLowAttendance,
  LOW_ATTENDANCE_THRESHOLD,
  statusCell,
} from '@attendance/domain';
import { GREEN, RED, type Cell, type ReportSheet } from '../../lib/sheet-writer';

interface Mark {
  register_number: string;
  student_name: string;
  period: number;
  /** The effective status (issue 52): an approved request's correction, else as submitted. */
  status: string;
  /** Set where a correction changed it: what was submitted. */
  submitted?: string;
}

interface Line {
  registerNumber: string;
  studentName: string;
  byKey: Map<string, string>;
  /** Each cell as shown: "A→OD" where an approved request corrected the record. */
  shown: Map<string, string>;
}

function linesOf<M extends Mark>(marks: M[], keyOf: (mark: M) => string): Line[] {
  const lines = new Map<string, Line>();
  for (const mark of marks) {
    let line = lines.get(mark.register_number);
    if (!line) {
      line = {
        registerNumber: mark.register_number,
        studentName: mark.student_name,
        byKey: new Map(),
        shown: new Map(),
      };
      lines.set(mark.register_number, line);
    }
    line.byKey.set(keyOf(mark), mark.status);
    line.shown.set(keyOf(mark), statusCell(mark));
  }
  return [...lines.values()].sort((a, b) =>
    compareRegisterNumbers(a.registerNumber, b.registerNumber),
  );
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The View Attendance matrix: one row per student, one column per session (a date row over a
 * period row), then present, sessions and the percentage, red under 75 %.
 */
export function attendanceViewSheet(
  records: (Mark & { date: string })[],
  lowOnly: boolean,
  base: Pick<ReportSheet, 'title' | 'filters'>,
): ReportSheet {
  const sessions = [...new Map(records.map((r) => [`${r.date}#${r.period}`, r])).values()]
    .map((r) => ({ key: `${r.date}#${r.period}`, date: r.date, period: r.period }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.period - b.period);
  const lines = linesOf(records, (r) => `${r.date}#${r.period}`).map((line) => {
    const statuses = [...line.byKey.values()];
    const present = statuses.filter((s) => s === 'P').length;
    return {
      ...line,
      present,
      recorded: statuses.length,
      percentage: attendancePercentage(statuses),
    };
  });
  const shown = lowOnly ? lines.filter((line) => isLowAttendance(line.percentage)) : lines;
  const filters = [...base.filters];
  if (lowOnly) filters.push(['Showing', `students under ${LOW_ATTENDANCE_THRESHOLD}%`]);
  return {
    name: 'Attendance',
    title: base.title,
    filters,
    header: [
      [
        'S.No',
        'Register No',
        'Name',
        ...sessions.map((s): Cell => asDate(s.date)),
        'Present',
        'Sessions',
        '%',
      ],
      ['', '', '', ...sessions.map((s) => `P${s.period}`), '', '', ''],
    ],
    rows: shown.map((line, index): Cell[] => [
      index + 1,
      line.registerNumber,
      line.studentName,
      ...sessions.map((s) => line.shown.get(s.key) ?? '-'),
      line.present,
      line.recorded,
      {
        value: line.percentage,
        format: '0.00',
        ...(isLowAttendance(line.percentage) ? { color: RED } : {}),
      },
    ]),
  };
}

const COUNTED = ['P', 'A', 'OD', 'ML', 'LEAVE'] as const;

interface CumulativeMark extends Mark {
  batch: string;
  year: number;
  semester: number;
  subject_code: string;
}

/** One sheet per batch, as the PDF's sections: students by subject/period, then the OD rule. */
export function cumulativeSheets(
  marks: CumulativeMark[],
  base: Pick<ReportSheet, 'title' | 'filters'>,
  policy: CountingPolicy,
): ReportSheet[] {
  const byBatch = new Map<string, CumulativeMark[]>();
  for (const mark of marks) {
    const key = `${mark.batch}\u0001${mark.year}\u0001${mark.semester}`;
    byBatch.set(key, [...(byBatch.get(key) ?? []), mark]);
  }
  const keys = [...byBatch.keys()].sort(compareRegisterNumbers);
  const usedNames = new Set<string>();
  return keys.map((key) => {
    const section = byBatch.get(key)!;
    const [batch, year, semester] = key.split('\u0001');
    const columns = [...new Map(section.map((m) => [`${m.subject_code}#${m.period}`, m])).values()]
      .map((m) => ({
        key: `${m.subject_code}#${m.period}`,
        code: m.subject_code,
        period: m.period,
      }))
      .sort((a, b) => a.period - b.period || compareRegisterNumbers(a.code, b.code));
    let name = `${batch} Y${year} S${semester}`.replace(/[\\/?*[\]:]/g, '_').slice(0, 28);
    while (usedNames.has(name)) name = `${name.slice(0, 26)}_${usedNames.size}`;
    usedNames.add(name);
    return {
      name,
      title: base.title,
      filters: [
        ...base.filters,
        ['Section', `Batch ${batch} | Year ${year} | Semester ${semester}`],
      ],
      header: [
        [
          'S.No',
          'Register No',
          'Name',
          ...columns.map((c) => `${c.code} P${c.period}`),
          ...COUNTED,
          'Total',
          '%',
          'Status',
        ],
      ],
      rows: linesOf(section, (m) => `${m.subject_code}#${m.period}`).map((line, index): Cell[] => {
        const statuses = columns
          .flatMap((c) => line.byKey.get(c.key) ?? [])
          .map((s) => (s === 'L' ? 'LEAVE' : s));
        const outcome = cumulativeOutcome(statuses, policy);
        return [
          index + 1,
          line.registerNumber,
          line.studentName,
          ...columns.map((c) => line.shown.get(c.key) ?? '-'),
          ...COUNTED.map((status) => statuses.filter((s) => s === status).length),
          statuses.length,
          { value: outcome.percentage, format: '0.00' },
          {
            value: outcome.finalStatus,
            color: outcome.finalStatus === 'Present' ? GREEN : RED,
            words: true,
          },
        ];
      }),
    };
  });
}

/** The marks with the correction layer laid over them (one counting record per student and slot). */
export function withCorrections<M extends Mark & { date: string }>(
  marks: M[],
  corrections: { register_number: string; date: string; period: number; effective: string }[],
): M[] {
  if (corrections.length === 0) return marks;
  const byKey = new Map(corrections.map((c) => [`${c.register_number}|${c.date}|${c.period}`, c]));
  return marks.map((mark) => {
    const found = byKey.get(`${mark.register_number}|${mark.date}|${mark.period}`);
    return found ? { ...mark, status: found.effective, submitted: mark.status } : mark;
  });
}
