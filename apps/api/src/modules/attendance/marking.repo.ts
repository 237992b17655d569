import { CompiledQuery, PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import { stillCounts } from '../../db/counting';
import type { AttendanceTable, DB } from '../../db/types';

const INSERT_CHUNK = 500;
const COLUMNS = [
  'student_id',
  'subject_id',
  'staff_id',
  'register_number',
  'faculty_code',
  'subject_code',
  'batch',
  'department',
  'year',
  'semester',
  'date',
  'period',
  'status',
  'created_at',
] as const satisfies readonly (keyof AttendanceTable)[];

/** A new record: every column but the id and the void columns, which a new record leaves null. */
export type NewAttendanceRow = Pick<AttendanceTable, (typeof COLUMNS)[number]>;

/** INSERT texts by engine and row count; they depend on nothing else. */
const insertTexts = new Map<string, string>();

/**
 * Writes of a submission. Like every repo, it is built over the executor it runs on: inside a
 * transaction, `new MarkingRepo(trx, kind)`.
 */
export class MarkingRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  /**
   * The assignment of the subject, whether the subject's slot already holds records that count,
   * and the departments whose absence alerts are immediate, in one statement (one round trip on PostgreSQL). On PostgreSQL the assignment's row
   * stays locked until the transaction ends, so an HOD's lock waits for a submission already
   * under way and never lets one in after. (A twin that waited for that lock reads the slot as
   * it stood when its statement began; the unique index of (date, period, student) refuses it.)
   */
  async lockedAssignment(subjectId: number, date: string, period: number) {
    const [row] = await lockedAssignment(this.db, subjectId, date, period);
    if (!row) return undefined;
    const { immediate_alerts: immediate, ...assignment } = row;
    return {
      ...assignment,
      slot_taken: Boolean(row.slot_taken),
      immediateAlerts: new Set(immediate ? immediate.split('\u001f') : []),
    };
  }

  /** A record that counts, of any subject, already held by one of these students in the slot. */
  studentSlotConflict(registerNumbers: string[], date: string, period: number) {
    return this.db
      .selectFrom('attendance')
      .select(['register_number', 'subject_id', 'subject_code'])
      .where('date', '=', date)
      .where('period', '=', period)
      .where('register_number', 'in', registerNumbers)
      .where(stillCounts('voided_at'))
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * One multi-row INSERT per 500 rows, as Kysely would write it; but Kysely builds and compiles
   * a tree of 60 × 14 values for every submission, which cost half of what SQLite spends
   * inserting them (docs/performance.md), while the text depends only on the row count.
   */
  async insert(rows: NewAttendanceRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const values = chunk.flatMap((row) => COLUMNS.map((column) => row[column]));
      await this.db.executeQuery(CompiledQuery.raw(this.insertText(chunk.length), values));
    }
  }

  /** Why a substituted or extra period was marked by whom it was (slotKindRow), beside its records. */
  async recordSlotKind(row: Insertable<DB['attendance_slot_kinds']>): Promise<void> {
    await this.db.insertInto('attendance_slot_kinds').values(row).execute();
  }

  private insertText(count: number): string {
    const cacheKey = `${this.kind}:${count}`;
    let text = insertTexts.get(cacheKey);
    if (!text) {
      let n = 0;
      const mark = () => (this.kind === 'postgres' ? `$${(n += 1)}` : '?');
      const row = () => `(${COLUMNS.map(mark).join(', ')})`;
      const names = COLUMNS.map((column) => `"${column}"`).join(', ');
      text = `insert into "attendance" (${names}) values ${Array.from({ length: count }, row).join(', ')}`;
      insertTexts.set(cacheKey, text);
    }
    return text;
  }
}

// The submission's reads, compiled once (db/compiled.ts).
const lockedAssignment = compiledOnce(
  (db: Kysely<DB>, subjectId: number, date: string, period: number) => {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const query = db
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .select((eb) => [
        'assignments.staff_id',
        'assignments.status',
        'subjects.subject_code',
        eb
          .exists(
            eb
              .selectFrom('attendance')
              .select('attendance.id')
              .whereRef('attendance.subject_id', '=', 'assignments.subject_id')
              .where('attendance.date', '=', date)
              .where('attendance.period', '=', period)
              .where(stillCounts('attendance.voided_at')),
          )
          .as('slot_taken'),
        immediateAlerts(postgres).as('immediate_alerts'),
      ])
      .where('assignments.subject_id', '=', subjectId);
    return postgres ? query.forUpdate('assignments') : query;
  },
);

/**
 * The departments whose absence alerts are immediate, as one text (absence-alerts.ts): read in
 * the assignment's statement rather than by a statement of their own for every submission with
 * an absence.
 */
function immediateAlerts(postgres: boolean) {
  const list = postgres ? 'string_agg(department, chr(31))' : 'group_concat(department, char(31))';
  return sql<string | null>`(select ${sql.raw(list)} from alert_settings
    where absence = 1 and absence_mode = 'immediate')`;
}
