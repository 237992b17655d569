import { sql, SqliteAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

/**
 * One large text a query writes (a page of View Attendance as JSON, 1.6 MB), as UTF-8 bytes for
 * the socket. The drivers decode a text field into a JS string, which the answer then encodes
 * back into bytes: in a report worker the two conversions, and the garbage of megabyte strings,
 * were most of its CPU per View (docs/performance.md). On SQLite the text is cast to a blob,
 * which better-sqlite3 hands over as a Buffer (SQLite's text is already UTF-8). On PostgreSQL
 * the query runs as a binary `COPY … TO STDOUT`, whose rows arrive as bytes, copied once from the
 * wire into the answer's own buffer; a transaction's queries there take the plain way.
 */
export async function textAsBytes(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, never, { text: string }>,
): Promise<Uint8Array> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { bytes } = await db
      .selectFrom(query.as('answer'))
      .select(sql<Uint8Array>`cast(${sql.ref('answer.text')} as blob)`.as('bytes'))
      .executeTakeFirstOrThrow();
    return bytes;
  }
  const pool = pools.get(db);
  if (!pool) return Buffer.from((await query.executeTakeFirstOrThrow()).text);
  const { sql: text, parameters } = query.compile();
  const copy = new BinaryCopyOfOneText(
    `copy (${withLiterals(text, parameters)}) to stdout (format binary)`,
  );
  const client = await pool.connect();
  client.query(copy as unknown as pg.QueryConfig);
  try {
    const bytes = await copy.bytes;
    client.release();
    return bytes;
  } catch (error) {
    client.release(true); // closed rather than trusted with the next query
    throw error;
  }
}

const pools = new WeakMap<Kysely<DB>, pg.Pool>();

/** Marks `db` as PostgreSQL through `pool`, whose connections textAsBytes may take. */
export function readTextsAsBytes(db: Kysely<DB>, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * COPY takes no parameters: each `$n` becomes its value as a literal (the builders that use
 * this pass numbers and short strings: ids, dates, a bracket).
 */
function withLiterals(statement: string, parameters: readonly unknown[]): string {
  return statement.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`textAsBytes: parameter $${n} is neither a number nor a string`);
  });
}

/** How a binary COPY begins: the signature, 11 bytes, then two 32-bit fields. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 8;

/**
 * A node-postgres "submittable" for a COPY of one row of one text column: the field's bytes are
 * copied into a buffer of their exact size as they arrive (node-postgres reuses its own).
 */
class BinaryCopyOfOneText {
  readonly bytes: Promise<Uint8Array>;
  #settle!: { resolve: (bytes: Uint8Array) => void; reject: (error: unknown) => void };
  #error: unknown;
  /** The bytes before the field (header, field count, length), gathered until complete. */
  #prefix = Buffer.alloc(0);
  #prefixBytes = HEADER_BYTES;
  #field: Uint8Array | undefined;
  #filled = 0;

  constructor(readonly text: string) {
    this.bytes = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    this.bytes.catch(() => {}); // awaited by textAsBytes; never an unhandled rejection
  }

  submit(connection: { query: (text: string) => void }): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    if (this.#error !== undefined) return;
    try {
      this.#take(message.chunk);
    } catch (error) {
      this.#error = error;
    }
  }

  handleError(error: unknown): void {
    this.#error ??= error;
    this.#settle.reject(error);
  }

  handleReadyForQuery(): void {
    if (this.#error !== undefined) this.#settle.reject(this.#error);
    else if (!this.#field || this.#filled < this.#field.length) {
      this.#settle.reject(new Error('textAsBytes: the COPY ended before its one text'));
    } else this.#settle.resolve(this.#field);
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}

  #take(chunk: Buffer): void {
    let at = 0;
    while (!this.#field && at < chunk.length) {
      const wanted = this.#prefixBytes - this.#prefix.length;
      const taken = chunk.subarray(at, at + wanted);
      this.#prefix = Buffer.concat([this.#prefix, taken]);
      at += taken.length;
      if (this.#prefix.length === this.#prefixBytes) this.#readPrefix();
    }
    if (!this.#field) return;
    // The field, then the trailer (a field count of -1), which is not kept.
    const copied = Math.min(this.#field.length - this.#filled, chunk.length - at);
    this.#field.set(chunk.subarray(at, at + copied), this.#filled);
    this.#filled += copied;
  }

  #readPrefix(): void {
    const prefix = this.#prefix;
    if (!prefix.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
      throw new Error('textAsBytes: not a binary COPY');
    }
    const fieldAt = HEADER_BYTES + prefix.readUInt32BE(SIGNATURE.length + 4);
    if (this.#prefixBytes === HEADER_BYTES) {
      this.#prefixBytes = fieldAt + 6; // the row's field count (16 bits) and length (32 bits)
      return;
    }
    const fields = prefix.readInt16BE(fieldAt);
    const length = prefix.readInt32BE(fieldAt + 2);
    if (fields !== 1 || length < 0) throw new Error('textAsBytes: not one row of one text');
    this.#field = new Uint8Array(length);
  }
}
