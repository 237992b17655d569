import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * ID card numbers stop being unique across staff: the email identifies an account, and a unique
 * ID card made registration an oracle for numbers in use (issue 10). Sign-in failures learn the
 * client address they came from, for the per-address layers of the throttle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table staff drop constraint staff_id_card_digest_key`.execute(db);
  } else {
    await rebuildSqliteStaff(db);
  }
  await db.schema.alterTable('login_failures').addColumn('address', 'text').execute();
  await db.schema
    .createIndex('login_failures_address_time')
    .on('login_failures')
    .columns(['address', 'failed_at'])
    .execute();
}

const UNIQUE_ID_CARD = /("id_card_digest"\s+text\s+not null)\s+unique/i;

/**
 * SQLite cannot drop a column constraint, so the table is rebuilt as its documentation prescribes
 * (foreign keys off, one transaction, a foreign key check before commit). The new table is made
 * from the stored definition itself, so columns added by earlier migrations stay as they were.
 */
async function rebuildSqliteStaff(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'staff'`.execute(db);
  const definition = tables[0]?.sql ?? '';
  if (!UNIQUE_ID_CARD.test(definition))
    throw new Error(`unexpected definition of staff: ${definition}`);
  const { rows: extras } = await sql<{ sql: string }>`
    select sql from sqlite_master
     where tbl_name = 'staff' and type in ('index', 'trigger') and sql is not null`.execute(db);
  // Ids of deleted staff are never handed out again: the autoincrement counter carries over.
  const { rows: counters } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'staff'`.execute(db);
  const counter = counters[0]?.seq ?? 0;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const created = definition
        .replace(UNIQUE_ID_CARD, '$1')
        .replace(/^create table\s+("staff"|staff)/i, 'create table "staff_new"');
      await sql.raw(created).execute(trx);
      await sql`insert into staff_new select * from staff`.execute(trx);
      await sql`drop table staff`.execute(trx);
      await sql`alter table staff_new rename to staff`.execute(trx);
      await sql`update sqlite_sequence set seq = max(seq, ${counter}) where name = 'staff'`.execute(
        trx,
      );
      for (const row of extras) await sql.raw(row.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('rows point at missing staff');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('ID card numbers cannot become unique again: accounts may share one.');
}
