import { CompiledQuery, type Kysely } from 'kysely';
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

/** Writes of a submission, always inside the caller's transaction. */
export class MarkingRepo {
  private readonly insertTexts = new Map<number, string>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  /**
   * The assignment of the subject; on PostgreSQL the row stays locked until the transaction
   * ends, so an HOD's lock waits for a submission already under way and never lets one in after.
   */
  lockedAssignment(trx: Kysely<DB>, subjectId: number) {
    let query = trx
      .selectFrom('assignments')
      .innerJoin('subjects', 'subjects.id', 'assignments.subject_id')
      .select(['assignments.staff_id', 'assignments.status', 'subjects.subject_code'])
      .where('assignments.subject_id', '=', subjectId);
    if (this.kind === 'postgres') query = query.forUpdate('assignments');
    return query.executeTakeFirst();
  }

  slotTakenBySubject(trx: Kysely<DB>, subjectId: number, date: string, period: number) {
    return trx
      .selectFrom('attendance')
      .select('id')
      .where('subject_id', '=', subjectId)
      .where('date', '=', date)
      .where('period', '=', period)
      .limit(1)
      .executeTakeFirst();
  }

  /** A record of any subject already held by one of these students in the same slot. */
  studentSlotConflict(trx: Kysely<DB>, studentIds: number[], date: string, period: number) {
    return trx
      .selectFrom('attendance')
      .select(['register_number', 'subject_code'])
      .where('date', '=', date)
      .where('period', '=', period)
      .where('student_id', 'in', studentIds)
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * One multi-row INSERT per 500 rows, as Kysely would write it; but Kysely builds and compiles
   * a tree of 60 × 14 values for every submission, which cost half of what SQLite spends
   * inserting them (docs/performance.md), while the text depends only on the row count.
   */
  async insert(trx: Kysely<DB>, rows: NewAttendanceRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const values = chunk.flatMap((row) => COLUMNS.map((column) => row[column]));
      await trx.executeQuery(CompiledQuery.raw(this.insertText(chunk.length), values));
    }
  }

  private insertText(count: number): string {
    let text = this.insertTexts.get(count);
    if (!text) {
      let n = 0;
      const mark = () => (this.kind === 'postgres' ? `$${(n += 1)}` : '?');
      const row = () => `(${COLUMNS.map(mark).join(', ')})`;
      const names = COLUMNS.map((column) => `"${column}"`).join(', ');
      text = `insert into "attendance" (${names}) values ${Array.from({ length: count }, row).join(', ')}`;
      this.insertTexts.set(count, text);
    }
    return text;
  }

  findIdempotent(db: Kysely<DB>, staffId: number, key: string) {
    return db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('staff_id', '=', staffId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async saveIdempotent(
    trx: Kysely<DB>,
    entry: {
      staffId: number;
      key: string;
      requestHash: string;
      statusCode: number;
      body: unknown;
      now: Date;
    },
  ): Promise<void> {
    await trx
      .insertInto('idempotency_keys')
      .values({
        staff_id: entry.staffId,
        key: entry.key,
        request_hash: entry.requestHash,
        status_code: entry.statusCode,
        response_body: JSON.stringify(entry.body),
        created_at: entry.now.toISOString(),
      })
      .execute();
  }
}
