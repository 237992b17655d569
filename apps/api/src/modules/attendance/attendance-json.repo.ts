import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { textAsBytes } from '../../db/text-bytes';
import type { DB } from '../../db/types';
import { ChunkQueue } from '../../lib/chunk-queue';
import { CUMULATIVE_KEYS, cumulativeDay } from './attendance.repo';
import type { CumulativeGroup } from './cumulative-json';
import {
  cumulativeGroupsOnPostgres,
  viewPageOnPostgres,
  viewRecordsAlone,
} from './attendance-copy.repo';

/**
 * The reads whose answers are JSON text made without JS objects: a subject's semester is some
 * 16,000 records and a department's day some 6,000, and making JS objects of them and JSON of
 * those cost several times the query (docs/performance.md). The database writes the text
 * (json_quote on SQLite, to_json on PostgreSQL), except PostgreSQL's View and cumulative day,
 * made from the bytes of their records (attendance-copy.repo.ts). Keys, order and escaping are
 * JSON.stringify's, so every answer is byte for byte what the objects gave.
 */
export class AttendanceJsonRepo {
  readonly #postgres: boolean;

  constructor(private readonly db: Kysely<DB>) {
    this.#postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  #quote(column: string): RawBuilder<string> {
    return this.#postgres
      ? sql`to_json(${sql.ref(column)})::text`
      : sql`json_quote(${sql.ref(column)})`;
  }

  /**
   * `{"key":value,…}` of SQL expressions, in the order given: one `format()` of every value (each
   * NOT NULL: `format` writes a null as nothing). A chain of `||` made PostgreSQL build a new text
   * at every link, which took half the time it spent writing a View (docs/performance.md).
   */
  #object(fields: [string, RawBuilder<unknown>][]): RawBuilder<string> {
    const template = `{${fields.map(([key]) => `"${key.replaceAll('%', '%%')}":%s`).join(',')}}`;
    const values = fields.map(([, value]) => value);
    return sql<string>`format(${sql.lit(template)}, ${sql.join(values)})`;
  }

  /**
   * The View records' dates with how many records each has, oldest first: what the answer is
   * cut into pages by. Read from the index alone (voided records counted too: only a page's
   * size depends on it).
   */
  viewDates(subjectId: number, startDate?: string, endDate?: string) {
    let query = this.db
      .selectFrom('attendance')
      .select(['date', (eb) => eb.fn.countAll<number>().as('records')])
      .where('subject_id', '=', subjectId)
      .groupBy('date')
      .orderBy('date');
    if (startDate) query = query.where('date', '>=', startDate);
    if (endDate) query = query.where('date', '<=', endDate);
    return query.execute();
  }

  /**
   * Whether a View holds at most `limit` records (voided ones counted): read from the index, and
   * never more than `limit` + 1 of its entries, however long the semester.
   */
  async viewHasAtMost(
    subjectId: number,
    startDate: string | undefined,
    endDate: string | undefined,
    limit: number,
  ): Promise<boolean> {
    let records = this.db
      .selectFrom('attendance')
      .select(sql<number>`1`.as('one'))
      .where('subject_id', '=', subjectId);
    if (startDate) records = records.where('date', '>=', startDate);
    if (endDate) records = records.where('date', '<=', endDate);
    const { count } = await this.db
      .selectFrom(records.limit(limit + 1).as('view'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count) <= limit;
  }

  /**
   * Whether a View is read whole in one page: on PostgreSQL its rows come as they are made and a
   * slow reader holds the COPY back (VIEW_UNREAD_BYTES), so it needs no cutting; the count of its
   * dates cost 2-3.5 ms and a round trip before the first byte, the second page a plan, the
   * names again and a wait (docs/performance.md). SQLite makes a page whole: its View is cut.
   */
  get readsViewWhole(): boolean {
    return this.#postgres;
  }

  /**
   * The View records of the dates from `first` to `last` (either left out: no bound) as JSON
   * text after `prefix` ('[' for the first page, ',' for the others), or nothing when there are
   * none: UTF-8 bytes, never a JS string, in chunks as they are made (written by SQLite in one,
   * db/text-bytes.ts; made from PostgreSQL's bytes while they come, view-rows.ts). Started at
   * once, read when its turn comes.
   */
  viewPage(
    subjectId: number,
    first: string | undefined,
    last: string | undefined,
    prefix: string,
  ): ChunkQueue {
    if (this.#postgres) {
      return ChunkQueue.filledBy((queue) =>
        viewPageOnPostgres(this.db, subjectId, first, last, prefix, queue),
      );
    }
    return ChunkQueue.of(this.#viewPageOnSqlite(subjectId, first, last, prefix));
  }

  #viewPageOnSqlite(
    subjectId: number,
    first: string | undefined,
    last: string | undefined,
    prefix: string,
  ): Promise<Uint8Array> {
    const matching = viewRecords(this.db, subjectId, first, last);
    const record = this.#object([
      ['date', this.#quote('attendance.date')],
      ['period', sql`cast(${sql.ref('attendance.period')} as text)`],
      ['status', this.#quote('attendance.status')],
      ['registerNumber', this.#quote('attendance.register_number')],
      ['studentName', this.#quote('students.student_name')],
      ['facultyName', this.#quote('staff.staff_name')],
      ['subjectCode', this.#quote('attendance.subject_code')],
      ['subjectName', this.#quote('subjects.subject_name')],
      ['department', this.#quote('attendance.department')],
    ]);
    // SQLite: the aggregate's own ORDER BY took 13 of the semester's 27 ms, the rows of an
    // ordered subquery 3 ms. SQLite never flattens an ordered subquery into an aggregate query,
    // so group_concat meets the rows in that order (docs/decisions.md; the byte-for-byte tests
    // of heavy-answers.test.ts and attendance-view-json.test.ts hold it to that).
    const ordered = matching
      .select(record.as('record'))
      .orderBy('attendance.date')
      .orderBy('attendance.period')
      .orderBy('attendance.register_number')
      .as('ordered');
    const opened = sql<string>`case when count(*) = 0 then '' else cast(${prefix} as text)
      || group_concat(${sql.ref('ordered.record')}, ',') end`;
    return textAsBytes(this.db, this.db.selectFrom(ordered).select(opened.as('text')));
  }

  /**
   * The cumulative day, one row per subject of a class (department, year, semester, batch,
   * subject code and name) with its `students` as a JSON array, in the order the records'
   * query gives (batch, subject code; in each, period and register number).
   */
  async cumulativeGroups(
    department: string,
    date: string,
    filter: { batch?: string; year?: number; semester?: number },
  ): Promise<CumulativeGroup[]> {
    const student = this.#object([
      ['studentName', this.#quote('students.student_name')],
      ['registerNumber', this.#quote('attendance.register_number')],
      ['period', sql`cast(${sql.ref('attendance.period')} as text)`],
      ['status', this.#quote('attendance.status')],
      ['date', this.#quote('attendance.date')],
    ]);
    const day = cumulativeDay(this.db, department, date, filter);
    if (!this.#postgres) {
      // SQLite: the rows of an ordered subquery, which the index attendance_department_day
      // hands over in that order, joined per batch and subject code with no sort at all (11
      // against 17 ms; see viewPage for the order group_concat keeps). A subject code that
      // means two subjects of a batch (two years, semesters or names) falls back to the query
      // below, which groups by all of them.
      const ordered = day
        .select([...CUMULATIVE_KEYS, student.as('record')])
        .orderBy('attendance.batch')
        .orderBy('attendance.subject_code')
        .orderBy('attendance.period')
        .orderBy('attendance.register_number')
        .as('ordered');
      const rows = await this.db
        .selectFrom(ordered)
        .select([
          'ordered.department',
          'ordered.year',
          'ordered.semester',
          'ordered.batch',
          'ordered.subject_code',
          'ordered.subject_name',
          sql<string>`'[' || group_concat(${sql.ref('ordered.record')}, ',') || ']'`.as('students'),
          sql<number>`min(year) = max(year) and min(semester) = max(semester)
            and min(subject_name) = max(subject_name)`.as('alone'),
        ])
        .groupBy(['ordered.batch', 'ordered.subject_code'])
        .orderBy('ordered.batch')
        .orderBy('ordered.subject_code')
        .execute();
      if (rows.every((row) => row.alone === 1)) return rows.map(({ alone: _, ...row }) => row);
    }
    if (this.#postgres) {
      const groups = await cumulativeGroupsOnPostgres(this.db, department, date, filter);
      if (groups) return groups;
    }
    const students = sql<string>`'[' || string_agg(${student}, ',' order by
      attendance.period, attendance.register_number) || ']'`;
    return day
      .select([...CUMULATIVE_KEYS, students.as('students')])
      .groupBy([...CUMULATIVE_KEYS])
      .orderBy('attendance.batch')
      .orderBy('attendance.subject_code')
      .execute();
  }
}

/** The View records of a subject from `first` to `last` that still count, with their names. */
function viewRecords(
  db: Kysely<DB>,
  subjectId: number,
  first: string | undefined,
  last: string | undefined,
) {
  return viewRecordsAlone(db, subjectId, first, last)
    .innerJoin('students', 'students.id', 'attendance.student_id')
    .innerJoin('staff', 'staff.id', 'attendance.staff_id')
    .innerJoin('subjects', 'subjects.id', 'attendance.subject_id');
}
