import { sql, type Kysely } from 'kysely';
import { countedStatuses, type CountingPolicy } from '@attendance/domain';
import type { DB } from '../../db/types';
import { EFFECTIVE } from './effective-status';

/** A student's records of one subject on one date: what the shortage list may have to leave out. */
export interface DatedCount {
  student_id: number;
  subject_id: number;
  year: number;
  semester: number;
  date: string;
  sessions: number | string;
  present: number | string;
  medical: number | string;
}

/** Bound parameters per read, well under either engine's limit. */
const PER_READ = 5000;

/**
 * The records that may fall on a day that does not teach, found through indexes so that the
 * shortage list's totals stay the fast path: by department and date for days off, by subject
 * and date before or after a term. Usually nothing: marking refuses such days.
 */
export class OffDaysRepo {
  /** `policy`: what counts as attended (the department's); none for firstDate alone. */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly policy: CountingPolicy = ['P'],
  ) {}

  private counts() {
    const attended = sql.join(countedStatuses(this.policy).map((s) => sql.lit(s)));
    return this.db
      .selectFrom('attendance')
      .select([
        'attendance.student_id',
        'attendance.subject_id',
        'attendance.year',
        'attendance.semester',
        'attendance.date',
        (eb) => eb.fn.countAll<number | string>().as('sessions'),
        // By effective status, as the totals count (migration 018) and subjectCounts adds up.
        sql<number | string>`sum(case when ${EFFECTIVE} in (${attended}) then 1 else 0 end)`.as(
          'present',
        ),
        sql<number | string>`sum(case when ${EFFECTIVE} = 'ML' then 1 else 0 end)`.as('medical'),
      ])
      .where('attendance.voided_at', 'is', null)
      .groupBy([
        'attendance.student_id',
        'attendance.subject_id',
        'attendance.year',
        'attendance.semester',
        'attendance.date',
      ]);
  }

  /** The department's earliest record: where a read of days off may start (one index seek). */
  async firstDate(department: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('attendance')
      .select('date')
      .where('department', '=', department)
      .orderBy('department')
      .orderBy('date')
      .limit(1)
      .executeTakeFirst();
    return row?.date ?? null;
  }

  /** The department's records on the dates named, through (department, date). */
  async onDates(department: string, dates: string[]): Promise<DatedCount[]> {
    const rows: DatedCount[] = [];
    for (let start = 0; start < dates.length; start += PER_READ) {
      rows.push(
        ...(await this.counts()
          .where('attendance.department', '=', department)
          .where('attendance.date', 'in', dates.slice(start, start + PER_READ))
          .execute()),
      );
    }
    return rows;
  }

  /** The subjects' records dated before `before` or after `after`, through (subject, date). */
  async beyond(subjectIds: number[], before: string, after: string): Promise<DatedCount[]> {
    const rows: DatedCount[] = [];
    for (let start = 0; start < subjectIds.length; start += PER_READ) {
      const some = subjectIds.slice(start, start + PER_READ);
      for (const side of ['<', '>'] as const) {
        rows.push(
          ...(await this.counts()
            .where('attendance.subject_id', 'in', some)
            .where('attendance.date', side, side === '<' ? before : after)
            .execute()),
        );
      }
    }
    return rows;
  }
}
