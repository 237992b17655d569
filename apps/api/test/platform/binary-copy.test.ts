import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryCopy, type CopyPlan } from '../../src/db/binary-copy';
import { EachRow, type CopyRow, type RowBuilder } from '../../src/db/binary-rows';
import { ColumnArrays } from '../../src/db/copy-arrays';
import { MadeOnce } from '../../src/db/made-once';
import { createTestApp, databaseKinds, type TestApp } from '../helpers';
import type { DB } from '../../src/db/types';

const AWKWARD = `O'Brien \\ "Nan" é € 😀 \u0001 %s $1`;

/** Each row's text fields, and its records when its last two fields are their columns' arrays. */
class Texts implements RowBuilder<string[][]> {
  readonly rows: string[][] = [];
  readonly #records = new ColumnArrays();
  constructor(private readonly arrayField?: number) {}

  row(row: CopyRow): void {
    const count = this.arrayField ?? row.fields;
    const texts = Array.from({ length: count }, (_, field) => row.text(field));
    if (this.arrayField !== undefined) {
      this.#records.open(row, this.arrayField, 2);
      while (this.#records.next())
        texts.push(`(${this.#records.text(0)}|${this.#records.text(1)})`);
    }
    this.rows.push(texts);
  }

  end(): string[][] {
    return this.rows;
  }
}

/** A binary COPY of rows of text fields, as PostgreSQL writes one. */
function copyOf(rows: string[][]): Buffer {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    for (const text of row) {
      const bytes = Buffer.from(text);
      const length = Buffer.alloc(4);
      length.writeInt32BE(bytes.length);
      parts.push(length, bytes);
    }
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

describe('a binary COPY read row by row', () => {
  const rows = [
    [AWKWARD, ''],
    ['2026-03-10', '7'],
    ['😀'.repeat(300), AWKWARD],
  ];

  it('gives every row whole, however its bytes are cut, and never keeps the bytes given', () => {
    const copy = copyOf(rows);
    for (const size of [1, 2, 3, 5, 17, 64, copy.length]) {
      const sink = new EachRow(new Texts());
      for (let at = 0; at < copy.length; at += size) {
        // node-postgres reuses a message's buffer: the sink must copy what it keeps.
        const piece = Buffer.from(copy.subarray(at, at + size));
        sink.take(piece);
        piece.fill(0);
      }
      expect(sink.end(), `pieces of ${size} bytes`).toEqual(rows);
    }
  });

  it('reads COPYs one after the other, marking the end of each, however their bytes are cut', () => {
    const second = [['one'], [AWKWARD]];
    const both = Buffer.concat([copyOf(rows), copyOf(second)]);
    for (const size of [1, 7, 30, both.length]) {
      const seen: string[] = [];
      const sink = new EachRow({
        row: (row: CopyRow) => void seen.push(row.text(0)),
        copyEnded: () => void seen.push('|'),
        end: () => seen,
      });
      for (let at = 0; at < both.length; at += size) {
        const piece = Buffer.from(both.subarray(at, at + size));
        sink.take(piece);
        piece.fill(0);
      }
      expect(sink.end(), `pieces of ${size} bytes`).toEqual([
        ...rows.map((row) => row[0]),
        '|',
        'one',
        AWKWARD,
        '|',
      ]);
    }
  });

  it('refuses bytes that are not a binary COPY, and a COPY that ends inside a row', () => {
    expect(() => new EachRow(new Texts()).take(Buffer.from('PGCOPY\nXXXXXXXXXXXXXXXXXX'))).toThrow(
      /not a binary COPY/,
    );
    const cut = new EachRow(new Texts());
    cut.take(copyOf(rows).subarray(0, 40));
    expect(() => cut.end()).toThrow(/ended inside a row/);
  });
});

describe('values made once by their fields', () => {
  it('makes each distinct run of fields once, whatever was guessed', () => {
    const made: string[] = [];
    const once = new MadeOnce(0, 1, (row: CopyRow) => {
      made.push(`${row.text(0)}/${row.text(1)}`);
      return made.length;
    });
    // 'ab'+'c' and 'a'+'bc' have the same characters: the lengths keep them apart.
    const copy = copyOf([
      ['ab', 'c'],
      ['a', 'bc'],
      ['ab', 'c'],
      ['a', 'bc'],
      ['a', 'bc'],
    ]);
    const values: number[] = [];
    let guess: ReturnType<typeof once.find> | undefined;
    const sink = new EachRow({
      row: (row: CopyRow) => {
        guess = once.find(row, guess);
        values.push(guess.value);
      },
      end: () => values,
    });
    sink.take(copy);
    expect(sink.end()).toEqual([1, 2, 1, 2, 2]);
    expect(made).toEqual(['ab/c', 'a/bc']);
  });
});

describe.runIf(databaseKinds().includes('postgres'))('binary COPY of a query [postgres]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t.close());

  it('hands over rows and arrays as the database holds them, parameters and all', async () => {
    const db = t.database.db;
    // 3,000 rows, one of them over 1 MB: many messages, and one larger than a socket read.
    const query = db
      .selectFrom(sql<{ s: number }>`generate_series(1, 3000)`.as('s'))
      .select([
        sql<string>`cast(s as text) || ${AWKWARD}`.as('label'),
        sql<string>`case when s = 7 then repeat(${AWKWARD}, 40000) else '' end`.as('large'),
        sql`array(select cast(m as text) from generate_series(1, s % 4) m)`.as('numbers'),
        sql`array(select ${AWKWARD} from generate_series(1, s % 4) m)`.as('texts'),
      ])
      .orderBy(sql`s`);
    const rows = await binaryCopy(db, query, new EachRow(new Texts(2)));
    expect(rows).toHaveLength(3000);
    expect(rows?.[0]).toEqual([`1${AWKWARD}`, '', `(1|${AWKWARD})`]);
    expect(rows?.[3]).toEqual([`4${AWKWARD}`, '']);
    expect(rows?.[6]).toEqual([
      `7${AWKWARD}`,
      AWKWARD.repeat(40000),
      `(1|${AWKWARD})`,
      `(2|${AWKWARD})`,
      `(3|${AWKWARD})`,
    ]);
  });

  it('reads records sent as one array per column, and refuses columns that do not line up', async () => {
    const db = t.database.db;
    const records = (ids: RawBuilder<unknown>, texts: RawBuilder<unknown>) => {
      const read = new ColumnArrays();
      const seen: string[] = [];
      const sink = new EachRow({
        row: (row: CopyRow) => {
          read.open(row, 0, 2);
          while (read.next()) seen.push(`${read.int32(0)}:${read.text(1)}`);
        },
        end: () => seen,
      });
      return binaryCopy(db, db.selectNoFrom([ids.as('ids'), texts.as('texts')]), sink);
    };
    expect(await records(sql`array[-7, 2147483647]`, sql`array['', ${AWKWARD}]`)).toEqual([
      '-7:',
      `2147483647:${AWKWARD}`,
    ]);
    expect(await records(sql`'{}'::int4[]`, sql`'{}'::text[]`)).toEqual([]);
    await expect(records(sql`array[1, 2]`, sql`array['one']`)).rejects.toThrow(
      /columns of unequal lengths/,
    );
    await expect(records(sql`array[1, null]`, sql`array['one', 'two']`)).rejects.toThrow(
      /column 0 holds a null/,
    );
  });

  it('runs several queries in one round trip, and leaves no planner setting on the connection', async () => {
    const db = t.database.db;
    const setting = (name: string, on = db) =>
      on.selectNoFrom(sql<string>`current_setting(${name})`.as('value'));
    const marks: string[] = [];
    const sink = new EachRow({
      row: (row: CopyRow) => void marks.push(row.text(0)),
      copyEnded: () => void marks.push('|'),
      end: () => marks,
    });
    const copied = await binaryCopy(
      db,
      [setting('enable_bitmapscan'), setting('enable_hashjoin'), setting('enable_mergejoin')],
      sink,
      { indexOrder: true },
    );
    expect(copied).toEqual(['off', '|', 'off', '|', 'off', '|']);
    // Every connection of the pool (10) held at once, so the one that ran the COPY is among them.
    let held = 0;
    let allHeld: () => void = () => {};
    const everyOne = new Promise<void>((resolve) => (allHeld = resolve));
    const after = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.connection().execute(async (one) => {
          const row = await setting('enable_hashjoin', one).executeTakeFirstOrThrow();
          if ((held += 1) === 10) allHeld();
          await everyOne;
          return row.value;
        }),
      ),
    );
    expect(after).toEqual(Array(10).fill('on'));
  });

  it('holds a COPY back while its reader asks, then reads it to the end and keeps serving', async () => {
    const db = t.database.db;
    const control = { hold: () => {}, release: () => {} };
    const { copied, rowsSoFar } = heldAtItsFirstRow(db, control, {
      heldBy: (hold, release) => Object.assign(control, { hold, release }),
    });
    await new Promise((done) => setTimeout(done, 300));
    const whileHeld = rowsSoFar();
    expect(whileHeld).toBeGreaterThan(0);
    expect(whileHeld).toBeLessThan(200000);
    await new Promise((done) => setTimeout(done, 200));
    expect(rowsSoFar()).toBe(whileHeld);
    control.release();
    expect(await copied).toBe(200000);
    // The connection flows again: the pool answers on it (the last one released comes first).
    control.hold(); // after its end, holding does nothing
    const again = await db.selectNoFrom(sql<string>`'ok'`.as('text')).executeTakeFirst();
    expect(again?.text).toBe('ok');
  });

  it('gives up a COPY held longer than its limit, and keeps serving', async () => {
    const db = t.database.db;
    const control = { hold: () => {} };
    const { copied, rowsSoFar } = heldAtItsFirstRow(db, control, {
      heldBy: (hold) => (control.hold = hold),
      heldLimitMs: 200,
    });
    await expect(copied).rejects.toThrow(/held longer/);
    expect(rowsSoFar()).toBeLessThan(200000);
    const again = await db.selectNoFrom(sql<string>`'ok'`.as('text')).executeTakeFirst();
    expect(again?.text).toBe('ok');
  });

  it('rejects with the database error and keeps serving', async () => {
    const db = t.database.db;
    const failing = db.selectNoFrom(
      sql<string>`cast(1 / (select count(*) from staff where id < 0) as text)`.as('text'),
    );
    await expect(binaryCopy(db, failing, new EachRow(new Texts()))).rejects.toThrow(
      /division by zero/,
    );
    const again = await binaryCopy(
      db,
      db.selectNoFrom(sql<string>`'ok'`.as('text')),
      new EachRow(new Texts()),
    );
    expect(again).toEqual([['ok']]);
  });
});

/**
 * About 20 MB of rows (far more than the socket's buffers, so a held COPY stops coming) copied
 * with `plan`, `control.hold()` called at the first row.
 */
function heldAtItsFirstRow(db: Kysely<DB>, control: { hold: () => void }, plan: CopyPlan) {
  const query = db
    .selectFrom(sql<{ s: number }>`generate_series(1, 200000)`.as('s'))
    .select(sql<string>`repeat('x', 100)`.as('text'));
  let rows = 0;
  const sink = new EachRow({
    row: () => {
      rows += 1;
      if (rows === 1) control.hold();
    },
    end: () => rows,
  });
  return { copied: binaryCopy(db, query, sink, plan), rowsSoFar: () => rows };
}
