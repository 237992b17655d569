import { classKeyText, type TodayCell, type TodayStaff } from '@attendance/domain';

interface AssignedRow {
  staff_id: number;
  staff_name: string;
  staff_code: string;
  subject_id: number;
  subject_code: string;
  subject_name: string;
  batch: string;
  year: number;
  semester: number;
  status: number;
}

interface MarkRow {
  subject_id: number;
  period: number;
  batch: string;
  year: number;
  semester: number;
  students: number | string;
  absentees: number | string;
}

/** A class: the students of a batch in one year and semester, who share their periods. */
const classKey = classKeyText;

/**
 * The per-subject board of the classes that expect every started period, from their assigned
 * subjects (ordered by staff) and the day's marks: per subject and started period, marked by
 * it, taken by another subject of its class, or pending. (The counts are the classes', in
 * week/today-week.ts.)
 */
export function todayBoard(
  subjects: readonly AssignedRow[],
  marks: readonly MarkRow[],
  periods: readonly number[],
): TodayStaff[] {
  const bySubjectPeriod = new Map<string, { students: number; absentees: number }>();
  const classPeriodsMarked = new Set<string>();
  for (const mark of marks) {
    bySubjectPeriod.set(`${mark.subject_id}:${mark.period}`, {
      students: Number(mark.students),
      absentees: Number(mark.absentees),
    });
    classPeriodsMarked.add(`${classKey(mark)}:${mark.period}`);
  }

  const staff: TodayStaff[] = [];
  for (const row of subjects) {
    let entry = staff.at(-1);
    if (entry?.staffID !== row.staff_id) {
      entry = {
        staffID: row.staff_id,
        staffName: row.staff_name,
        staffCode: row.staff_code,
        subjects: [],
      };
      staff.push(entry);
    }
    const cells = periods.map((period): TodayCell => {
      const own = bySubjectPeriod.get(`${row.subject_id}:${period}`);
      if (own) return { period, state: 'marked', ...own };
      if (classPeriodsMarked.has(`${classKey(row)}:${period}`)) return { period, state: 'other' };
      return { period, state: 'pending' };
    });
    entry.subjects.push({
      subjectID: row.subject_id,
      subjectCode: row.subject_code,
      subjectName: row.subject_name,
      batch: row.batch,
      year: row.year,
      semester: row.semester,
      status: row.status === 1,
      cells,
    });
  }
  return staff;
}
