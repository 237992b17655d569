import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The daily job's SQL: its claim per department and day, the day's absences, the totals. */
export class DailyJobRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Claims the department's run of the day until `lease`: the first server to insert the row, or
   * the one that finds an unfinished run whose lease ran out (a server that stopped mid-run;
   * every alert of a run has its key, so running it again makes none twice).
   */
  async claimRun(department: string, day: string, now: string, lease: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('alert_runs')
      .values({ department, day, claimed_until: lease })
      .onConflict((oc) => oc.columns(['department', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const taken = await this.db
      .updateTable('alert_runs')
      .set({ claimed_until: lease })
      .where('department', '=', department)
      .where('day', '=', day)
      .where('finished_at', 'is', null)
      .where('claimed_until', '<', now)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async finishRun(department: string, day: string, at: string, made: number): Promise<void> {
    await this.db
      .updateTable('alert_runs')
      .set({ finished_at: at, made })
      .where('department', '=', department)
      .where('day', '=', day)
      .execute();
  }

  /** Which departments' runs of the day are finished. */
  async finished(day: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('alert_runs')
      .select('department')
      .where('day', '=', day)
      .where('finished_at', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.department));
  }

  /** Students of the department marked absent in a period of the day that still counts. */
  async absentOn(department: string, day: string) {
    return this.db
      .selectFrom('attendance')
      .select('student_id')
      .distinct()
      .where('department', '=', department)
      .where('date', '=', day)
      .where('status', '=', 'A')
      .where('voided_at', 'is', null)
      .execute();
  }

  /** The kept totals of the department's active students' current semester (migration 008). */
  async totals(department: string) {
    return this.db
      .selectFrom('attendance_totals as t')
      .innerJoin('students as st', (join) =>
        join
          .onRef('st.id', '=', 't.student_id')
          .onRef('st.year', '=', 't.year')
          .onRef('st.semester', '=', 't.semester'),
      )
      .select([
        't.student_id',
        't.subject_id',
        't.year',
        't.semester',
        't.sessions',
        't.present',
        't.on_duty',
        't.medical_leave',
        't.on_leave',
        'st.batch',
      ])
      .where('st.department', '=', department)
      .where('st.active', '=', 1)
      .execute();
  }

  /** The lines the department's students are below, as last found. */
  async levels(department: string) {
    return this.db
      .selectFrom('alert_levels as l')
      .innerJoin('students as st', 'st.id', 'l.student_id')
      .select(['l.student_id', 'l.subject_id', 'l.year', 'l.semester', 'l.line'])
      .where('st.department', '=', department)
      .execute();
  }

  async subjectNames(ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await this.db
      .selectFrom('subjects')
      .select(['id', 'subject_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.subject_name]));
  }

  /** Per subject: the periods of the day already held for the department's classes. */
  async heldToday(department: string, day: string) {
    const rows = await this.db
      .selectFrom('attendance')
      .select(['subject_id', (eb) => eb.fn.count<number | string>('period').distinct().as('held')])
      .where('department', '=', department)
      .where('date', '=', day)
      .where('voided_at', 'is', null)
      .groupBy('subject_id')
      .execute();
    return new Map(rows.map((r) => [r.subject_id, Number(r.held)]));
  }

  async addLevels(
    rows: {
      student_id: number;
      subject_id: number;
      year: number;
      semester: number;
      line: number;
    }[],
    since: string,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('alert_levels')
      .values(rows.map((r) => ({ ...r, since })))
      .onConflict((oc) =>
        oc.columns(['student_id', 'subject_id', 'year', 'semester', 'line']).doNothing(),
      )
      .execute();
  }

  async dropLevel(r: {
    student_id: number;
    subject_id: number;
    year: number;
    semester: number;
    line: number;
  }) {
    await this.db
      .deleteFrom('alert_levels')
      .where('student_id', '=', r.student_id)
      .where('subject_id', '=', r.subject_id)
      .where('year', '=', r.year)
      .where('semester', '=', r.semester)
      .where('line', '=', r.line)
      .execute();
  }
}
