import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertOutboxTable, DB } from '../../db/types';
import { alike, writeGroups, type Decided, type Finishing } from './outbox-finish';

export type { Decided, Finishing } from './outbox-finish';

export type OutboxRow = Selectable<AlertOutboxTable>;
/** What the sender writes of a row when it is done with it, this time. */
export type FinishChange = Partial<
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
>;
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

const byId = (a: OutboxRow, b: OutboxRow) => a.id - b.id;

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
   * Claims up to `limit` due rows, lets `decide` judge them, and writes what it decided: the
   * states of the rows not sent, and a lease until `lease` on those to send. PostgreSQL does it
   * in one transaction with the rows locked (FOR UPDATE SKIP LOCKED: another server skips them,
   * and after the commit the lease keeps those being sent its own): a row not sent is one write
   * and a batch one commit, where the lease and then the state were two of each, the lease a
   * commit per 20 rows beside every submission (docs/performance.md, issue 51). A server that
   * dies while judging leaves the rows as they were, free at once. SQLite has one server, whose
   * ticks never overlap (AlertWorker.tick), so its sender only reads them: a lease written there
   * was one more sync of the log per batch, and a crash's claims were freed at the next start
   * anyway (releaseAll). The rows go to `decide` in id order; returns how many were claimed.
   */
  async claim(
    now: string,
    lease: string,
    limit: number,
    decide: (rows: OutboxRow[]) => Promise<Decided>,
  ): Promise<number> {
    if (this.kind === 'sqlite') {
      const rows = await this.db
        .selectFrom('alert_outbox')
        .selectAll()
        .where('state', '=', 'waiting')
        .where('next_at', '<=', now)
        .orderBy('next_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      await this.finishAll((await decide(rows.sort(byId))).done, now);
      return rows.length;
    }
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<OutboxRow>`
        select * from alert_outbox
         where state = 'waiting' and next_at <= ${now}
           and (claimed_until is null or claimed_until < ${now})
         order by next_at, id
         limit ${limit}
         for update skip locked`.execute(trx);
      const { done, sending } = await decide(rows.sort(byId));
      await writeGroups(trx, alike(done), now);
      if (sending.length > 0)
        await trx
          .updateTable('alert_outbox')
          .set({ claimed_until: lease })
          .where('id', 'in', sending)
          .execute();
      return rows.length;
    });
  }

  /** Lets rows leased for a send that did not start go (PostgreSQL): another claim takes them. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('alert_outbox')
      .set({ claimed_until: null })
      .where('id', 'in', ids)
      .where('state', '=', 'waiting')
      .execute();
  }

  /** Frees every claim: a SQLite server starting is the only sender, so any claim is a crash's. */
  async releaseAll(): Promise<void> {
    await this.db
      .updateTable('alert_outbox')
      .set({ claimed_until: null })
      .where('claimed_until', 'is not', null)
      .execute();
  }

  /**
   * Writes the states of a batch of claimed rows in one transaction: on SQLite one commit (one
   * sync of the log) for the batch instead of one a row, which the sender's rows took from the
   * submissions beside it (docs/performance.md, issue 51). Rows whose change is the same (a
   * backfill's cancellations) are one statement.
   */
  async finishAll(finishes: Finishing[], at: string): Promise<void> {
    const groups = alike(finishes);
    // One statement needs no transaction of its own (and PostgreSQL no BEGIN and COMMIT).
    if (groups.length === 1) await writeGroups(this.db, groups, at);
    else if (groups.length > 1)
      await this.db.transaction().execute((trx) => writeGroups(trx, groups, at));
  }

  /**
   * Takes one message of the department's day from its cap, for each message in turn, in one
   * transaction (one commit for a few messages): false for those over the cap. Each is one
   * conditional upsert, so two servers never pass the cap between them.
   */
  async reserveEach(
    messages: { department: string; cap: number }[],
    day: string,
  ): Promise<boolean[]> {
    if (messages.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const taken: boolean[] = [];
      for (const { department, cap } of messages)
        taken.push(await reserve(trx, department, day, cap));
      return taken;
    });
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

async function reserve(db: Kysely<DB>, department: string, day: string, cap: number) {
  if (cap <= 0) return false;
  const result = await db
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
