import { resolve } from 'node:path';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, createReadOnlyDatabase } from '../apps/api/src/db/kysely';
import { ROOT } from './server';

/**
 * The API's configuration and database as a bench server has them (the campus of
 * bench/server.ts, every day teaching), for tools that run the API's own code in-process against
 * `DATABASE_URL`: on SQLite the read-only connection a report worker opens, on PostgreSQL a pool.
 */
export function inProcessApi() {
  const config = loadConfig({
    ...process.env,
    WEEKLY_DAYS_OFF: '',
    // The bench servers' campus (bench/server.ts writes it at their start).
    CAMPUS_CONFIG: resolve(ROOT, 'data/bench/campus-all-day.json'),
    CAMPUS_TIMEZONE: 'Asia/Kolkata',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret!',
  });
  const database =
    config.database.kind === 'sqlite'
      ? createReadOnlyDatabase(config.database)
      : createDatabase(config.database);
  return { config, database };
}
