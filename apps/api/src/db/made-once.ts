import type { Fields } from './binary-rows';

/** A value made once, and the bytes of the fields it was made from. */
export interface Made<V> {
  readonly key: Uint8Array;
  readonly value: V;
}

/**
 * Values made from a run of fields, kept by those fields' bytes: a heavy read repeats a handful
 * of students, statuses and subjects, whose JSON is then made once each. Looked up by an FNV-1a
 * hash of the bytes and a comparison of them: a string of the bytes as the key cost more per
 * record than the rest of its work (docs/performance.md).
 */
export class MadeOnce<F extends Fields, V> {
  readonly #known = new Map<number, Made<V>[]>();

  /** The value of the fields `first` to `last` of a row or record, made by `make` from them. */
  constructor(
    private readonly first: number,
    private readonly last: number,
    private readonly make: (fields: F) => V,
  ) {}

  /**
   * The value of `fields` with its key; `guess` is compared first (a View's periods list the
   * same class in the same order, so the record at the same place of the period before is
   * usually the same), and looked up only when it differs.
   */
  find(fields: F, guess?: Made<V>): Made<V> {
    if (guess && this.#isKeyOf(guess.key, fields)) return guess;
    const { bytes } = fields;
    let hash = 0x811c9dc5;
    for (let field = this.first; field <= this.last; field += 1) {
      const end = fields.spanEnd(field);
      for (let i = fields.spanStart(field); i < end; i += 1) {
        hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
      }
    }
    const known = this.#known.get(hash);
    if (known) {
      for (const made of known) if (this.#isKeyOf(made.key, fields)) return made;
    }
    const made = { key: this.#keyOf(fields), value: this.make(fields) };
    if (known) known.push(made);
    else this.#known.set(hash, [made]);
    return made;
  }

  /** The fields' spans, one after the other (each with its length, so they stay apart). */
  #keyOf(fields: F): Uint8Array {
    let length = 0;
    for (let field = this.first; field <= this.last; field += 1) {
      length += fields.spanEnd(field) - fields.spanStart(field);
    }
    const key = new Uint8Array(length);
    let at = 0;
    for (let field = this.first; field <= this.last; field += 1) {
      const span = fields.bytes.subarray(fields.spanStart(field), fields.spanEnd(field));
      key.set(span, at);
      at += span.length;
    }
    return key;
  }

  #isKeyOf(key: Uint8Array, fields: F): boolean {
    const { bytes } = fields;
    let at = 0;
    for (let field = this.first; field <= this.last; field += 1) {
      const start = fields.spanStart(field);
      const length = fields.spanEnd(field) - start;
      if (at + length > key.length) return false;
      if (length > COMPARED_HERE) {
        if (bytes.compare(key, at, at + length, start, start + length) !== 0) return false;
      } else {
        for (let i = 0; i < length; i += 1) if (key[at + i] !== bytes[start + i]) return false;
      }
      at += length;
    }
    return at === key.length;
  }
}

/** Spans up to this long are compared here: a native compare's call cost more than their loop. */
const COMPARED_HERE = 48;
