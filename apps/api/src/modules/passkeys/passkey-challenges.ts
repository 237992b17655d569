import { PASSKEY_MESSAGES } from '@attendance/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BadRequestError } from '../../lib/errors';
import { signedChallenge, webAuthn } from './relying-party';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * What a challenge was made for: the staff ceremonies, or a student's or parent's (issue 50),
 * whose registration names its owner in the purpose ('family-register:student:24CSE001').
 */
export type ChallengePurpose =
  'register' | 'authenticate' | 'family-authenticate' | `family-register:${string}`;

/**
 * The one-time ceremony challenges of every passkey, staff or family: one row each, spent by
 * its first answer, so every server on one PostgreSQL shares them (migration 010).
 */
export class PasskeyChallenges {
  constructor(private readonly db: Kysely<DB>) {}

  async save(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    now: Date,
  ): Promise<void> {
    await this.db
      .deleteFrom('passkey_challenges')
      .where('expires_at', '<', now.toISOString())
      .execute();
    await this.db
      .insertInto('passkey_challenges')
      .values({
        challenge,
        purpose,
        staff_id: staffId,
        expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
      })
      .execute();
  }

  /** Spends a challenge: true only for the first caller, before it expires, for its purpose. */
  async consume(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    now: Date,
  ): Promise<boolean> {
    let query = this.db
      .deleteFrom('passkey_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now.toISOString());
    query =
      staffId === null
        ? query.where('staff_id', 'is', null)
        : query.where('staff_id', '=', staffId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** The challenge the browser signed, spent: once, before it expires, for its ceremony. */
  async spend(
    clientDataJSON: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    now: Date,
  ): Promise<void> {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge || !(await this.consume(challenge, purpose, staffId, now))) {
      throw new BadRequestError(PASSKEY_MESSAGES.challengeSpent, 'PASSKEY_CHALLENGE_SPENT');
    }
  }

  /** The options of a discoverable-credential sign-in, its challenge kept for `purpose`. */
  async authenticationOptions(rpID: string, purpose: ChallengePurpose, now: Date) {
    const { generateAuthenticationOptions } = await webAuthn();
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
    });
    await this.save(options.challenge, purpose, null, now);
    return options as typeof options & Record<string, unknown>;
  }
}
