/**
 * `items` a `size` at a time: bulk writes and `in (…)` reads kept under either engine's limit on
 * bound parameters (SQLite's 32,766, PostgreSQL's 65,535).
 */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
