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
    const { bytes } = fields;
    const start = fields.spanStart(this.first);
    const end = fields.spanEnd(this.last);
    if (guess && sameBytes(guess.key, bytes, start, end)) return guess;
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
    const known = this.#known.get(hash);
    if (known) {
      for (const made of known) if (sameBytes(made.key, bytes, start, end)) return made;
    }
    const made = { key: new Uint8Array(bytes.subarray(start, end)), value: this.make(fields) };
    if (known) known.push(made);
    else this.#known.set(hash, [made]);
    return made;
  }
}

/** Keys up to this long are compared here: a native compare's call cost more than their loop. */
const COMPARED_HERE = 48;

function sameBytes(key: Uint8Array, bytes: Buffer, start: number, end: number): boolean {
  const length = end - start;
  if (key.length !== length) return false;
  if (length > COMPARED_HERE) return bytes.compare(key, 0, length, start, end) === 0;
  for (let i = 0; i < length; i += 1) if (key[i] !== bytes[start + i]) return false;
  return true;
}
