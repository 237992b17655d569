import type { AttendanceViewRecord, Corrected } from '@attendance/domain';
import {
  attendancePercentage,
  statusCell,
  compareRegisterNumbers,
  isLowAttendance,
} from '@attendance/domain';

export interface Session {
  key: string;
  date: string;
  period: number;
}

export interface StudentLine {
  registerNumber: string;
  studentName: string;
  byKey: ReadonlyMap<string, string>;
  /** Each cell as shown: "A→OD" where an approved request corrected the record. */
  shown: ReadonlyMap<string, { text: string; title?: string }>;
  present: number;
  recorded: number;
  percentage: number;
  low: boolean;
}

export interface Matrix {
  sessions: Session[];
  students: StudentLine[];
}

const sessionKey = (record: Pick<AttendanceViewRecord, 'date' | 'period'>) =>
  `${record.date}#${record.period}`;

/**
 * Sessions in date and period order, one line per student by register number. The percentage is
 * P over the sessions recorded for the student (spec section 9), as the PDF counts it.
 */
export function buildMatrix(records: readonly Corrected<AttendanceViewRecord>[]): Matrix {
  const sessions = new Map<string, Session>();
  const lines = new Map<
    string,
    {
      registerNumber: string;
      studentName: string;
      byKey: Map<string, string>;
      shown: Map<string, { text: string; title?: string }>;
    }
  >();
  for (const record of records) {
    const key = sessionKey(record);
    if (!sessions.has(key)) sessions.set(key, { key, date: record.date, period: record.period });
    let line = lines.get(record.registerNumber);
    if (!line) {
      line = {
        registerNumber: record.registerNumber,
        studentName: record.studentName,
        byKey: new Map(),
        shown: new Map(),
      };
      lines.set(record.registerNumber, line);
    }
    line.byKey.set(key, record.status);
    line.shown.set(key, { text: statusCell(record), title: record.correction });
  }
  const students = [...lines.values()].map((line): StudentLine => {
    const statuses = [...line.byKey.values()];
    const percentage = attendancePercentage(statuses);
    return {
      ...line,
      present: statuses.filter((status) => status === 'P').length,
      recorded: statuses.length,
      percentage,
      low: isLowAttendance(percentage),
    };
  });
  return {
    sessions: [...sessions.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.period - b.period,
    ),
    students: students.sort((a, b) => compareRegisterNumbers(a.registerNumber, b.registerNumber)),
  };
}
