import type pg from 'pg';

/** The texts of the hot path's statements, each with its name on every PostgreSQL connection. */
const names = new Map<string, string>();

/**
 * Marks a statement text as run on every request (the session, the class and week stamp, the
 * submission), so that each PostgreSQL connection parses and plans it once, as a named prepared
 * statement, instead of at every call: the submission's statement is a dozen CTEs, and its
 * parsing and planning were part of the round trip a teacher waits for (docs/performance.md).
 * The text must not depend on the connection: schemas come from the connection's search_path.
 */
export function preparedOnPostgres(text: string): void {
  if (!names.has(text)) names.set(text, `hot_${names.size + 1}`);
}

/** Sends the marked texts of `pool`'s connections by name (node-postgres prepares on first use). */
export function prepareHotStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const byName = (...args: unknown[]) => {
      const [text, values, callback] = args;
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (name === undefined || typeof values === 'function') return query(...args);
      return query({ name, text, values }, callback);
    };
    client.query = byName as typeof client.query;
  });
}
