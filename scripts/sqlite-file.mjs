// Shared by backup.mjs and restore.mjs: which SQLite file the portal uses, read from the same
// settings as the server (mirrors parseDatabaseUrl in apps/api/src/config/index.ts).
import { createHash } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Paths typed on the command line are the user's, not npm's (npm runs scripts from the root). */
export function userPath(path) {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export function databaseFile(env = process.env, cwd = process.cwd(), tool = 'pg_dump') {
  const url = env.DATABASE_URL;
  if (!url) return resolve(cwd, env.DATA_DIR ?? 'data', 'attendance.db');
  if (/^postgres(ql)?:\/\//.test(url)) {
    fail(
      `DATABASE_URL names a PostgreSQL database: use PostgreSQL's own tools, ${tool} ` +
        '(see "Backups" in docs/operations.md).',
    );
  }
  if (url === 'sqlite::memory:') fail('DATABASE_URL is sqlite::memory:, which keeps no file.');
  const path = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : '';
  if (!path) fail("DATABASE_URL must be 'sqlite:PATH' or 'postgres://…'.");
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * The leave certificates of a database (issue 52), each checked against its SHA-256: how many,
 * and how many do not match. None before migration 018.
 */
export function certificatesOf(db) {
  const table = db
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'leave_certificates'")
    .get();
  if (!table) return { count: 0, broken: 0 };
  let count = 0;
  let broken = 0;
  for (const row of db.prepare('select content, sha256 from leave_certificates').iterate()) {
    count += 1;
    if (createHash('sha256').update(row.content).digest('hex') !== row.sha256) broken += 1;
  }
  return { count, broken };
}
