import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertOutboxTable, DB } from '../../db/types';

export type OutboxRow = Selectable<AlertOutboxTable>;
export type NewAlert = Pick<
  OutboxRow,
  | 'alert_key'
  | 'department'
  | 'student_id'
  | 'kind'
  | 'recipient'
  | 'day'
  | 'subject_id'
  | 'period'
  | 'facts'
>;

/** The outbox as the sender and the daily job use it: all its SQL. */
export class OutboxRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  /** New alerts, each once per key (a second maker's insert does nothing); how many were new. */
  async add(alerts: NewAlert[], at: string): Promise<number> {
    if (alerts.length === 0) return 0;
    const result = await this.db
      .insertInto('alert_outbox')
      .values(
        alerts.map((a) => ({
          ...a,
          state: 'waiting',
          reason: 'to send',
          created_at: at,
          updated_at: at,
          next_at: at,
        })),
      )
      .onConflict((oc) => oc.column('alert_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /**
   * Claims up to `limit` due rows until `lease`: PostgreSQL skips the rows another server holds
   * locked (FOR UPDATE SKIP LOCKED) and the lease keeps them its own while it sends; SQLite has
   * one sender, and its writes are serial anyway.
   */
  async claim(now: string, lease: string, limit: number): Promise<OutboxRow[]> {
    const lock = this.kind === 'postgres' ? sql`for update skip locked` : sql``;
    const { rows } = await sql<OutboxRow>`
      update alert_outbox set claimed_until = ${lease}
       where id in (
         select id from alert_outbox
          where state = 'waiting' and next_at <= ${now}
            and (claimed_until is null or claimed_until < ${now})
          order by next_at, id
          limit ${limit}
          ${lock})
      returning *`.execute(this.db);
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Frees every claim: a SQLite server starting is the only sender, so any claim is a crash's. */
  async releaseAll(): Promise<void> {
    await this.db
      .updateTable('alert_outbox')
      .set({ claimed_until: null })
      .where('claimed_until', 'is not', null)
      .execute();
  }

  async finish(
    id: number,
    change: Partial<
      Pick<
        OutboxRow,
        | 'state'
        | 'reason'
        | 'next_at'
        | 'sent_at'
        | 'phone'
        | 'message_text'
        | 'language'
        | 'parts'
        | 'gateway_answer'
        | 'first_failed_at'
        | 'attempts'
      >
    >,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('alert_outbox')
      .set({ ...change, claimed_until: null, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes one message of the department's day from its cap: false when the cap is used up.
   * One conditional update, so two servers never pass the cap between them.
   */
  async reserve(department: string, day: string, cap: number): Promise<boolean> {
    if (cap <= 0) return false;
    // One statement, so one commit per message (on SQLite a disk sync each) instead of two.
    const result = await this.db
      .insertInto('alert_counts')
      .values({ department, day, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['department', 'day'])
          .doUpdateSet((eb) => ({ used: eb('alert_counts.used', '+', 1) }))
          .where('alert_counts.used', '<', cap),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Gives back a reserved message the gateway did not take. */
  async unreserve(department: string, day: string): Promise<void> {
    await this.db
      .updateTable('alert_counts')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('department', '=', department)
      .where('day', '=', day)
      .where('used', '>', 0)
      .execute();
  }

  async stopped(phone: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('alert_stops')
      .select('phone')
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row !== undefined;
  }

  async student(id: number) {
    return this.db
      .selectFrom('students')
      .select([
        'id',
        'student_name',
        'register_number',
        'student_number',
        'parent_number',
        'active',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A student's absent periods of a day that still count, with the subjects' names. */
  async absentPeriods(
    studentId: number,
    day: string,
    slot?: { subjectId: number; period: number },
  ) {
    let query = this.db
      .selectFrom('attendance as a')
      .innerJoin('subjects as s', 's.id', 'a.subject_id')
      .select(['a.period', 's.subject_name'])
      .where('a.student_id', '=', studentId)
      .where('a.date', '=', day)
      .where('a.status', '=', 'A')
      .where('a.voided_at', 'is', null);
    if (slot)
      query = query.where('a.subject_id', '=', slot.subjectId).where('a.period', '=', slot.period);
    return query.orderBy('a.period').execute();
  }
}
