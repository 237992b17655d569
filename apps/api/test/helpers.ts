import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type AppDatabase } from '../src/db/kysely';
import { watchContract } from './contract';

export const CAPTCHA = 'TEST42';
export type DatabaseKind = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
let warned = false;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export function databaseKinds(): DatabaseKind[] {
  if (!postgresUrl && !warned) {
    warned = true;
    console.warn(
      'TEST_DATABASE_URL is not set: the PostgreSQL runs of the API suites are SKIPPED.',
    );
  }
  return postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Runs a suite once per database. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(kind));
}

export interface TestClock {
  set(iso: string | Date): void;
  now(): Date;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: AppDatabase;
  config: Config;
  close(): Promise<void>;
}

/** Inside the default 09:00-19:00 window of Asia/Kolkata (11:30 local). */
export const DEFAULT_NOW = '2026-03-10T06:00:00.000Z';

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  let now = new Date(DEFAULT_NOW);
  const clock: TestClock = {
    set: (value) => {
      now = new Date(value);
    },
    now: () => now,
  };
  const dir = mkdtempSync(join(tmpdir(), 'attendance-test-'));
  const config = loadConfig(
    {
      DATABASE_URL: `sqlite:${join(dir, 'test.db')}`,
      APP_SECRET: 'test-secret-test-secret-test-secret-42',
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      CAMPUS_TIMEZONE: 'Asia/Kolkata',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      WEB_DIST: join(dir, 'no-web'),
      // Report workers load the TypeScript sources through tsx, seconds each on a busy machine:
      // the suites make their reports on the main thread (the same tasks, heavy-tasks.ts), and
      // heavy-reports.test.ts checks the workers against that path.
      REPORT_WORKERS: '0',
      // Likewise the checkpoint thread: wal-checkpoints.test.ts checks it.
      SQLITE_CHECKPOINTS: 'inline',
      // Test campuses teach every day, so no test depends on the day it runs (issue 20).
      WEEKLY_DAYS_OFF: '',
      ...env,
    },
    dir,
  );
  config.now = clock.now;

  let dropSchema = async () => {};
  if (kind === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { kind: 'postgres', url: postgresUrl as string, schema };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const database = createDatabase(config.database);
  const app = await buildApp(config, database, options);
  // Every answer of every suite is checked against the OpenAPI schema of its operation.
  const contractProblems = watchContract(app);
  return {
    app,
    clock,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
      if (contractProblems.length > 0) {
        throw new Error(
          `Answers that break the API contract:\n${[...new Set(contractProblems)].join('\n')}`,
        );
      }
    },
  };
}

export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The cookie header to send as the staff signed in by this login answer. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'portal_session');
  if (!cookie)
    throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `portal_session=${cookie.value}`;
}
