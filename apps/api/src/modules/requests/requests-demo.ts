import type { Kysely } from 'kysely';
import { shiftDate, weekdayOf } from '@attendance/domain';
import type { DB } from '../../db/types';

/** The next weekday after `date` (the demo teaches Monday to Friday). */
function nextWeekday(date: string): string {
  let day = shiftDate(date, 1);
  while (weekdayOf(day) === 'Sat' || weekdayOf(day) === 'Sun') day = shiftDate(day, 1);
  return day;
}

/**
 * A few leave and On-Duty requests per department of the demo campus (README, "Leave and
 * On-Duty"): pending ones for the HOD's list, asked by a parent, a student and the Admin, and
 * one approved On Duty for today, which the teacher's class list shows pre-set.
 */
export async function insertDemoRequests(
  db: Kysely<DB>,
  departments: string[],
  today: string,
  at: string,
): Promise<number> {
  const tomorrow = nextWeekday(today);
  let made = 0;
  for (const department of departments) {
    const [students, leaders] = await Promise.all([
      db
        .selectFrom('students')
        .select(['id', 'parent_number', 'student_number'])
        .where('department', '=', department)
        .where('year', '=', 2)
        .where('active', '=', 1)
        .orderBy('register_number')
        .limit(6)
        .execute(),
      db
        .selectFrom('staff')
        .select(['id', 'designation'])
        .where('department', '=', department)
        .where('designation', 'in', ['HOD', 'Admin'])
        .execute(),
    ]);
    const hod = leaders.find((s) => s.designation === 'HOD')?.id ?? null;
    const admin = leaders.find((s) => s.designation === 'Admin')?.id ?? null;
    if (students.length < 6 || hod === null) continue;
    const base = { department, state: 'pending', created_at: at, group_key: null };
    const rows = [
      {
        ...base,
        student_id: students[0]!.id,
        kind: 'ML',
        from_date: tomorrow,
        to_date: tomorrow,
        periods: null,
        reason: 'Viral fever, certificate from the family doctor',
        applicant_kind: 'parent',
        applicant_staff_id: null,
        applicant_phone: students[0]!.parent_number,
      },
      {
        ...base,
        student_id: students[1]!.id,
        kind: 'LEAVE',
        from_date: tomorrow,
        to_date: tomorrow,
        periods: '5,6',
        reason: "Sister's wedding",
        applicant_kind: 'student',
        applicant_staff_id: null,
        applicant_phone: students[1]!.student_number,
      },
      ...[2, 3, 4].map((i) => ({
        ...base,
        student_id: students[i]!.id,
        kind: 'OD',
        from_date: tomorrow,
        to_date: nextWeekday(tomorrow),
        periods: null,
        reason: 'Inter-college symposium at the state university',
        group_key: `demo-${department}-symposium`,
        applicant_kind: 'staff',
        applicant_staff_id: admin,
        applicant_phone: null,
      })),
      {
        ...base,
        student_id: students[5]!.id,
        kind: 'OD',
        from_date: today,
        to_date: today,
        periods: null,
        reason: 'College cricket team, zonal match',
        state: 'approved',
        applicant_kind: 'staff',
        applicant_staff_id: hod,
        applicant_phone: null,
        decided_by: hod,
        decided_at: at,
      },
    ];
    await db.insertInto('leave_requests').values(rows).execute();
    made += rows.length;
  }
  return made;
}
