import type { CopySink } from './binary-copy';

/**
 * What is made of a COPY's rows, each handed over once, while its bytes are at hand. When one
 * message holds several COPYs (binaryCopy of several queries), `copyEnded` marks each one's end.
 */
export interface RowBuilder<T> {
  row(row: CopyRow): void;
  copyEnded?(): void;
  end(): T;
}

/**
 * The sink of a COPY of many rows, each handed to `builder` as its message comes: the backend
 * sends every row in a CopyData message of its own, and node-postgres reuses a message's bytes
 * after it, so nothing of a row is kept but what the builder makes of it. A row that came in two
 * pieces would be put together first.
 */
export class EachRow<T> implements CopySink<T> {
  readonly #row = new CopyRow();
  #pending: Buffer | undefined;
  #headerRead = false;

  constructor(private readonly builder: RowBuilder<T>) {}

  take(chunk: Buffer): void {
    const bytes = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    let at = this.#headerRead ? 0 : headerEnd(bytes);
    if (at < 0) return void (this.#pending = Buffer.from(bytes));
    this.#headerRead = true;
    for (let end = this.#row.read(bytes, at); end >= 0; end = this.#row.read(bytes, at)) {
      at = end;
      if (this.#row.fields >= 0) this.builder.row(this.#row);
      else {
        // The trailer: a next COPY, if any, begins with a header of its own.
        this.builder.copyEnded?.();
        const next = at < bytes.length ? headerEnd(bytes.subarray(at)) : -1;
        if (next < 0) {
          this.#headerRead = false;
          break;
        }
        at += next;
      }
    }
    this.#pending = at < bytes.length ? Buffer.from(bytes.subarray(at)) : undefined;
  }

  end(): T {
    if (this.#pending) throw new Error('binary COPY: it ended inside a row');
    return this.builder.end();
  }
}

/** How a binary COPY begins: the signature, 11 bytes, then two 32-bit fields. */
const COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const COPY_HEADER_BYTES = COPY_SIGNATURE.length + 8;

/** Where a binary COPY's rows begin, or -1 when its header has not all come. */
function headerEnd(bytes: Buffer): number {
  if (bytes.length < COPY_HEADER_BYTES) return -1;
  if (!bytes.subarray(0, COPY_SIGNATURE.length).equals(COPY_SIGNATURE)) {
    throw new Error('binary COPY: not a binary COPY');
  }
  const end = COPY_HEADER_BYTES + bytes.readUInt32BE(COPY_SIGNATURE.length + 4);
  return end <= bytes.length ? end : -1;
}

/** Fields a row or record may have: the reads that use this select a dozen at most. */
const MAX_FIELDS = 16;

/**
 * The fields of the row (or record) at hand, each one's bytes where the COPY left them: text in
 * UTF-8, as the database holds it. No field may be null.
 */
export abstract class Fields {
  bytes: Buffer = Buffer.alloc(0);
  protected readonly starts = new Int32Array(MAX_FIELDS);
  protected readonly ends = new Int32Array(MAX_FIELDS);

  /** The field as a 32-bit integer (an int4 column). */
  int32(field: number): number {
    return this.bytes.readInt32BE(this.starts[field] as number);
  }

  /** The field as a string. */
  text(field: number): string {
    return this.bytes.toString('utf8', this.starts[field], this.ends[field]);
  }

  /** The field as a JSON string, escaped as JSON.stringify escapes it. */
  quoted(field: number): string {
    return JSON.stringify(this.text(field));
  }

  /** The field's digits as a number (a count or a period cast to text). */
  digits(field: number): number {
    let value = 0;
    for (let at = this.starts[field] as number; at < (this.ends[field] as number); at += 1) {
      value = value * 10 + (this.bytes[at] as number) - 48;
    }
    return value;
  }

  /**
   * Where the bytes of a run of fields begin and end: from the first one's length to the last
   * one's end, so that the lengths are part of them.
   */
  spanStart(first: number): number {
    return (this.starts[first] as number) - 4;
  }

  spanEnd(last: number): number {
    return this.ends[last] as number;
  }

  /**
   * Reads `count` fields from `at` (each one's length first, after `skip` bytes): the end of the
   * last one, or -1 when `bytes` ends before it.
   */
  protected readFields(at: number, count: number, skip: number): number {
    if (count > MAX_FIELDS) throw new Error(`binary COPY: ${count} fields`);
    const bytes = this.bytes;
    for (let field = 0; field < count; field += 1) {
      at += skip;
      if (at + 4 > bytes.length) return -1;
      const length = bytes.readInt32BE(at);
      if (length < 0) throw new Error(`binary COPY: field ${field} is null`);
      this.starts[field] = at + 4;
      this.ends[field] = at + 4 + length;
      at += 4 + length;
    }
    return at <= bytes.length ? at : -1;
  }
}

/** One row of a binary COPY. */
export class CopyRow extends Fields {
  /** The row's fields; -1 for the COPY's trailer. */
  fields = 0;

  /** Reads the row at `at` of `bytes`: where it ends, or -1 when `bytes` ends before it. */
  read(bytes: Buffer, at: number): number {
    if (at + 2 > bytes.length) return -1;
    this.bytes = bytes;
    this.fields = bytes.readInt16BE(at);
    return this.fields === -1 ? at + 2 : this.readFields(at + 2, this.fields, 0);
  }
}

/**
 * The records of a row's field that is an array of records (`array_agg(row(…))`), one at a time
 * (`next`) after `open`. One row per group of records, rather than one per record, spares
 * node-postgres a message, and the garbage collector its objects, for every record.
 */
export class CopyRecords extends Fields {
  #at = 0;
  #left = 0;

  /** Starts on the array in `field` of `row`. */
  open(row: CopyRow, field: number): void {
    this.bytes = row.bytes;
    let at = row.spanStart(field) + 4;
    const dimensions = this.bytes.readInt32BE(at);
    if (dimensions > 1) throw new Error('binary COPY: an array of more than one dimension');
    at += 12; // dimensions, the null flag, the element type
    this.#left = dimensions === 0 ? 0 : this.bytes.readInt32BE(at);
    this.#at = at + 8 * dimensions; // each dimension's size and lower bound
  }

  /** The records of `field` of `row`, each an int4 id and a text, into `names` by id. */
  readNames(row: CopyRow, field: number, names: Map<number, string>): void {
    this.open(row, field);
    while (this.next()) names.set(this.int32(0), this.text(1));
  }

  /** Moves to the next record; false after the last. */
  next(): boolean {
    if (this.#left === 0) return false;
    this.#left -= 1;
    if (this.bytes.readInt32BE(this.#at) < 0) throw new Error('binary COPY: a null record');
    const fields = this.bytes.readInt32BE(this.#at + 4);
    // Each field: its type's oid, then its length and bytes.
    this.#at = this.readFields(this.#at + 8, fields, 4);
    return true;
  }
}

/**
 * `opening`, the pieces and `closing` in one buffer of `length` (the pieces' own) plus theirs,
 * the first piece's leading comma left out: a list of records, each piece starting with its
 * comma. At least one piece.
 */
export function commaSeparated(
  opening: Uint8Array,
  pieces: Uint8Array[],
  length: number,
  closing: Uint8Array = new Uint8Array(0),
): Uint8Array {
  const bytes = new Uint8Array(opening.length + length - 1 + closing.length);
  bytes.set(opening, 0);
  let at = opening.length;
  bytes.set((pieces[0] as Uint8Array).subarray(1), at);
  at += (pieces[0] as Uint8Array).length - 1;
  for (let i = 1; i < pieces.length; i += 1) {
    const piece = pieces[i] as Uint8Array;
    bytes.set(piece, at);
    at += piece.length;
  }
  bytes.set(closing, at);
  return bytes;
}
