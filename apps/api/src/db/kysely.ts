import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseTarget } from '../config';
import { prepareHotStatements } from './prepared';
import { copyThrough } from './binary-copy';
import { attachSyncSqlite, ConnectionTurns } from './sqlite-turns';
import type { DB } from './types';

export type Trx = Transaction<DB>;

export interface AppDatabase {
  db: Kysely<DB>;
  kind: DatabaseTarget['kind'];
  /** The PostgreSQL schema in use when it is not the default one. */
  schema?: string;
  close: () => Promise<void>;
}

// COUNT and BIGINT come back from PostgreSQL as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Takes the write lock when a transaction begins, so two writers never deadlock on upgrade.
 * Requests wait for the one connection in arrival order (ConnectionTurns), whose turns the
 * statements run at once (sqlite-turns.ts) share.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly turns: ConnectionTurns,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.turns.give();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(
    config: SqliteDialectConfig,
    private readonly turns: ConnectionTurns,
  ) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.turns);
  }
}

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3's default (NORMAL in WAL) can lose acknowledged commits on power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing costs as much as
 * running a small one; the app runs the same few hundred statements over and over, so keep the
 * most recent ones prepared. A statement still iterating (a stream) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      cache.delete(sql);
      const statement = cached && !cached.busy ? cached : sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/**
 * A report worker's page cache: 8 MB instead of better-sqlite3's 16 MB. A full cache is malloc's
 * memory until the worker has ended and the server gives it back (free-memory.ts): 10-20 MB more
 * RSS at rest and 15-30 MB at the peak. 8 MB still holds what a semester's shortage list reads
 * again and again (with 4 MB it took 2.5 times as long; docs/performance.md).
 */
const REPORT_PAGE_CACHE_KB = 8000;

/**
 * The server's own connection: SQLite's default of 2 MB. It writes and makes small reads, the
 * heavy ones being the workers' (unless there are none: then it caches as a worker does); with
 * 8 MB it held 7-10 MB more for the server's life, at the same CPU per submission
 * (docs/performance.md).
 */
const SERVER_PAGE_CACHE_KB = 2000;

export function createDatabase(
  target: DatabaseTarget,
  { heavyReadsHere = false }: { heavyReadsHere?: boolean } = {},
): AppDatabase {
  if (target.kind === 'sqlite') {
    const opened = openSqlite(target.path);
    const cacheKb = heavyReadsHere ? REPORT_PAGE_CACHE_KB : SERVER_PAGE_CACHE_KB;
    opened.pragma(`cache_size = -${cacheKb}`);
    const sqlite = withStatementCache(opened);
    const turns = new ConnectionTurns();
    const db = new Kysely<DB>({
      dialect: new ImmediateSqliteDialect({ database: sqlite }, turns),
    });
    attachSyncSqlite(db, opened, turns);
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  return postgresDatabase(target, 10, 10, SERVER_SESSION);
}

/**
 * No JIT on the server's connections: PostgreSQL compiles a query whose estimated cost passes
 * `jit_above_cost` (a semester's shortage list, a View), and that compilation cost 2.5-2.8 s of
 * CPU per shortage export at scale 1 against 3-4 s for the query itself, at normal priority beside
 * the submissions (docs/performance.md, "pg (ninth session)"). Nothing the portal asks gains
 * from it: its statements are short, and its long reads are scans and aggregates.
 */
const SERVER_SESSION = 'set jit = off';
/**
 * A report worker's connections also plan without parallel workers: an export's aggregate over
 * the semester's records took PostgreSQL's leader and two workers, three processes at normal
 * priority on a 2-core machine, while the worker thread itself yields at nice 10 (heavy-worker.ts).
 * One backend leaves the other core to marking; the export takes longer (docs/decisions.md).
 */
const REPORT_SESSION = 'set jit = off; set max_parallel_workers_per_gather = 0';

/**
 * A pool of up to `max` connections, of which the first `keep` opened stay open when idle.
 * The server keeps all it opened: node-postgres closes an idle connection after 10 s, and the
 * next overlap of two submissions (a start-of-period burst after a quiet minute) then opened a
 * new one, whose first statements cost 20-80 ms instead of 2-4 (the connection, a new backend's
 * catalog caches, the hot statements prepared again): the burst's slowest submissions
 * (docs/performance.md, "pgone"). A report worker's pool ends with its worker.
 */
function postgresDatabase(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  max: number,
  keep: number,
  settings: string,
): AppDatabase {
  const pool = new pg.Pool({
    connectionString: target.url,
    max,
    min: keep,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // Sent as the connection's first query, before any the pool gives it (node-postgres queues
  // them in order). Not as the startup `options`: a DATABASE_URL's own `options` replace those.
  pool.on('connect', (client) => {
    client.query(settings).catch(() => {}); // refused: PostgreSQL's defaults, as before
  });
  prepareHotStatements(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  copyThrough(db, pool);
  return { db, kind: 'postgres', schema: target.schema, close: () => db.destroy() };
}

/**
 * A reading connection of its own, for a report worker: on SQLite a read-only handle on the same
 * file (WAL lets it read while the server's connection writes), on PostgreSQL a pool of two.
 */
export function createReadOnlyDatabase(target: DatabaseTarget): AppDatabase {
  if (target.kind === 'postgres') return postgresDatabase(target, 2, 0, REPORT_SESSION);
  const sqlite = new SQLite(target.path, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${REPORT_PAGE_CACHE_KB}`);
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}
