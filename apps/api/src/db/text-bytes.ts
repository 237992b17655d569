import { sql, SqliteAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from './types';

/**
 * One large text a query writes (a page of View Attendance as JSON, 1.6 MB), as UTF-8 bytes for
 * the socket. The drivers decode a text field into a JS string, which the answer then encodes
 * back into bytes: in a report worker the two conversions, and the garbage of megabyte strings,
 * were most of its CPU per View (docs/performance.md). On SQLite the text is cast to a blob,
 * which better-sqlite3 hands over as a Buffer (SQLite's text is already UTF-8). PostgreSQL's
 * heavy reads hand over their fields as bytes instead (db/binary-copy.ts); a text asked of it
 * here takes the plain way.
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
  return Buffer.from((await query.executeTakeFirstOrThrow()).text);
}
