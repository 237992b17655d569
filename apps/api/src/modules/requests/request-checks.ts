import type { Kysely } from 'kysely';
import {
  dayOffReason,
  daysBetween,
  datesBetween,
  parsePeriods,
  REQUEST_KIND_LABELS,
  REQUEST_MAX_DAYS,
  REQUEST_MESSAGES,
  requestsOverlap,
  termOf,
  type RequestKind,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { WeekLoader } from '../week';
import type { WeekSettings } from '../week';
import { RequestsRepo } from './requests.repo';

export interface RequestedDays {
  kind: RequestKind;
  fromDate: string;
  toDate: string;
  periods?: number[] | undefined;
}

export interface RequestStudent {
  id: number;
  register_number: string;
  student_name: string;
  department: string;
  batch: string;
  year: number;
  semester: number;
}

/** The range itself: in order and not too long. */
export function checkRange(days: RequestedDays): void {
  if (days.toDate < days.fromDate) throw new BadRequestError(REQUEST_MESSAGES.backwards);
  if (daysBetween(days.fromDate, days.toDate) > REQUEST_MAX_DAYS)
    throw new BadRequestError(REQUEST_MESSAGES.tooLong);
}

/**
 * Refusals that depend on the class and the student: days outside the class's term, days off
 * only, an approved request of the student covering some of the same periods.
 */
export async function checkStudents(
  db: Kysely<DB>,
  settings: WeekSettings,
  students: RequestStudent[],
  days: RequestedDays,
): Promise<void> {
  const calendars = new Map<string, Awaited<ReturnType<WeekLoader['calendar']>>>();
  const service = new WeekLoader(db, settings);
  const dates = datesBetween(days.fromDate, days.toDate);
  for (const student of students) {
    let calendar = calendars.get(student.department);
    if (!calendar) {
      calendar = await service.calendar(student.department);
      calendars.set(student.department, calendar);
    }
    const term = termOf(calendar, { ...student });
    if (term && (days.fromDate < term.firstDay || days.toDate > term.lastDay)) {
      throw new BadRequestError(
        REQUEST_MESSAGES.outsideTerm(student.student_name, term.firstDay, term.lastDay),
        'OUTSIDE_TERM',
      );
    }
    if (dates.every((date) => dayOffReason(calendar, student.department, date) !== null)) {
      throw new BadRequestError(
        REQUEST_MESSAGES.daysOffOnly(days.fromDate, days.toDate),
        'DAY_OFF',
      );
    }
  }
  await checkOverlap(db, students, days);
}

/** An approved request of any of the students covering a period of these days: 409. */
export async function checkOverlap(
  db: Kysely<DB>,
  students: RequestStudent[],
  days: RequestedDays,
): Promise<void> {
  const approved = await new RequestsRepo(db).approvedBetween(
    students.map((s) => s.id),
    days.fromDate,
    days.toDate,
  );
  const wanted = { ...days, periods: days.periods ?? null };
  for (const other of approved) {
    const covering = {
      fromDate: other.from_date,
      toDate: other.to_date,
      periods: parsePeriods(other.periods),
    };
    if (!requestsOverlap(wanted, covering)) continue;
    const student = students.find((s) => s.id === other.student_id);
    throw new ConflictError(
      REQUEST_MESSAGES.overlaps(
        student?.student_name ?? 'The student',
        REQUEST_KIND_LABELS[other.kind as RequestKind] ?? other.kind,
        other.from_date,
        other.to_date,
      ),
      'OVERLAP',
    );
  }
}
