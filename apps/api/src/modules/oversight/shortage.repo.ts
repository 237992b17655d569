import { sql, type Kysely } from 'kysely';
import { countedStatuses, type CountableStatus, type CountingPolicy } from '@attendance/domain';
import { EFFECTIVE_STATUS as EFFECTIVE } from '../../db/counting';
import { chunks } from '../../lib/chunks';
import type { AttendanceTotalsTable, DB } from '../../db/types';
import { activeStudentsOf, type ClassFilter } from './active-students';
import type { StudentClass } from './teaching-counts';

/** The shortage list's counts: kept totals for the semester so far, records for a range. */
export class ShortageRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Per active student of the department and subject: sessions recorded, sessions attended
   * (the department's counting policy) and Medical Leave, by effective status (a live
   * correction's, migration 018). No range: the records of the student's current semester.
   */
  subjectCounts(
    department: string,
    filter: ClassFilter,
    range: { startDate?: string; endDate: string },
    policy: CountingPolicy,
  ) {
    const attended = sql.join(countedStatuses(policy).map((s) => sql.lit(s)));
    // From the students to their records, in that order: SQLite keeps the order of a CROSS
    // JOIN, and reaching each student's records through (student_id, date) halves the time of
    // starting from the records (docs/performance.md). PostgreSQL plans it as any join.
    let query = this.db
      .selectFrom('students')
      .crossJoin('attendance')
      .whereRef('attendance.student_id', '=', 'students.id')
      .select([
        'students.id as student_id',
        'attendance.subject_id',
        (eb) => eb.fn.countAll<number | string>().as('sessions'),
        sql<number | string>`sum(case when ${EFFECTIVE} in (${attended}) then 1 else 0 end)`.as(
          'present',
        ),
        sql<number | string>`sum(case when ${EFFECTIVE} = 'ML' then 1 else 0 end)`.as('medical'),
      ])
      .where('attendance.date', '<=', range.endDate)
      .where('attendance.voided_at', 'is', null);
    query = query.where(activeStudentsOf(department, filter));
    query = range.startDate
      ? query.where('attendance.date', '>=', range.startDate)
      : query
          .whereRef('attendance.year', '=', 'students.year')
          .whereRef('attendance.semester', '=', 'students.semester');
    return query.groupBy(['students.id', 'attendance.subject_id']).execute();
  }

  /** The active students of the department and their class, for the totals and the calendar. */
  activeClasses(department: string, filter: ClassFilter): Promise<StudentClass[]> {
    return this.db
      .selectFrom('students')
      .select(['id', 'batch', 'year', 'semester'])
      .where(activeStudentsOf(department, filter))
      .execute();
  }

  /**
   * The same counts as `subjectCounts` without a range, from the totals the triggers keep
   * (migration 008): every record of the student's current semester up to now, since no record
   * is ever dated after its campus day. With `under`, only the students who may be under that
   * percentage in a subject: those with a row whose attended share is below `under` + 1 %, a
   * superset of those the list's own rule finds short (its percentage rounds to 2 places, so a
   * share of `under` % or more never rounds below `under`); their every subject is read.
   */
  async semesterTotals(students: readonly StudentClass[], policy: CountingPolicy, under?: number) {
    // Two reads, not a join: PostgreSQL expects one row from joining on student, year and
    // semester together and hashes the whole table (110 ms at 10×) instead of looking up the
    // department's students (activeClasses); given their ids it reads their entries of the
    // primary key.
    const current = new Map(students.map((s) => [s.id, s]));
    const attended = sql<number>`${sql.join(
      countedStatuses(policy).map((s) => sql.ref(TOTALS_COLUMN[s])),
      sql` + `,
    )}`;
    let read = students;
    if (under !== undefined) {
      // The department's 5,760 rows made into objects were most of the list's time, and about
      // one student in eight is short: first the students with a row under `under` + 1 % (a
      // read of the same entries that makes 100 small rows), then every row of theirs. One
      // statement with a window function instead took twice as long on SQLite
      // (docs/performance.md, issue 56).
      const maybe = new Set<number>();
      for (const some of chunks(students, IDS_PER_READ)) {
        const found = await this.ofStudents(some)
          .select('student_id')
          .distinct()
          .where(sql<boolean>`(${attended}) * 100 < ${under + 1} * sessions`)
          .execute();
        for (const row of found) maybe.add(row.student_id);
      }
      read = students.filter((s) => maybe.has(s.id));
    }
    const rows = [];
    for (const some of chunks(read, IDS_PER_READ)) {
      rows.push(
        ...(await this.ofStudents(some)
          .select([
            'student_id',
            'subject_id',
            'year',
            'semester',
            'sessions',
            attended.as('present'),
            'medical_leave as medical',
          ])
          .execute()),
      );
    }
    return rows.filter((row) => {
      const student = current.get(row.student_id);
      return student?.year === row.year && student.semester === row.semester;
    });
  }

  /** The totals rows with sessions of these students, in their years and semesters. */
  private ofStudents(some: readonly StudentClass[]) {
    return this.db
      .selectFrom('attendance_totals')
      .where(
        'student_id',
        'in',
        some.map((s) => s.id),
      )
      .where('year', 'in', [...new Set(some.map((s) => s.year))])
      .where('semester', 'in', [...new Set(some.map((s) => s.semester))])
      .where('sessions', '>', 0);
  }
}

/** Bound parameters per read, well under either engine's limit. */
const IDS_PER_READ = 5000;

/** Where the totals keep each status that may count as attended (migrations 008, 016). */
const TOTALS_COLUMN = {
  P: 'present',
  OD: 'on_duty',
  ML: 'medical_leave',
  LEAVE: 'on_leave',
} as const satisfies Record<CountableStatus, keyof AttendanceTotalsTable>;
