import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** How long a database that answered counts as answering, for the health probe. */
export const HEALTH_FRESH_MS = 1000;

/**
 * Whether the database answers, asked at most once a second however often a load balancer
 * probes: on PostgreSQL every `select 1` is a round trip that cost the server four times the CPU
 * of a bare route (issue 26). Only a success is remembered, so a database that stops answering
 * is seen within a second, and one that comes back at the next probe. Probes that arrive while a
 * check runs share it.
 */
export class DatabaseProbe {
  private answeredAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Whether the database answered within the last second: no need to ask. */
  fresh(): boolean {
    return this.clock() - this.answeredAt < HEALTH_FRESH_MS;
  }

  /** Resolves when the database answers (or answered within the last second), else throws. */
  async check(): Promise<void> {
    if (this.fresh()) return;
    this.running ??= this.ask().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async ask(): Promise<void> {
    await sql`select 1`.execute(this.db);
    this.answeredAt = this.clock();
  }
}
