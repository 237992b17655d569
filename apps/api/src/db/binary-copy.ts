import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import type { DB } from './types';

/**
 * A query run as a binary `COPY (…) TO STDOUT` on PostgreSQL, its answer taken as the bytes the
 * wire brings: node-postgres decodes every text field of a plain query into a JS string, which
 * the heavy reads only turn back into bytes (docs/performance.md). What is done with the COPY's
 * data is the sink's (db/binary-rows.ts reads it a row at a time).
 */
export interface CopySink<T> {
  /** One CopyData message's bytes; node-postgres reuses the buffer after the call. */
  take(chunk: Buffer): void;
  /** The answer once the COPY has ended without error. */
  end(): T;
}

const pools = new WeakMap<Kysely<DB>, pg.Pool>();

/** Marks `db` as PostgreSQL through `pool`, whose connections a binary COPY may take. */
export function copyThrough(db: Kysely<DB>, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * What the planner is told for one COPY. `indexOrder`: no bitmap scans, hash or merge joins, so
 * that rows an index already holds in the answer's order come in that order, their names looked
 * up by (memoized) nested loops, with no sort. PostgreSQL's costs prefer a bitmap scan, a hash
 * join and a sort, which took three times as long for a department's day (docs/performance.md).
 */
export interface CopyPlan {
  indexOrder?: boolean;
  /**
   * Given the means to hold the COPY back (its connection's socket paused: PostgreSQL then waits
   * to send) and to let it go on, while it runs: a slow reader of what the rows are made into
   * holds the database back, not our memory. Both do nothing once the COPY has ended.
   */
  heldBy?: (hold: () => void, release: () => void) => void;
  /**
   * How long the COPY may stay held before it is given up (the sink then fails): a reader that
   * stops reading must not keep a database connection, and the snapshot of its transaction,
   * for as long as it likes. Default HELD_COPY_LIMIT_MS.
   */
  heldLimitMs?: number;
}

/** A minute: a phone on a slow line drains the View's few held megabytes well within it. */
export const HELD_COPY_LIMIT_MS = 60_000;

/** For the COPY's statement alone: SET LOCAL ends with the message's implicit transaction. */
const INDEX_ORDER =
  'set local enable_bitmapscan = off; set local enable_hashjoin = off; ' +
  'set local enable_mergejoin = off; ';

type CopiedQuery = SelectQueryBuilder<DB, never, object>;

/**
 * `query` as a binary COPY into `sink`, or undefined when `db` is not a PostgreSQL pool of ours
 * (SQLite, or a transaction, whose queries take the plain way). Several queries are COPYs one
 * after the other into the same sink, in one round trip.
 */
export async function binaryCopy<T>(
  db: Kysely<DB>,
  query: CopiedQuery | CopiedQuery[],
  sink: CopySink<T>,
  plan: CopyPlan = {},
): Promise<T | undefined> {
  const pool = pools.get(db);
  if (!pool) return undefined;
  const copies = (Array.isArray(query) ? query : [query]).map((each) => {
    const { sql: text, parameters } = each.compile();
    return `copy (${withLiterals(text, parameters)}) to stdout (format binary)`;
  });
  // One simple-protocol message: its statements are one implicit transaction, one round trip.
  const copy = new BinaryCopy(`${plan.indexOrder ? INDEX_ORDER : ''}${copies.join('; ')}`, sink);
  const client = await pool.connect();
  const socket = (client as unknown as { connection: { stream: Duplex } }).connection.stream;
  let running = true;
  let givingUp: NodeJS.Timeout | undefined;
  let gaveUp = false;
  plan.heldBy?.(
    () => {
      if (!running) return;
      socket.pause();
      clearTimeout(givingUp);
      givingUp = setTimeout(() => {
        gaveUp = true;
        // pg fails the COPY as a closed connection and also emits it as the client's error,
        // which a checked-out client has no listener for: heard here, not thrown by the process.
        client.once('error', () => {});
        socket.destroy();
      }, plan.heldLimitMs ?? HELD_COPY_LIMIT_MS);
    },
    () => {
      clearTimeout(givingUp);
      if (running) socket.resume();
    },
  );
  // Held as its last rows came, the connection flows again before anyone else uses it.
  const ended = () => {
    running = false;
    clearTimeout(givingUp);
    socket.resume();
  };
  client.query(copy as unknown as pg.QueryConfig);
  try {
    const answer = await copy.answer;
    ended();
    client.release();
    return answer;
  } catch (error) {
    ended();
    client.release(true); // closed rather than trusted with the next query
    if (gaveUp) throw new Error('A COPY was held longer than its reader may hold it');
    throw error;
  }
}

/**
 * COPY takes no parameters: each `$n` becomes its value as a literal (the builders that use
 * this pass numbers and short strings: ids and dates).
 */
function withLiterals(statement: string, parameters: readonly unknown[]): string {
  return statement.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`binary COPY: parameter $${n} is neither a number nor a string`);
  });
}

/** A node-postgres "submittable" that hands a COPY's data to its sink. */
class BinaryCopy<T> {
  readonly answer: Promise<T>;
  #settle!: { resolve: (answer: T) => void; reject: (error: unknown) => void };
  #error: unknown;

  constructor(
    readonly text: string,
    private readonly sink: CopySink<T>,
  ) {
    this.answer = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    this.answer.catch(() => {}); // awaited by binaryCopy; never an unhandled rejection
  }

  submit(connection: { query: (text: string) => void }): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    if (this.#error !== undefined) return;
    try {
      this.sink.take(message.chunk);
    } catch (error) {
      this.#error = error;
    }
  }

  handleError(error: unknown): void {
    this.#error ??= error;
    this.#settle.reject(error);
  }

  handleReadyForQuery(): void {
    if (this.#error !== undefined) return this.#settle.reject(this.#error);
    try {
      this.#settle.resolve(this.sink.end());
    } catch (error) {
      this.#settle.reject(error);
    }
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
}
