import type { FastifyBaseLogger } from 'fastify';
import { ALERT_RETRY_HOURS, campusToday, nextClock, retryDelayMs } from '@attendance/domain';
import type { Config } from '../../config';
import type { SmsSender } from '../family';
import { finished, type Finish, type Sendable } from './alert-delivery';
import type { OutboxRepo, OutboxRow } from './outbox.repo';

const HOUR = 3_600_000;
const clock = (d: Date) => d.toISOString().slice(11, 16);

/**
 * The rows AlertDelivery.judge passed, a few side by side: each message taken from its
 * department's cap, then sent; what each row becomes (sent, waiting for the cap or a retry,
 * failed after 24 hours), for the worker to write.
 */
export class AlertGateway {
  constructor(
    private readonly repo: OutboxRepo,
    private readonly config: Config,
    private readonly sms: SmsSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Reserves each row's message from its department's cap (one transaction), then asks the
   * gateway for those reserved, side by side; the states to write, in the rows' order.
   */
  async send(rows: Sendable[], now: Date): Promise<Finish[]> {
    const at = now.toISOString();
    const today = campusToday(now, this.config.timezone);
    const reserved = await this.repo.reserveEach(
      rows.map((s) => ({ department: s.row.department, cap: s.settings.dailyCap })),
      today,
    );
    return Promise.all(
      rows.map(async ({ row, settings, message, variables, told }, i): Promise<Finish> => {
        if (!reserved[i]) {
          return finished(row, {
            ...told,
            reason: `waiting: the daily cap of ${settings.dailyCap} messages is reached; sent tomorrow`,
            next_at: nextClock(
              new Date(now.getTime() + 1000),
              this.config.timezone,
              0,
            ).toISOString(),
          });
        }
        try {
          const answer = await this.sms.send(message, variables);
          // Whatever the row says now (a void may have cancelled it meanwhile): it went.
          return finished(row, {
            ...told,
            state: 'sent',
            reason: 'sent',
            sent_at: at,
            gateway_answer: answer,
            attempts: row.attempts + 1,
          });
        } catch (error) {
          await this.repo.unreserve(row.department, today);
          return this.retry(row, told, error, now);
        }
      }),
    );
  }

  /** A refused message: tried again with backoff, given up after ALERT_RETRY_HOURS. */
  private retry(row: OutboxRow, told: Sendable['told'], error: unknown, now: Date): Finish {
    const at = now.toISOString();
    const why = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    const first = row.first_failed_at ?? at;
    if (now.getTime() - Date.parse(first) >= ALERT_RETRY_HOURS * HOUR) {
      return finished(row, {
        ...told,
        state: 'failed',
        reason: `gave up after ${attempts} tries: ${why}`,
        attempts,
        first_failed_at: first,
      });
    }
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    this.log.warn(
      { alert: row.id, err: { message: why } },
      'the SMS gateway did not accept an alert',
    );
    return finished(row, {
      ...told,
      reason: `waiting: the gateway failed (${why}); try ${attempts + 1} at ${clock(next)} UTC`,
      next_at: next.toISOString(),
      attempts,
      first_failed_at: first,
    });
  }
}
