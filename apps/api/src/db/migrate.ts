import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { migrations } from './migrations';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Brings the schema up to date; fails loudly with the migration that broke. `schema` names the
 * PostgreSQL schema of the migration tables when it is not the default one (Kysely otherwise
 * finds its bookkeeping tables of any schema on the server).
 */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<void> {
  schema ??= await currentPostgresSchema(db);
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await whileSchemasSettle(() => migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${(error as Error)?.message ?? error}`);
  }
}

async function currentPostgresSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Kysely's migrator looks for its bookkeeping tables across every schema of the server, and that
 * query fails with 'schema "…" does not exist' when another schema is dropped while it runs (test
 * suites side by side drop theirs). Nothing has been migrated then, so the run is tried again.
 */
export async function whileSchemasSettle<R extends { error?: unknown }>(
  run: () => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await run();
    const message = (outcome.error as Error | undefined)?.message ?? '';
    if (attempt >= 5 || !/^schema ".+" does not exist$/.test(message)) return outcome;
  }
}
