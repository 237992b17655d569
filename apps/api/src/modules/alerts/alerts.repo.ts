import type { Kysely } from 'kysely';
import type { AlertLogQuery } from '@attendance/domain';
import type { DB } from '../../db/types';

/** The Delivery log's reads and the stopped numbers: all their SQL. */
export class AlertsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The department's alerts, newest first, filtered; `limit` rows at most. */
  async deliveries(
    department: string,
    query: AlertLogQuery,
    range: { from: string; to: string } | null,
    limit: number,
  ) {
    let select = this.db
      .selectFrom('alert_outbox as o')
      .innerJoin('students as st', 'st.id', 'o.student_id')
      .select([
        'o.id',
        'o.student_id',
        'st.register_number',
        'st.student_name',
        'o.kind',
        'o.recipient',
        'o.day',
        'o.created_at',
        'o.sent_at',
        'o.state',
        'o.reason',
        'o.attempts',
        'o.phone',
        'o.message_text',
        'o.language',
        'o.parts',
      ])
      .where('o.department', '=', department);
    if (query.state) select = select.where('o.state', '=', query.state);
    if (query.kind) select = select.where('o.kind', '=', query.kind);
    if (range)
      select = select.where('o.created_at', '>=', range.from).where('o.created_at', '<', range.to);
    if (query.search) {
      // The wildcards of LIKE are taken out rather than escaped (the engines escape differently).
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, '')}%`;
      select = select.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['st.register_number']), 'like', like),
          eb(eb.fn('lower', ['st.student_name']), 'like', like),
        ]),
      );
    }
    return select.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
  }

  /**
   * Today's sent (since the campus day began) and the SMS parts they took, waiting (now), failed
   * (since the day began).
   */
  async counts(department: string, dayStart: string) {
    const rows = await this.db
      .selectFrom('alert_outbox')
      .select([
        'state',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.sum<number | string | null>(eb.fn.coalesce('parts', eb.lit(1))).as('parts'),
      ])
      .where('department', '=', department)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'waiting'),
          eb.and([eb('state', '=', 'sent'), eb('sent_at', '>=', dayStart)]),
          eb.and([eb('state', '=', 'failed'), eb('updated_at', '>=', dayStart)]),
        ]),
      )
      .groupBy('state')
      .execute();
    const row = (state: string) => rows.find((r) => r.state === state);
    const n = (state: string) => Number(row(state)?.n ?? 0);
    return {
      sent: n('sent'),
      waiting: n('waiting'),
      failed: n('failed'),
      parts: Number(row('sent')?.parts ?? 0),
    };
  }

  async isStopped(phone: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('alert_stops')
      .select('phone')
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setStopped(phone: string, stopped: boolean, at: string): Promise<void> {
    if (stopped) {
      await this.db
        .insertInto('alert_stops')
        .values({ phone, stopped_at: at })
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('alert_stops').where('phone', '=', phone).execute();
    }
  }
}
