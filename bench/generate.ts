import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/kysely';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { migrations } from '../apps/api/src/db/migrations';
import { planCampus, shapeOf, type Shape } from './campus';
import { ATTENDANCE_COLUMNS, AUDIT_COLUMNS, campusTables, columns } from './rows';
import { semesterAttendance } from './semester';
import { PostgresSink, SqliteSink, type Sink } from './sinks';
import { REBUILD_TOTALS } from './totals';

/**
 * Writes the benchmark campus of a scale into the database of DATABASE_URL, after migrating it
 * with the server's own migrations. It only ever replaces a database it generated itself.
 *
 *   DATABASE_URL=sqlite:data/bench/campus-1.db node --import tsx bench/generate.ts --scale 1
 */
export type Target =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema: string };

export function parseTarget(url: string): Target {
  if (url.startsWith('sqlite:')) return { kind: 'sqlite', path: resolve(url.slice(7)) };
  if (/^postgres(ql)?:\/\//.test(url)) {
    const options = new URL(url).searchParams.get('options') ?? '';
    const schema = /search_path\s*=\s*(\w+)/.exec(options)?.[1] ?? 'public';
    return { kind: 'postgres', url, schema };
  }
  throw new Error(`DATABASE_URL must be sqlite:PATH or postgres://…, not '${url}'`);
}

/** The schema the generator migrates to: data of an older one is generated again. */
export const SCHEMA = Object.keys(migrations).at(-1) as string;

/**
 * What a generated database holds, '<shape> <last migration>', or undefined (none, unfinished
 * or not the generator's).
 */
export async function generatedShape(target: Target): Promise<string | undefined> {
  const question = `select string_agg(value, ' ' order by key desc) as value
    from bench_meta where key in ('shape', 'schema')`;
  try {
    if (target.kind === 'sqlite') {
      if (!existsSync(target.path)) return undefined;
      const db = new SQLite(target.path, { readonly: true });
      try {
        return (db.prepare(question).get() as { value: string } | undefined)?.value;
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return (await client.query<{ value: string }>(question)).rows[0]?.value;
    } finally {
      await client.end();
    }
  } catch {
    return undefined;
  }
}

async function wipe(target: Target): Promise<void> {
  const ours = (await generatedShape(target)) !== undefined;
  if (target.kind === 'sqlite') {
    if (existsSync(target.path) && !ours) {
      const db = new SQLite(target.path, { readonly: true });
      const tables = db
        .prepare(`select count(*) as n from sqlite_master where type = 'table'`)
        .get() as { n: number };
      db.close();
      if (tables.n > 0)
        throw new Error(
          `${target.path} holds data the generator did not write; refusing to replace it`,
        );
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target.path}${suffix}`, { force: true });
    mkdirSync(dirname(target.path), { recursive: true });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from information_schema.tables where table_schema = $1',
      [target.schema],
    );
    if ((rows[0]?.n ?? 0) > 0 && !ours) {
      throw new Error(
        `schema ${target.schema} holds data the generator did not write; refusing to replace it`,
      );
    }
    await client.query(`drop schema if exists ${target.schema} cascade`);
    await client.query(`create schema ${target.schema}`);
  } finally {
    await client.end();
  }
}

async function migrate(target: Target): Promise<void> {
  const database = createDatabase(
    target.kind === 'sqlite'
      ? target
      : { kind: 'postgres', url: target.url, schema: target.schema },
  );
  try {
    await migrateToLatest(database.db, database.schema);
  } finally {
    await database.close();
  }
}

export async function generateCampus(shape: Shape, target: Target, log = console.log) {
  const started = performance.now();
  const plan = planCampus(shape);
  await wipe(target);
  await migrate(target);
  const sink: Sink =
    target.kind === 'sqlite' ? new SqliteSink(target.path) : await PostgresSink.open(target.url);
  const rebuild = await sink.dropIndexes('attendance');
  const triggers = await sink.dropTriggers('attendance');
  for (const table of campusTables(plan)) {
    for (const chunk of table.chunks) await sink.insert(table.table, table.columns, chunk);
  }
  let attendance = 0;
  let audit = 0;
  let periods = 0;
  for (const slot of semesterAttendance(plan)) {
    await sink.insert('attendance', ATTENDANCE_COLUMNS, slot.attendance);
    await sink.insert('audit_log', AUDIT_COLUMNS, slot.audit);
    attendance += slot.attendance.length;
    audit += slot.audit.length;
    periods += 1;
    if (periods % 80 === 0)
      log(
        `  ${attendance.toLocaleString('en')} attendance rows (${Math.round((performance.now() - started) / 1000)} s)`,
      );
  }
  const loaded = performance.now();
  for (const sql of [...rebuild, ...REBUILD_TOTALS, ...triggers]) await sink.exec(sql);
  const indexed = performance.now();
  const seconds = (indexed - started) / 1000;
  await sink.exec('create table bench_meta (key text primary key, value text not null)');
  // `audit` lets the bench remove the audit rows its own runs add (databases.ts).
  const meta = {
    shape: shape.key,
    schema: SCHEMA,
    attendance: String(attendance),
    audit: String(audit),
    seconds: seconds.toFixed(1),
    // The day bench/today.ts copies to the campus's today; the PostgreSQL reset removes later ones.
    last_date: plan.dates.at(-1) as string,
  };
  await sink.insert('bench_meta', columns('key value'), Object.entries(meta));
  await sink.finish();
  const students = plan.departments.length * 4 * shape.studentsPerBatch;
  log(
    `generated scale ${shape.key} into ${target.kind === 'sqlite' ? target.path : `${target.schema} of ${target.url.split('?')[0]}`}: ` +
      `${plan.departments.length} departments, ${students.toLocaleString('en')} students, ${plan.staff.length} staff, ` +
      `${plan.dates.length} days, ${attendance.toLocaleString('en')} attendance rows in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(rows ${((loaded - started) / 1000).toFixed(1)} s, indexes ${((indexed - loaded) / 1000).toFixed(1)} s, ` +
      `${Math.round(attendance / ((loaded - started) / 1000)).toLocaleString('en')} rows/s)`,
  );
  return { seconds, attendance };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, copies: { type: 'string' } },
  });
  const scale = Number(values.scale);
  const shape = shapeOf(scale, values.copies ? Number(values.copies) : undefined);
  const url = process.env.DATABASE_URL ?? `sqlite:data/bench/campus-${shape.key}.db`;
  await generateCampus(shape, parseTarget(url));
}
