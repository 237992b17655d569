// `npm run backup -- FILE`: an online backup of the portal's SQLite database, taken while the
// portal runs. The copy is one self-contained file, checked before it replaces anything at FILE.
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { certificatesOf, databaseFile, fail, userPath } from './sqlite-file.mjs';

if (!process.argv[2]) fail('Usage: npm run backup -- FILE');
const out = userPath(process.argv[2]);
const source = databaseFile(process.env, process.cwd(), 'pg_dump');
if (!existsSync(source)) fail(`There is no database at ${source}.`);
if (out === source) fail('The backup must go to another file than the database itself.');

const partial = `${out}.partial`;
rmSync(partial, { force: true });
const db = new Database(source, { fileMustExist: true, timeout: 10_000 });
try {
  // All pages in one step: one read transaction, so one consistent moment, and no restart when
  // the portal commits meanwhile (WAL readers never block its writers).
  await db.backup(partial, { progress: () => 0x7fffffff });
} catch (error) {
  rmSync(partial, { force: true });
  fail(`The backup failed: ${error.message}`);
} finally {
  db.close();
}

const copy = new Database(partial);
copy.pragma('journal_mode = DELETE');
const integrity = copy.pragma('integrity_check', { simple: true });
const records = copy.prepare('select count(*) from attendance').pluck().get();
// Leave certificates (issue 52) live in the database: the copy holds each, checked by its hash.
const certificates = certificatesOf(copy);
copy.close();
if (certificates.broken > 0) {
  rmSync(partial, { force: true });
  fail(
    `${certificates.broken} certificate(s) in the copy do not match their SHA-256; nothing was written to ${out}.`,
  );
}
if (integrity !== 'ok') {
  rmSync(partial, { force: true });
  fail(`The copy failed its integrity check (${integrity}); nothing was written to ${out}.`);
}
chmodSync(partial, 0o600); // staff and student records: readable by the owner only
renameSync(partial, out);
const size = Math.ceil(statSync(out).size / 1024);
console.log(
  `Backed up ${source} to ${out} (${size} KiB, ${records} attendance records, ` +
    `${certificates.count} leave certificates, integrity ok).`,
);
