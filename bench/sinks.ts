import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Column, Row } from './rows';

/** Where the generator writes: one big transaction, secondary indexes built once at the end. */
export interface Sink {
  insert(table: string, columns: readonly Column[], rows: Row[]): Promise<void>;
  /** Drops the secondary indexes of a table and answers how to build them again. */
  dropIndexes(table: string): Promise<string[]>;
  /**
   * Stops the triggers of a table firing for the rows loaded and answers how to restore them
   * (PostgreSQL: none to drop, the sink loads as a replica, which fires no triggers).
   */
  dropTriggers(table: string): Promise<string[]>;
  exec(sql: string): Promise<void>;
  /** Commits, brings the database to the state the server expects and closes it. */
  finish(): Promise<void>;
}

export class SqliteSink implements Sink {
  private readonly statements = new Map<string, SQLite.Statement>();
  private readonly db: SQLite.Database;

  constructor(path: string) {
    this.db = new SQLite(path);
    // A crash mid-way leaves a file without bench_meta, which the bench regenerates, so the
    // load may skip the journal and fsync; the server's own pragmas are set again at its start.
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -1048576');
    this.db.pragma('temp_store = MEMORY');
    this.db.exec('begin');
  }

  async insert(table: string, columns: readonly Column[], rows: Row[]): Promise<void> {
    const names = columns.map(([name]) => name);
    const key = `${table}(${names})`;
    let statement = this.statements.get(key);
    if (!statement) {
      const marks = names.map(() => '?').join(', ');
      statement = this.db.prepare(`insert into ${table} (${names.join(', ')}) values (${marks})`);
      this.statements.set(key, statement);
    }
    for (const row of rows) statement.run(row);
  }

  async dropIndexes(table: string): Promise<string[]> {
    const indexes = this.db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`,
      )
      .all(table) as { name: string; sql: string }[];
    for (const index of indexes) this.db.exec(`drop index ${index.name}`);
    return indexes.map((index) => index.sql);
  }

  async dropTriggers(table: string): Promise<string[]> {
    const triggers = this.db
      .prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ?`)
      .all(table) as { name: string; sql: string }[];
    for (const trigger of triggers) this.db.exec(`drop trigger ${trigger.name}`);
    return triggers.map((trigger) => trigger.sql);
  }

  async exec(sql: string): Promise<void> {
    this.db.exec(sql);
  }

  async finish(): Promise<void> {
    this.db.exec('commit');
    this.db.pragma('journal_mode = WAL');
    this.db.close();
  }
}

const PG_CHUNK = 20_000;
const TABLES = [
  'staff',
  'students',
  'subjects',
  'allocations',
  'assignments',
  'attendance',
  'audit_log',
  'attendance_totals',
];

export class PostgresSink implements Sink {
  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<PostgresSink> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '1GB'`);
    // Foreign keys are checked by triggers; the plan is consistent by construction, so skip
    // them when allowed (superuser), as pg_restore does.
    await client.query('set session_replication_role = replica').catch(() => undefined);
    await client.query('begin');
    return new PostgresSink(client);
  }

  /** One statement per chunk, each column sent as one array: far fewer parameters than VALUES. */
  async insert(table: string, columns: readonly Column[], rows: Row[]): Promise<void> {
    const names = columns.map(([name]) => name).join(', ');
    const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    const sql = `insert into ${table} (${names}) select * from unnest(${arrays})`;
    for (let start = 0; start < rows.length; start += PG_CHUNK) {
      const chunk = rows.slice(start, start + PG_CHUNK);
      await this.client.query(
        sql,
        columns.map((_, i) => chunk.map((row) => row[i])),
      );
    }
  }

  async dropIndexes(table: string): Promise<string[]> {
    const { rows } = await this.client.query<{ name: string; sql: string }>(
      `select indexname as name, indexdef as sql from pg_indexes
        where schemaname = current_schema() and tablename = $1
          and indexname not in (select conname from pg_constraint)`,
      [table],
    );
    for (const index of rows) await this.client.query(`drop index ${index.name}`);
    return rows.map((index) => index.sql);
  }

  async dropTriggers(): Promise<string[]> {
    return [];
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async finish(): Promise<void> {
    // Rows got explicit ids; the sequences must carry on after them.
    for (const table of ['staff', 'students', 'subjects']) {
      await this.client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await this.client.query('commit');
    // A real database has been vacuumed and analysed by autovacuum long before term ends.
    for (const table of TABLES) await this.client.query(`vacuum analyze ${table}`);
    await this.client.end();
  }
}
