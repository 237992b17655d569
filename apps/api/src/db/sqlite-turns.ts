import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from './types';

/** The server's SQLite connection, for statements run at once (prepared once: compiled.ts). */
export type SqliteConnection = SQLite.Database;

/**
 * Whose turn it is on the server's one SQLite connection. Kysely's queries and transactions take
 * it through the driver (kysely.ts) for as long as they hold the connection, which spans turns of
 * the event loop; a statement run synchronously takes it here, so it never lands inside another
 * request's open transaction. Turns are given in arrival order (Kysely's own lock wakes every
 * waiter at each release and lets newcomers jump the queue: docs/performance.md).
 */
export class ConnectionTurns {
  readonly #waiting: (() => void)[] = [];
  #taken = false;

  async take(): Promise<void> {
    if (this.#taken) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#taken = true;
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#taken = false;
  }

  /**
   * `work` alone on the connection: at once when nobody holds it (no promise, no turn of the
   * event loop: nothing can come between its statements), else after those before it.
   */
  alone<T>(work: () => T): T | Promise<T> {
    if (!this.#taken) return work();
    return this.take().then(() => {
      try {
        return work();
      } finally {
        this.give();
      }
    });
  }
}

/**
 * SQLite's connection for the hot path's statements, run synchronously with better-sqlite3
 * instead of through Kysely's driver, whose every query is an acquire, a promise and a release
 * (docs/decisions.md, "A submission at once on SQLite"). `work` must be synchronous.
 */
export interface SyncSqlite {
  /** `work`'s reads alone on the connection (outside any transaction of another request). */
  alone<T>(work: (sqlite: SqliteConnection) => T): T | Promise<T>;
  /**
   * `work` in one immediate transaction, alone on the connection: committed when it returns (with
   * `synchronous = FULL`, on disk before the answer), rolled back when it throws.
   */
  transaction<T>(work: (sqlite: SqliteConnection) => T): T | Promise<T>;
}

const handles = new WeakMap<Kysely<DB>, SyncSqlite>();

/** Makes `sqlite` reachable from `db` (createDatabase, for the server's own connection only). */
export function attachSyncSqlite(
  db: Kysely<DB>,
  sqlite: SqliteConnection,
  turns: ConnectionTurns,
): void {
  const begin = sqlite.prepare('begin immediate');
  const commit = sqlite.prepare('commit');
  const rollback = sqlite.prepare('rollback');
  const inTransaction = <T>(work: (sqlite: SqliteConnection) => T): T => {
    begin.run();
    try {
      const result = work(sqlite);
      commit.run();
      return result;
    } catch (error) {
      // A failed commit may have ended the transaction itself.
      if (sqlite.inTransaction) rollback.run();
      throw error;
    }
  };
  handles.set(db, {
    alone: (work) => turns.alone(() => work(sqlite)),
    transaction: (work) => turns.alone(() => inTransaction(work)),
  });
}

/** The synchronous side of `db`'s SQLite connection; undefined on PostgreSQL. */
export function syncSqliteOf(db: Kysely<DB>): SyncSqlite | undefined {
  return handles.get(db);
}
