import { CompiledQuery, PostgresAdapter, type Compilable, type Kysely } from 'kysely';
import { preparedOnPostgres } from './prepared';
import type { DB } from './types';

type Slot = { argument: number } | { value: unknown };

/**
 * A query of the hot path built and compiled once per engine, then run with new arguments.
 * Kysely builds a tree and compiles it to SQL at every call, which cost a submission about as
 * much CPU as SQLite spends on its reads (docs/performance.md), while the SQL depends only on
 * the engine (the PostgreSQL schema is the connection's search_path, not in the text).
 *
 * `build` is called once with markers in place of the arguments: each must reach the SQL as one
 * parameter, as it is (no arrays, nothing computed from it); a builder that does otherwise
 * fails at its first call, not silently. On PostgreSQL the text is also a prepared statement of
 * each connection (prepared.ts).
 */
export function compiledOnce<A extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<Row>,
): (db: Kysely<DB>, ...args: A) => Promise<Row[]> {
  const byEngine = new Map<unknown, { sql: string; slots: Slot[] }>();
  return async (db, ...args) => {
    const engine = db.getExecutor().adapter.constructor;
    let plan = byEngine.get(engine);
    if (!plan) {
      const markers = args.map((_, i) => Symbol(`argument ${i}`));
      const compiled = build(db, ...(markers as unknown as A)).compile();
      if (markers.some((marker) => compiled.parameters.filter((p) => p === marker).length !== 1)) {
        throw new Error(`compiledOnce: each argument must be one parameter of ${compiled.sql}`);
      }
      const slots = compiled.parameters.map((p): Slot => {
        const argument = markers.indexOf(p as symbol);
        return argument >= 0 ? { argument } : { value: p };
      });
      plan = { sql: compiled.sql, slots };
      if (engine === PostgresAdapter) preparedOnPostgres(plan.sql);
      byEngine.set(engine, plan);
    }
    const parameters = plan.slots.map((s) => ('argument' in s ? args[s.argument] : s.value));
    const query = CompiledQuery.raw(plan.sql, parameters) as CompiledQuery<Row>;
    return (await db.executeQuery(query)).rows;
  };
}
