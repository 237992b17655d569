import { Fields, MAX_FIELDS, type CopyRow } from './binary-rows';

/**
 * Where an array field's elements begin (after its dimensions, null flag, element type and each
 * dimension's size and lower bound) and how many it has. One dimension at most.
 */
function arrayAt(row: CopyRow, field: number): { at: number; count: number } {
  const bytes = row.bytes;
  let at = row.spanStart(field) + 4;
  const dimensions = bytes.readInt32BE(at);
  if (dimensions > 1) throw new Error('binary COPY: an array of more than one dimension');
  at += 12; // dimensions, the null flag, the element type
  const count = dimensions === 0 ? 0 : bytes.readInt32BE(at);
  return { at: at + 8 * dimensions, count };
}

/**
 * Records sent as one array per column (`array_agg(status), array_agg(student_id), …` of an
 * ordered subquery), read a record at a time (`next`) after `open`: field k of a record is the
 * next element of the k-th array. PostgreSQL writes an array of a plain type in a third to a
 * half of the time it takes for the same values as an array of records, whose every record it
 * describes and sends field by field (docs/performance.md).
 */
export class ColumnArrays extends Fields {
  readonly #at = new Int32Array(MAX_FIELDS);
  #columns = 0;
  #left = 0;

  /** Starts on the `columns` arrays from `first` of `row`, all of the same length. */
  open(row: CopyRow, first: number, columns: number): void {
    if (columns > MAX_FIELDS) throw new Error(`binary COPY: ${columns} columns`);
    this.bytes = row.bytes;
    this.#columns = columns;
    for (let column = 0; column < columns; column += 1) {
      const { at, count } = arrayAt(row, first + column);
      if (column === 0) this.#left = count;
      else if (count !== this.#left) throw new Error('binary COPY: columns of unequal lengths');
      this.#at[column] = at;
    }
  }

  /** The arrays of ids (int4) in `first` of `row` and of names after it, into `names` by id. */
  readNames(row: CopyRow, first: number, names: Map<number, string>): void {
    this.open(row, first, 2);
    while (this.next()) names.set(this.int32(0), this.text(1));
  }

  /** Moves to the next record; false after the last. */
  next(): boolean {
    if (this.#left === 0) return false;
    this.#left -= 1;
    const bytes = this.bytes;
    for (let column = 0; column < this.#columns; column += 1) {
      const at = this.#at[column] as number;
      const length = bytes.readInt32BE(at);
      if (length < 0) throw new Error(`binary COPY: column ${column} holds a null`);
      this.starts[column] = at + 4;
      this.ends[column] = at + 4 + length;
      this.#at[column] = at + 4 + length;
    }
    return true;
  }
}
