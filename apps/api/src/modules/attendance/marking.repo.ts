import type { Kysely } from 'kysely';
import type { AttendanceTable, DB } from '../../db/types';

const INSERT_CHUNK = 500;

/** Writes of a submission, always inside the caller's transaction. */
export class MarkingRepo {
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
      .select(['staff_id', 'status'])
      .where('subject_id', '=', subjectId);
    if (this.kind === 'postgres') query = query.forUpdate();
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

  async insert(trx: Kysely<DB>, rows: Omit<AttendanceTable, 'id'>[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('attendance')
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
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
