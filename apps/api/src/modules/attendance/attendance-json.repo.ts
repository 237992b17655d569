import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { binaryCopy } from '../../db/binary-copy';
import { EachRow } from '../../db/binary-rows';
import { textAsBytes } from '../../db/text-bytes';
import type { DB } from '../../db/types';
import { ChunkQueue } from '../../lib/chunk-queue';
import { CUMULATIVE_KEYS, cumulativeDay, cumulativeRecords } from './attendance.repo';
import type { CumulativeGroup } from './cumulative-json';
import { CUMULATIVE_RECORD_COLUMNS, CumulativeGroups } from './cumulative-rows';
import { VIEW_RECORD_COLUMNS, ViewPage, type ViewPageEnd } from './view-rows';

/**
 * The reads whose answers are JSON text made without JS objects: a subject's semester is some
 * 16,000 records and a department's day some 6,000, and making JS objects of them and JSON of
 * those cost several times the query (docs/performance.md). The database writes the text
 * (json_quote on SQLite, to_json on PostgreSQL), except a View on PostgreSQL, made from the
 * bytes of its records (view-rows.ts). Keys, order and escaping are JSON.stringify's, so every
 * answer is byte for byte what the objects gave.
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
   * The View records of the dates from `first` to `last` as JSON text after `prefix` ('[' for
   * the first page, ',' for the others), or nothing when there are none: UTF-8 bytes, never a JS
   * string, in chunks as they are made (written by SQLite in one, db/text-bytes.ts; made from
   * PostgreSQL's bytes while they come, view-rows.ts). Started at once, read when its turn comes.
   */
  viewPage(subjectId: number, first: string, last: string, prefix: string): ChunkQueue {
    if (this.#postgres) {
      const queue = new ChunkQueue();
      this.#viewPageOnPostgres(subjectId, first, last, prefix, queue).then(
        () => queue.end(),
        (error: unknown) => queue.fail(error),
      );
      return queue;
    }
    return ChunkQueue.of(this.#viewPageOnSqlite(subjectId, first, last, prefix));
  }

  #viewPageOnSqlite(
    subjectId: number,
    first: string,
    last: string,
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
   * PostgreSQL: the names of the subject's class, of its department's staff and the subject's
   * own, then one row per date and period, its records in an array with their students' and
   * staff's ids: two COPYs in one round trip, made into JSON here (view-rows.ts). Written by
   * PostgreSQL, the records' text took more of its time than the rest of the View together, and
   * the names joined to every record half of what was left (docs/performance.md). A record
   * whose student or staff member is not among those names (no longer allocated, a substitute
   * of another department) has the rest of the page read again with the names of its own
   * records. Its chunks go into `queue` as they are made.
   */
  async #viewPageOnPostgres(
    subjectId: number,
    first: string,
    last: string,
    prefix: string,
    queue: ChunkQueue,
  ): Promise<void> {
    const records = viewRecordsAlone(this.db, subjectId, first, last);
    // The rows of an ordered subquery, which PostgreSQL aggregates in that order, as it does for
    // the cumulative day: one sort, where each array's own ORDER BY would sort each period once
    // per column.
    const ordered = records
      .select(['attendance.date', 'attendance.period', ...VIEW_RECORD_COLUMNS])
      .orderBy('attendance.date')
      .orderBy('attendance.period')
      .orderBy('attendance.register_number')
      .as('ordered');
    const columns = VIEW_RECORD_COLUMNS.map((column) => {
      const name = column.slice('attendance.'.length);
      return sql`array_agg(${sql.ref(`ordered.${name}`)})`.as(name);
    });
    const page = this.db
      .selectFrom(ordered)
      .select([
        'ordered.date',
        sql<string>`cast(${sql.ref('ordered.period')} as text)`.as('period'),
        ...columns,
      ])
      .groupBy(['ordered.date', 'ordered.period'])
      .orderBy('ordered.date')
      .orderBy('ordered.period');
    const subject = this.db.selectFrom('subjects').where('subjects.id', '=', subjectId);
    const names = (students: RawBuilder<unknown>, staff: RawBuilder<unknown>) =>
      this.db.selectNoFrom([
        sql<string>`coalesce((${this.db
          .selectFrom('students')
          .select(sql`array_agg(row(students.id, students.student_name))`.as('names'))
          .where(sql<boolean>`students.id in ${students}`)}), array[]::record[])`.as('students'),
        sql<string>`coalesce((${this.db
          .selectFrom('staff')
          .select(sql`array_agg(row(staff.id, staff.staff_name))`.as('names'))
          .where(sql<boolean>`staff.id in ${staff}`)}), array[]::record[])`.as('staff'),
        sql<string>`coalesce((${subject.select('subjects.subject_name')}), '')`.as('subject'),
      ]);
    const copied = async (named: ReturnType<typeof names>, resume?: ViewPageEnd) => {
      const cut = resume?.whole === false ? resume : undefined;
      const builder = new ViewPage(prefix, (chunk) => queue.push(chunk), cut);
      const ended = await binaryCopy(this.db, [named, page], new EachRow(builder), {
        indexOrder: true,
      });
      if (ended === undefined) throw new Error('A View on PostgreSQL reads through the pool');
      return ended;
    };
    const department = subject.select('subjects.owner_department');
    const ofClass = names(
      sql`(select student_id from allocations where subject_id = ${subjectId})`,
      sql`(select id from staff where department = (${department}))`,
    );
    const ended = await copied(ofClass);
    if (ended.whole) return;
    const ofRecords = names(
      sql`(${records.select('attendance.student_id')})`,
      sql`(${records.select('attendance.staff_id')})`,
    );
    if (!(await copied(ofRecords, ended)).whole) {
      throw new Error('A View record names a student or staff member that is not there');
    }
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
      const groups = await this.#cumulativeGroupsOnPostgres(department, date, filter);
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

  /**
   * PostgreSQL's cumulative day in two COPYs of one round trip: the names of the department's
   * students, then the day's records in its index's order (batch, subject code, period,
   * register number) grouped by batch and subject code, with no sort and no join, the records'
   * JSON made here (cumulative-rows.ts). PostgreSQL's own plan (a bitmap scan, a hash join and a
   * sort) and its text took three times as long, and a student looked up per record as long as
   * the records' scan (docs/performance.md). Undefined when the caller must group by every key
   * (a subject code of two subjects), name a student of another department, or read the plain
   * way.
   */
  async #cumulativeGroupsOnPostgres(
    department: string,
    date: string,
    filter: { batch?: string; year?: number; semester?: number },
  ): Promise<CumulativeGroup[] | undefined> {
    const names = this.db
      .selectFrom('students')
      .select(
        sql<string>`coalesce(array_agg(row(students.id, students.student_name)),
          array[]::record[])`.as('names'),
      )
      .where('students.department', '=', department);
    const ordered = cumulativeRecords(this.db, department, date, filter)
      .select([
        'attendance.batch',
        'attendance.subject_code',
        'attendance.year',
        'attendance.semester',
        'attendance.subject_id',
        'attendance.period',
        'attendance.register_number',
        'attendance.student_id',
        'attendance.status',
      ])
      .orderBy('attendance.batch')
      .orderBy('attendance.subject_code')
      .orderBy('attendance.period')
      .orderBy('attendance.register_number')
      .as('ordered');
    const columns = CUMULATIVE_RECORD_COLUMNS.map((column) =>
      sql<string>`array_agg(${sql.ref(`ordered.${column}`)})`.as(column),
    );
    // The subject's name once per group, not joined to every record (2-4 ms of PostgreSQL's).
    const groups = this.db
      .selectFrom(ordered)
      .select([
        'ordered.batch',
        'ordered.subject_code',
        sql<string>`cast(min(ordered.year) = max(ordered.year)
          and min(ordered.semester) = max(ordered.semester)
          and min(ordered.subject_id) = max(ordered.subject_id) as text)`.as('alone'),
        sql<string>`cast(min(ordered.year) as text)`.as('year'),
        sql<string>`cast(min(ordered.semester) as text)`.as('semester'),
        sql<string>`(select subject_name from subjects
          where subjects.id = min(ordered.subject_id))`.as('subject_name'),
        ...columns,
      ])
      .groupBy(['ordered.batch', 'ordered.subject_code'])
      .orderBy('ordered.batch')
      .orderBy('ordered.subject_code');
    const sink = new EachRow(new CumulativeGroups(department, date));
    return binaryCopy(this.db, [names, groups], sink, { indexOrder: true });
  }
}

/** The View records of a subject from `first` to `last` that still count, with their names. */
function viewRecords(db: Kysely<DB>, subjectId: number, first: string, last: string) {
  return viewRecordsAlone(db, subjectId, first, last)
    .innerJoin('students', 'students.id', 'attendance.student_id')
    .innerJoin('staff', 'staff.id', 'attendance.staff_id')
    .innerJoin('subjects', 'subjects.id', 'attendance.subject_id');
}

/** The same records alone: their names are the caller's. */
function viewRecordsAlone(db: Kysely<DB>, subjectId: number, first: string, last: string) {
  return db
    .selectFrom('attendance')
    .where('attendance.subject_id', '=', subjectId)
    .where('attendance.voided_at', 'is', null)
    .where('attendance.date', '>=', first)
    .where('attendance.date', '<=', last);
}
