import { copyFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Shape } from './campus';
import { generateCampus, generatedShape, SCHEMA, type Target } from './generate';
import { resetPostgres } from './postgres-reset';
import { ROOT } from './server';

/** The generated databases the bench runs on: made once per scale and engine, then reused. */
export type EngineKind = 'sqlite' | 'postgres';
export const ENGINE_LABELS: Record<EngineKind, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};

export function targetOf(kind: EngineKind, shape: Shape, postgresUrl: string): Target {
  if (kind === 'sqlite') return { kind, path: resolve(ROOT, `data/bench/campus-${shape.key}.db`) };
  const schema = `campus_${shape.key.replace(/[^a-z0-9]/gi, '_')}`;
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    kind,
    schema,
    url: `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${options}`,
  };
}

export function databaseUrl(target: Target): string {
  return target.kind === 'sqlite' ? `sqlite:${target.path}` : target.url;
}

export async function ensureGenerated(
  target: Target,
  shape: Shape,
  fresh: boolean,
  log: (line: string) => void,
) {
  if (!fresh && (await generatedShape(target)) === `${shape.key} ${SCHEMA}`) return;
  log(`generating scale ${shape.key} on ${target.kind} (once; later runs reuse it)…`);
  await generateCampus(shape, target, log);
}

/**
 * Submissions add rows that can never be deleted through the app. On SQLite the bench works on
 * a copy of the generated file; on PostgreSQL it removes what it added afterwards (as
 * superuser, with the immutability triggers bypassed), so every run starts from the same data.
 */
export async function workingCopy(
  target: Target,
): Promise<{ target: Target; release: () => Promise<void> }> {
  const { targets, release } = await copiesPerBuild(target, 1, () => 'run-');
  return { target: targets[0] as Target, release };
}

/**
 * One database per build compared side by side: a fresh copy of the generated SQLite file each
 * (its name's `campus-` replaced by `prefix(i)`), or PostgreSQL's one database for all, reset
 * before and after.
 */
export async function copiesPerBuild(
  base: Target,
  builds: number,
  prefix: (build: number) => string,
): Promise<{ targets: Target[]; release: () => Promise<void> }> {
  if (base.kind === 'postgres') {
    await resetPostgres(base.url);
    return { targets: Array<Target>(builds).fill(base), release: () => resetPostgres(base.url) };
  }
  const paths = Array.from({ length: builds }, (_, i) => base.path.replace(/campus-/, prefix(i)));
  for (const path of paths) {
    removeSqlite(path);
    copyFileSync(base.path, path);
  }
  const release = async () => paths.forEach(removeSqlite);
  return { targets: paths.map((path) => ({ kind: 'sqlite', path })), release };
}

function removeSqlite(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

export async function dropPostgres(target: Target): Promise<void> {
  if (target.kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query(`drop schema if exists ${target.schema} cascade`);
  await client.end();
}

/** The first date with attendance: the submissions go back from there. */
export async function earliestDate(target: Target): Promise<string> {
  const question = 'select min(date) as first from attendance';
  if (target.kind === 'sqlite') {
    const db = new SQLite(target.path, { readonly: true });
    try {
      return (db.prepare(question).get() as { first: string }).first;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query<{ first: string }>(question)).rows[0]?.first as string;
  } finally {
    await client.end();
  }
}
