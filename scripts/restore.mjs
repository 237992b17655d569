// `npm run restore -- FILE`: puts a backup in place of the portal's SQLite database. The portal
// must be stopped; the backup must pass its integrity check; the replaced file is kept as .bak.
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { certificatesOf, databaseFile, fail, userPath } from './sqlite-file.mjs';

if (!process.argv[2]) fail('Usage: npm run restore -- FILE');
const backup = userPath(process.argv[2]);
const target = databaseFile(process.env, process.cwd(), 'pg_restore');
if (!existsSync(backup)) fail(`There is no file at ${backup}.`);
if (backup === target) fail('That file is the database itself.');

// 1. The backup first: a damaged one must not replace anything.
let integrity;
let tables;
let certificates;
try {
  const check = new Database(backup, { readonly: true, fileMustExist: true });
  integrity = check.pragma('integrity_check', { simple: true });
  tables = check.prepare("select name from sqlite_master where type = 'table'").pluck().all();
  certificates = certificatesOf(check);
  check.close();
} catch (error) {
  fail(`${backup} is not a readable SQLite database (${error.message}); nothing was changed.`);
}
if (integrity !== 'ok')
  fail(`${backup} failed its integrity check (${integrity}); nothing was changed.`);
if (certificates.broken > 0)
  fail(
    `${certificates.broken} certificate(s) in ${backup} do not match their SHA-256; nothing was changed.`,
  );
if (!tables.includes('attendance') || !tables.includes('staff')) {
  fail(`${backup} is not a backup of the attendance portal; nothing was changed.`);
}

// 2. The database must be in no one's hands. Leaving WAL mode needs the only connection, so it
//    fails at once while the portal runs; it also folds the log into the file, so the .bak is
//    whole. The exclusive lock is then held until the swap is done.
let live;
if (existsSync(target)) {
  try {
    live = new Database(target, { fileMustExist: true, timeout: 0 });
    if (live.pragma('journal_mode = DELETE', { simple: true }) !== 'delete')
      throw new Error('busy');
    live.pragma('locking_mode = EXCLUSIVE');
    live.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    live?.close();
    fail(
      `The database ${target} is in use (${error.message}). Stop the portal, then run the ` +
        'restore again; nothing was changed.',
    );
  }
}

// 3. Copy beside the target, then swap by renames, so the target is never half-written.
mkdirSync(dirname(target), { recursive: true });
const incoming = `${target}.restoring`;
copyFileSync(backup, incoming);
chmodSync(incoming, 0o600);
let kept;
if (live) {
  kept = `${target}.bak`;
  for (let n = 1; existsSync(kept); n += 1) kept = `${target}.bak.${n}`;
  renameSync(target, kept);
}
renameSync(incoming, target);
if (live) {
  live.exec('ROLLBACK');
  live.close();
}
// Log files of the old database must never be replayed into the restored one.
for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
console.log(
  `Restored ${backup} into ${target}.` +
    ` ${certificates.count} leave certificates, each matching its SHA-256.` +
    (kept ? ` The replaced database is kept as ${kept}.` : '') +
    ' Start the portal when ready.',
);
