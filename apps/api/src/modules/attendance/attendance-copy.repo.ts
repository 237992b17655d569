import { sql, type Kysely, type RawBuilder } from 'kysely';
import { binaryCopy } from '../../db/binary-copy';
import { EachRow } from '../../db/binary-rows';
import type { DB } from '../../db/types';
import type { ChunkQueue } from '../../lib/chunk-queue';
import { cumulativeRecords } from './attendance.repo';
import type { CumulativeGroup } from './cumulative-json';
import { CUMULATIVE_RECORD_COLUMNS, CumulativeGroups } from './cumulative-rows';
import { VIEW_RECORD_COLUMNS, VIEW_UNREAD_BYTES, ViewPage, type CutViewPage } from './view-rows';

// PostgreSQL's heavy reads as binary COPYs whose rows are made into JSON here (view-rows.ts,
// cumulative-rows.ts); AttendanceJsonRepo asks for them, and SQLite's own ways are its.

/**
 * PostgreSQL: the names of the subject's class, of its department's staff and the subject's own,
 * then one row per date and period in the index's order, its records in one array per column with
 * their students' and staff's ids: two COPYs in one round trip, made into JSON here
 * (view-rows.ts). Written by PostgreSQL, the records' text took more of its time than the rest of
 * the View together, and the names joined to every record half of what was left
 * (docs/performance.md). A record whose student or staff member is not among those names (no
 * longer allocated, a substitute of another department) has the rest of the page read again with
 * the names of its own records. Its chunks go into `queue` as they are made; while more than
 * VIEW_UNREAD_BYTES of them wait unread, the COPY is held back.
 */
export async function viewPageOnPostgres(
  db: Kysely<DB>,
  subjectId: number,
  first: string | undefined,
  last: string | undefined,
  prefix: string,
  queue: ChunkQueue,
): Promise<void> {
  const records = viewRecordsAlone(db, subjectId, first, last);
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
  const page = db
    .selectFrom(ordered)
    .select([
      'ordered.date',
      sql<string>`cast(${sql.ref('ordered.period')} as text)`.as('period'),
      ...columns,
    ])
    .groupBy(['ordered.date', 'ordered.period'])
    .orderBy('ordered.date')
    .orderBy('ordered.period');
  const subject = db.selectFrom('subjects').where('subjects.id', '=', subjectId);
  const names = (students: RawBuilder<unknown>, staff: RawBuilder<unknown>) => {
    const ofStudents = db
      .selectFrom('students')
      .select(idsAndNames('students.id', 'students.student_name'))
      .where(sql<boolean>`students.id in ${students}`)
      .as('s');
    const ofStaff = db
      .selectFrom('staff')
      .select(idsAndNames('staff.id', 'staff.staff_name'))
      .where(sql<boolean>`staff.id in ${staff}`)
      .as('f');
    return db
      .selectFrom([ofStudents, ofStaff])
      .select([
        's.ids',
        's.names',
        'f.ids as staff_ids',
        'f.names as staff_names',
        sql<string>`coalesce((${subject.select('subjects.subject_name')}), '')`.as('subject'),
      ]);
  };
  const copied = async (named: ReturnType<typeof names>, resume?: CutViewPage) => {
    const builder = new ViewPage(prefix, (chunk) => queue.push(chunk), resume);
    const ended = await binaryCopy(db, [named, page], new EachRow(builder), {
      indexOrder: true,
      heldBy: (hold, release) => queue.holdAbove(VIEW_UNREAD_BYTES, hold, release),
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
 * PostgreSQL's cumulative day in two COPYs of one round trip: the names of the department's
 * students, then the day's records in its index's order (batch, subject code, period,
 * register number) grouped by batch and subject code, with no sort and no join, the records'
 * JSON made here (cumulative-rows.ts). PostgreSQL's own plan (a bitmap scan, a hash join and a
 * sort) and its text took three times as long, and a student looked up per record as long as
 * the records' scan (docs/performance.md). Undefined when the caller must group by every key
 * (a subject code of two subjects), name a student of another department, or read the plain
 * way.
 */
export async function cumulativeGroupsOnPostgres(
  db: Kysely<DB>,
  department: string,
  date: string,
  filter: { batch?: string; year?: number; semester?: number },
): Promise<CumulativeGroup[] | undefined> {
  const names = db
    .selectFrom('students')
    .select(idsAndNames('students.id', 'students.student_name'))
    .where('students.department', '=', department);
  const ordered = cumulativeRecords(db, department, date, filter)
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
  const groups = db
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
  return binaryCopy(db, [names, groups], sink, { indexOrder: true });
}

/**
 * The ids and names of the rows at hand as two arrays in the same order (`ids`, `names`; empty
 * when there are none). PostgreSQL writes two arrays of plain values in a third of the time of
 * one array of (id, name) records, and the names come before the records (docs/performance.md).
 */
function idsAndNames(id: string, name: string) {
  return [
    sql<string>`coalesce(array_agg(${sql.ref(id)}), '{}')`.as('ids'),
    sql<string>`coalesce(array_agg(${sql.ref(name)}), '{}')`.as('names'),
  ];
}

/**
 * The View records of a subject from `first` to `last` (either left out: no bound) that still
 * count, their names apart.
 */
export function viewRecordsAlone(
  db: Kysely<DB>,
  subjectId: number,
  first: string | undefined,
  last: string | undefined,
) {
  let records = db
    .selectFrom('attendance')
    .where('attendance.subject_id', '=', subjectId)
    .where('attendance.voided_at', 'is', null);
  if (first !== undefined) records = records.where('attendance.date', '>=', first);
  if (last !== undefined) records = records.where('attendance.date', '<=', last);
  return records;
}
