import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from 'kysely';
import { preparedOnPostgres } from './prepared';
import type { SqliteConnection } from './sqlite-turns';
import type { DB } from './types';

type Slot = { argument: number } | { value: unknown };
type Plan = { sql: string; slots: Slot[] };

/** A query of the hot path compiled once: run through Kysely, or at once on SQLite. */
export interface CompiledOnce<A extends unknown[], Row> {
  (db: Kysely<DB>, ...args: A): Promise<Row[]>;
  /**
   * The same SQL run synchronously on SQLite's connection (sqlite-turns.ts: only inside its
   * `alone` or `transaction`), prepared once per connection; a write answers no rows.
   */
  now(sqlite: SqliteConnection, ...args: A): Row[];
}

/** A Kysely that only compiles, for SQLite's texts: the SQL of a query depends only on the engine. */
const sqliteCompiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * A query of the hot path built and compiled once per engine, then run with new arguments.
 * Kysely builds a tree and compiles it to SQL at every call, which cost a submission about as
 * much CPU as SQLite spends on its reads (docs/performance.md), while the SQL depends only on
 * the engine (the PostgreSQL schema is the connection's search_path, not in the text).
 *
 * `build` is called once with markers in place of the arguments: each must reach the SQL as one
 * parameter, as it is (no arrays, nothing computed from it); a builder that does otherwise
 * fails at its first call, not silently. On PostgreSQL the text is also a prepared statement of
 * each connection (prepared.ts); on SQLite, `now` runs it as a better-sqlite3 statement.
 */
export function compiledOnce<A extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<Row>,
): CompiledOnce<A, Row> {
  const byEngine = new Map<unknown, Plan>();
  const planOf = (db: Kysely<DB>, args: A): Plan => {
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
    return plan;
  };
  const parameters = (plan: Plan, args: A) =>
    plan.slots.map((s) => ('argument' in s ? args[s.argument] : s.value));
  const run = async (db: Kysely<DB>, ...args: A) => {
    const plan = planOf(db, args);
    const query = CompiledQuery.raw(plan.sql, parameters(plan, args)) as CompiledQuery<Row>;
    return (await db.executeQuery(query)).rows;
  };
  return Object.assign(run, {
    now(sqlite: SqliteConnection, ...args: A): Row[] {
      const plan = planOf(sqliteCompiler, args);
      return runNow(preparedText(sqlite, plan.sql), parameters(plan, args)) as Row[];
    },
  });
}

type Statement = ReturnType<SqliteConnection['prepare']>;
const statements = new WeakMap<SqliteConnection, Map<string, Statement>>();

/**
 * Texts kept prepared per connection beyond the compiled queries: a submission's INSERTs are one
 * text per row count (a class's size), so a campus uses a few dozen; the least recently used
 * goes beyond this, as in kysely.ts's statement cache.
 */
const PREPARED_TEXTS = 100;

/** A SQL text prepared once on SQLite's connection (a text built by row count, say). */
export function preparedText(sqlite: SqliteConnection, text: string): Statement {
  let ofConnection = statements.get(sqlite);
  if (!ofConnection) {
    ofConnection = new Map();
    statements.set(sqlite, ofConnection);
  }
  const statement = ofConnection.get(text) ?? sqlite.prepare(text);
  ofConnection.delete(text);
  ofConnection.set(text, statement);
  if (ofConnection.size > PREPARED_TEXTS) {
    ofConnection.delete(ofConnection.keys().next().value as string);
  }
  return statement;
}

/** Runs a prepared statement as Kysely's SQLite driver does: rows of a read, none of a write. */
export function runNow(statement: Statement, values: unknown[]) {
  if (statement.reader) return statement.all(values);
  statement.run(values);
  return [];
}
