import { sql, type Kysely } from 'kysely';
import { effectiveStatus, stillCounts } from '../../db/counting';
import type { DB } from '../../db/types';
import { activeStudentsOf, type ClassFilter } from './active-students';

/** Whose subjects the Today view covers: a department's, or one teacher's own. */
export type TodayScope = { department: string } | { staffId: number };

/** All SQL of the oversight views. Every read of attendance leaves voided records out. */
export class OversightRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Assigned subjects in scope, with their staff, by staff name then class and code. */
  assignedSubjects(scope: TodayScope, filter: ClassFilter) {
    let query = this.db
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .innerJoin('staff', 'staff.id', 'assignments.staff_id')
      .select([
        'staff.id as staff_id',
        'staff.staff_name',
        'staff.staff_code',
        'subjects.id as subject_id',
        'subjects.subject_code',
        'subjects.subject_name',
        'subjects.batch',
        'subjects.year',
        'subjects.semester',
        'assignments.status',
      ]);
    query =
      'department' in scope
        ? query.where('subjects.owner_department', '=', scope.department)
        : query.where('assignments.staff_id', '=', scope.staffId);
    if (filter.batch) query = query.where('subjects.batch', '=', filter.batch);
    if (filter.year) query = query.where('subjects.year', '=', filter.year);
    if (filter.semester) query = query.where('subjects.semester', '=', filter.semester);
    return query
      .orderBy('staff.staff_name')
      .orderBy('staff.id')
      .orderBy('subjects.batch')
      .orderBy('subjects.subject_code')
      .execute();
  }

  /**
   * What was marked on `date` in the given classes (batches), per subject and period, with the
   * absentees: the subjects of a class share its periods, so another subject's marks matter too.
   */
  markedPeriods(date: string, batches: string[]) {
    if (batches.length === 0) return Promise.resolve([]);
    return (
      this.db
        .selectFrom('attendance')
        .innerJoin('subjects', 'subjects.id', 'attendance.subject_id')
        .select([
          'attendance.subject_id',
          'attendance.period',
          'subjects.batch',
          'subjects.year',
          'subjects.semester',
          (eb) => eb.fn.countAll<number | string>().as('students'),
          sql<number | string>`sum(case when attendance.status = 'A' then 1 else 0 end)`.as(
            'absentees',
          ),
        ])
        // Through the subjects of those classes, so the (subject_id, date) index answers it.
        .where('attendance.subject_id', 'in', (eb) =>
          eb.selectFrom('subjects as s').select('s.id').where('s.batch', 'in', batches),
        )
        .where('attendance.date', '=', date)
        .where(stillCounts('attendance.voided_at'))
        .groupBy([
          'attendance.subject_id',
          'attendance.period',
          'subjects.batch',
          'subjects.year',
          'subjects.semester',
        ])
        .execute()
    );
  }

  /** Code and name of the subjects named. */
  subjects(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('subjects')
      .select(['id', 'subject_code', 'subject_name'])
      .where('id', 'in', ids)
      .execute();
  }

  /**
   * Each active student of the department, their class, and the date of their latest record
   * that is not Absent (null: none), leaving out the dates to skip (days off). Read backwards
   * through (student_id, date), usually one entry each.
   */
  latestAttended(department: string, filter: ClassFilter, skip: readonly string[] = []) {
    return this.db
      .selectFrom('students')
      .select((eb) => [
        'students.id',
        'students.batch',
        'students.year',
        'students.semester',
        eb
          .selectFrom('attendance as other')
          .select('other.date')
          .whereRef('other.student_id', '=', 'students.id')
          // By effective status: an absence the HOD approved as On Duty or leave ends a run.
          .where(effectiveStatus('other'), '<>', 'A')
          .where('other.voided_at', 'is', null)
          .$if(skip.length > 0, (q) => q.where('other.date', 'not in', [...skip]))
          .orderBy('other.date', 'desc')
          .limit(1)
          .as('last_attended'),
      ])
      .where(activeStudentsOf(department, filter))
      .execute();
  }

  /**
   * The marked days of each group's students after the group's date (all of them Absent, by
   * the choice of that date). Students are grouped by their date so that each branch is one
   * range of (student_id, date) per student on both engines, whatever the planner thinks of a
   * join (PostgreSQL would read the whole table).
   */
  daysAfter(groups: { after: string; studentIds: number[] }[]) {
    if (groups.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('attendance')
      .select(['attendance.student_id', 'attendance.date'])
      .where((eb) =>
        eb.or(
          groups.map((g) =>
            eb.and([
              eb('attendance.student_id', 'in', g.studentIds),
              eb('attendance.date', '>', g.after),
            ]),
          ),
        ),
      )
      .where('attendance.voided_at', 'is', null)
      .groupBy(['attendance.student_id', 'attendance.date'])
      .execute();
  }

  /** The students named, for the answers' identity and phone columns. */
  students(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('students')
      .select([
        'id',
        'register_number',
        'student_name',
        'batch',
        'year',
        'semester',
        'parent_number',
      ])
      .where('id', 'in', ids)
      .execute();
  }
}
