import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../src/db/kysely';
import { whileSchemasSettle } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';

/**
 * A fresh database migrated up to and including `last`, as an older portal left it, so a test
 * can put rows in the old shape and then run the later migrations over them.
 */
export async function openMigratedTo(
  kind: 'sqlite' | 'postgres',
  last: string,
): Promise<AppDatabase & { drop(): Promise<void> }> {
  let drop = async () => {};
  let database: AppDatabase;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'attendance-migrate-'));
    database = createDatabase({ kind: 'sqlite', path: join(dir, 'm.db') });
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = createDatabase({ kind: 'postgres', url, schema });
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error } = await whileSchemasSettle(() => migrator.migrateTo(last));
  if (error) throw error;
  return { ...database, drop };
}
