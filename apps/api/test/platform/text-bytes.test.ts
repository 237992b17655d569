import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textAsBytes } from '../../src/db/text-bytes';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';

/** What a View page's text may hold, and the quotes and backslash a literal must escape. */
const PIECE = `O'Brien \\ "Nan" é € 😀 \u0001 %s $1 `;

describeEachDatabase('a large text read as bytes', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const repeated = (piece: string, times: number) =>
    kind === 'postgres'
      ? sql<string>`repeat(cast(${piece} as text), cast(${times} as integer))`
      : sql<string>`replace(hex(zeroblob(${times})), '00', ${piece})`;

  it('gives the text as UTF-8 bytes, parameters and all, however many reads it takes', async () => {
    // 4 MB: the wire brings it in many pieces.
    const times = 100_000;
    const bytes = await textAsBytes(
      t.database.db,
      t.database.db.selectNoFrom(repeated(PIECE, times).as('text')),
    );
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(Buffer.from(PIECE.repeat(times)))).toBe(true);
  });

  it('gives an empty text as no bytes', async () => {
    const bytes = await textAsBytes(
      t.database.db,
      t.database.db.selectNoFrom(sql<string>`''`.as('text')),
    );
    expect(bytes.length).toBe(0);
  });

  it('rejects with the database error and keeps serving', async () => {
    const failing = t.database.db.selectNoFrom(
      sql<string>`cast(1 / (select count(*) from staff where id < 0) as text)`.as('text'),
    );
    if (kind === 'postgres')
      await expect(textAsBytes(t.database.db, failing)).rejects.toThrow(/division by zero/);
    const again = await textAsBytes(
      t.database.db,
      t.database.db.selectNoFrom(repeated('ok', 3).as('text')),
    );
    expect(Buffer.from(again).toString()).toBe('okokok');
  });
});
