import type { Kysely } from 'kysely';
import { MESSAGES } from '@attendance/domain';
import { compiledOnce } from '../../db/compiled';
import type { SqliteConnection } from '../../db/sqlite-turns';
import type { DB } from '../../db/types';
import { sha256Hex } from '../../lib/crypto';
import { UnprocessableError } from '../../lib/errors';

export interface StoredAnswer<Body> {
  statusCode: number;
  body: Body;
  replayed: boolean;
}

/**
 * One request's Idempotency-Key: a retry with the same key and body gets the first answer again,
 * the same key with another body gets 422. Without a key every method does nothing.
 */
export class IdempotencyKey<Body> {
  private readonly requestHash: string;

  constructor(
    private readonly staffId: number,
    private readonly key: string | undefined,
    request: unknown,
  ) {
    // Only a keyed request is ever compared with another, so only it pays for the digest.
    this.requestHash = key ? sha256Hex(JSON.stringify(request)) : '';
  }

  /** The stored answer of an earlier request with this key, if there is one. */
  async replay(db: Kysely<DB>): Promise<StoredAnswer<Body> | undefined> {
    if (!this.key) return undefined;
    const stored = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('staff_id', '=', this.staffId)
      .where('key', '=', this.key)
      .executeTakeFirst();
    if (!stored) return undefined;
    if (stored.request_hash !== this.requestHash) {
      throw new UnprocessableError(MESSAGES.idempotencyMismatch);
    }
    return {
      statusCode: stored.status_code,
      body: JSON.parse(stored.response_body) as Body,
      replayed: true,
    };
  }

  /** The key and the request's digest, for a statement that keeps the answer itself. */
  stored(): { key: string; requestHash: string } | null {
    return this.key ? { key: this.key, requestHash: this.requestHash } : null;
  }

  /** Keeps the answer, inside the transaction of the change it answers. */
  async save(trx: Kysely<DB>, statusCode: number, body: Body, now: Date): Promise<void> {
    if (this.key) await saveAnswer(trx, ...this.answerValues(statusCode, body, now, this.key));
  }

  /** The same at once on SQLite's connection, inside its transaction (db/sqlite-turns.ts). */
  saveNow(sqlite: SqliteConnection, statusCode: number, body: Body, now: Date): void {
    if (this.key) saveAnswer.now(sqlite, ...this.answerValues(statusCode, body, now, this.key));
  }

  private answerValues(statusCode: number, body: Body, now: Date, key: string) {
    return [
      this.staffId,
      key,
      this.requestHash,
      statusCode,
      JSON.stringify(body),
      now.toISOString(),
    ] as const;
  }
}

// Every keyed submission keeps its answer: compiled once (db/compiled.ts).
const saveAnswer = compiledOnce(
  (
    db: Kysely<DB>,
    staffId: number,
    key: string,
    requestHash: string,
    statusCode: number,
    responseBody: string,
    createdAt: string,
  ) =>
    db.insertInto('idempotency_keys').values({
      staff_id: staffId,
      key,
      request_hash: requestHash,
      status_code: statusCode,
      response_body: responseBody,
      created_at: createdAt,
    }),
);
