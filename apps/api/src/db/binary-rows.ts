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
export const MAX_FIELDS = 16;

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

  /**
   * Where a field's bytes begin and end, its length first: a run of fields' spans tell their
   * values apart ('ab' and 'c' from 'a' and 'bc').
   */
  spanStart(field: number): number {
    return (this.starts[field] as number) - 4;
  }

  spanEnd(field: number): number {
    return this.ends[field] as number;
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
