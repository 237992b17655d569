import type { Kysely } from 'kysely';
import type { CountingPolicy } from '@attendance/domain';
import type { DB } from '../../db/types';
import type { TeachingDays } from '../week';
import { OffDaysRepo, type DatedCount } from './off-days.repo';

export interface StudentClass {
  id: number;
  batch: string;
  year: number;
  semester: number;
}

interface CountRow {
  student_id: number;
  subject_id: number;
  sessions: number | string;
  present: number | string;
  medical?: number | string;
}

/** The range the counts cover: from startDate, or (none) the student's current semester. */
export interface CountRange {
  startDate?: string;
  endDate: string;
}

/**
 * The counts less their records dated on a day that does not teach the student's class (a
 * weekly day off, a holiday, a day outside the class's term), each left out as it was counted:
 * by effective status, Medical Leave too (the condonation view): so the semester's totals become
 * the term so far where a term is set. Subtracting keeps the totals the fast path; the records
 * to take out are found through indexes and are usually none, since marking refuses those days.
 */
export async function teachingDayCounts<R extends CountRow>(
  db: Kysely<DB>,
  days: TeachingDays,
  rows: R[],
  students: ReadonlyMap<number, StudentClass>,
  range: CountRange,
  policy: CountingPolicy,
): Promise<R[]> {
  if (days.everyDay || rows.length === 0) return rows;
  const repo = new OffDaysRepo(db, policy);
  const from = range.startDate ?? (await repo.firstDate(days.department));
  if (from === null) return rows;
  const offDates = days.daysOff(from, range.endDate);
  const found: DatedCount[] =
    offDates.length > 0 ? await repo.onDates(days.department, offDates) : [];

  const subjectsByTerm = new Map<string, Set<number>>();
  for (const row of rows) {
    const student = students.get(row.student_id);
    const term = student && days.termOf(student);
    if (!term || (term.firstDay <= from && term.lastDay >= range.endDate)) continue;
    const key = `${term.firstDay}|${term.lastDay}`;
    subjectsByTerm.set(key, (subjectsByTerm.get(key) ?? new Set()).add(row.subject_id));
  }
  for (const [key, subjects] of subjectsByTerm) {
    const [firstDay, lastDay] = key.split('|') as [string, string];
    found.push(...(await repo.beyond([...subjects], firstDay, lastDay)));
  }

  const seen = new Set<string>();
  const leftOut = new Map<string, { sessions: number; present: number; medical: number }>();
  for (const record of found) {
    const student = students.get(record.student_id);
    if (!student || record.date > range.endDate) continue;
    if (range.startDate ? record.date < range.startDate : !sameSemester(record, student)) continue;
    if (days.teaches(student, record.date)) continue;
    const once = `${record.student_id}:${record.subject_id}:${record.date}`;
    if (seen.has(once)) continue;
    seen.add(once);
    const key = `${record.student_id}:${record.subject_id}`;
    const sum = leftOut.get(key) ?? { sessions: 0, present: 0, medical: 0 };
    sum.sessions += Number(record.sessions);
    sum.present += Number(record.present);
    sum.medical += Number(record.medical);
    leftOut.set(key, sum);
  }
  if (leftOut.size === 0) return rows;
  return rows.flatMap((row) => {
    const out = leftOut.get(`${row.student_id}:${row.subject_id}`);
    if (!out) return [row];
    const sessions = Number(row.sessions) - out.sessions;
    if (sessions <= 0) return [];
    const present = Number(row.present) - out.present;
    const medical = row.medical === undefined ? {} : { medical: Number(row.medical) - out.medical };
    return [{ ...row, sessions, present, ...medical }];
  });
}

const sameSemester = (record: DatedCount, student: StudentClass) =>
  record.year === student.year && record.semester === student.semester;
