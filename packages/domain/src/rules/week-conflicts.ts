import type { TimetableCell, TimetableConflict } from '../schemas/week-timetable';
import type { Weekday } from '../schemas/week';

/** A subject a class's cell may name, with the staff member assigned to it (if any). */
export interface CellSubject {
  subjectID: number;
  subjectCode: string;
  staffID: number | null;
  staffName: string | null;
}

/** A period the staff member already teaches in another class, from the timetables in force. */
export interface BusySlot {
  staffID: number;
  day: Weekday;
  period: number;
  /** The other class, as the message names it: 'CSE2023-2027 year 2 semester 3'. */
  classLabel: string;
}

export interface ConflictCheck {
  cells: readonly TimetableCell[];
  /** Subjects of the class itself (own department or common); any other id is refused. */
  subjects: readonly CellSubject[];
  /** Period numbers of the campus day. */
  periods: readonly number[];
  busy: readonly BusySlot[];
}

const cellName = (cell: { day: Weekday; period: number }) => `${cell.day} P${cell.period}`;

/**
 * The cells refused (each named: 'Tue P3: …') and the warnings (a subject nobody teaches) of a
 * class timetable. Refused: a period outside the campus day, a cell given twice, a subject not
 * of the class, a staff member in two classes (or twice in this one) at one day and period.
 */
export function timetableConflicts(check: ConflictCheck): {
  conflicts: TimetableConflict[];
  warnings: TimetableConflict[];
} {
  const conflicts: TimetableConflict[] = [];
  const warnings: TimetableConflict[] = [];
  const refuse = (cell: TimetableCell, text: string) =>
    conflicts.push({ day: cell.day, period: cell.period, message: `${cellName(cell)}: ${text}` });
  const subjects = new Map(check.subjects.map((s) => [s.subjectID, s]));
  const busy = new Map(check.busy.map((b) => [`${b.staffID}:${b.day}:${b.period}`, b]));
  const seenCells = new Set<string>();
  for (const cell of check.cells) {
    const key = cellName(cell);
    if (!check.periods.includes(cell.period)) {
      refuse(cell, `period ${cell.period} is not a period of the campus day.`);
      continue;
    }
    if (seenCells.has(key)) {
      refuse(cell, 'the cell is given twice.');
      continue;
    }
    seenCells.add(key);
    const staffHere = new Set<number>();
    for (const id of cell.subjectIDs) {
      const subject = subjects.get(id);
      if (!subject) {
        refuse(cell, `subject ${id} is not a subject of this class and department.`);
        continue;
      }
      if (subject.staffID === null) {
        warnings.push({
          day: cell.day,
          period: cell.period,
          message: `${key}: ${subject.subjectCode} is not assigned to any staff.`,
        });
        continue;
      }
      const other = busy.get(`${subject.staffID}:${cell.day}:${cell.period}`);
      if (other) {
        refuse(cell, `${subject.staffName} already teaches ${other.classLabel} then.`);
      } else if (staffHere.has(subject.staffID)) {
        refuse(cell, `${subject.staffName} would teach two subjects of the cell at once.`);
      }
      staffHere.add(subject.staffID);
    }
  }
  return { conflicts, warnings };
}
