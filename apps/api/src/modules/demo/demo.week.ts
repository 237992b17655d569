import type { Kysely } from 'kysely';
import { shiftDate, weekdayOf, WEEKDAYS, type ClassKey } from '@attendance/domain';
import type { DB } from '../../db/types';
import { DEMO_PERIODS_PER_DAY } from './demo.data';

/** Monday is 0 … Friday 4: the demo's teaching weekdays. */
export function weekdayIndex(date: string): number {
  return WEEKDAYS.indexOf(weekdayOf(date));
}

/** The subject the demo week gives a class at a weekday (0-4) and period: one rotation. */
export function demoSlot(weekday: number, period: number, subjects: number): number {
  return (period - 1 + weekday) % subjects;
}

/**
 * A realistic week for a class (Monday to Friday, six periods, the subjects in rotation: the
 * same rotation as the demo's attendance), in force from the term's first day, and the term
 * (about four months). Saturdays are free; Sundays are the default weekly day off.
 */
export async function insertDemoWeek(
  db: Kysely<DB>,
  cls: ClassKey,
  subjectIds: number[],
  firstDay: string,
  hodId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('week_terms')
    .values({
      ...cls,
      first_day: firstDay,
      last_day: shiftDate(firstDay, 120),
      created_by: hodId,
      created_at: at,
    })
    .execute();
  const version = await db
    .insertInto('timetable_versions')
    .values({ ...cls, effective_from: firstDay, created_by: hodId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cells = [];
  for (let weekday = 0; weekday < 5; weekday++) {
    for (let period = 1; period <= DEMO_PERIODS_PER_DAY; period++) {
      cells.push({
        version_id: version.id,
        weekday: WEEKDAYS[weekday]!,
        period,
        subject_id: subjectIds[demoSlot(weekday, period, subjectIds.length)]!,
      });
    }
  }
  await db.insertInto('timetable_cells').values(cells).execute();
}

/** A department holiday in the demo term: a weekday about ten days ahead, so the picker shows it. */
export async function insertDemoHoliday(
  db: Kysely<DB>,
  department: string,
  today: string,
  adminId: number,
  at: string,
): Promise<void> {
  let date = shiftDate(today, 10);
  while (weekdayIndex(date) > 4) date = shiftDate(date, 1);
  await db
    .insertInto('week_days')
    .values({
      department,
      date,
      kind: 'holiday',
      name: 'Founders Day',
      created_by: adminId,
      created_at: at,
    })
    .execute();
}
