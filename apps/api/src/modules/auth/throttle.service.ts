import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { TooManyRequestsError } from '../../lib/errors';
import { ThrottleRepo, type FailureCounts } from './throttle.repo';

export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * The layers of the sign-in throttle, all over the same 15 minutes. The first is the one a person
 * meets; the second bounds guessing at one account from many addresses; the third bounds one
 * address across accounts, so one address cannot lock out a colleague elsewhere more cheaply
 * than by 10 guesses, nor lock out the whole campus. Figures in docs/security.md.
 */
export const THROTTLE_LAYERS = [
  { layer: 'pair', limit: 10, subject: 'for this account' },
  { layer: 'account', limit: 50, subject: 'for this account' },
  { layer: 'address', limit: 100, subject: 'from this address' },
] as const satisfies { layer: keyof FailureCounts; limit: number; subject: string }[];

/** Failures are kept a day for the record; only the last 15 minutes count. */
const KEPT_MS = 24 * 3600_000;

export class SignInThrottle {
  private readonly repo: ThrottleRepo;

  constructor(db: Kysely<DB>) {
    this.repo = new ThrottleRepo(db);
  }

  /**
   * Admits one credential check, or throws 429. An admitted attempt is recorded as a failure at
   * once, under a lock, before the credentials are looked at: counting, deciding and recording
   * are one step, so parallel guesses can never check more than the limit. A success then
   * takes its record back (`succeeded`).
   */
  async admit(email: string, address: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
    await this.repo.exclusively(email, address, async (repo) => {
      const counts = await repo.countSince(email, address, since);
      const blocked = THROTTLE_LAYERS.filter(({ layer, limit }) => counts[layer].count >= limit)
        .map(({ layer, subject }) => ({ subject, until: retryAt(counts[layer].oldest, now) }))
        .sort((a, b) => b.until - a.until)[0];
      if (blocked) {
        const minutes = Math.max(1, Math.ceil((blocked.until - now.getTime()) / 60_000));
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts ${blocked.subject}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          minutes * 60,
        );
      }
      await repo.record(email, address, now);
    });
    await this.repo.prune(new Date(now.getTime() - KEPT_MS));
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.repo.clear(email, address);
  }
}

function retryAt(oldest: string | null, now: Date): number {
  return oldest ? new Date(oldest).getTime() + FAILED_LOGIN_WINDOW_MS : now.getTime();
}
