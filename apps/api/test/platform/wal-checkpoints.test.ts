import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers';
import { createClassroom, records } from '../factories/classroom';

/**
 * Records of the subject in the database file alone, as if its write-ahead log were lost; null
 * when the copy caught the checkpoint thread half-way through writing its pages.
 */
function inDatabaseFile(path: string, subjectId: number): number | null {
  const copy = join(mkdtempSync(join(tmpdir(), 'checkpoint-')), 'copy.db');
  copyFileSync(path, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    // The schema itself may still be only in the log.
    const tables = db.prepare("select name from sqlite_master where name = 'attendance'").all();
    if (tables.length === 0) return 0;
    const row = db
      .prepare('select count(*) as n from attendance where subject_id = ?')
      .get(subjectId) as { n: number };
    return row.n;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return null;
    throw error;
  } finally {
    db.close();
  }
}

describe('SQLite checkpoints', () => {
  it.each(['thread', 'inline'] as const)(
    'SQLITE_CHECKPOINTS=%s: a submission reaches the database file alone within seconds only with the thread',
    async (mode) => {
      const t = await createTestApp('sqlite', { SQLITE_CHECKPOINTS: mode });
      try {
        t.clock.set('2026-03-10T12:30:00.000Z');
        const room = await createClassroom(t.app, t.database.db, { size: 5 });
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/attendance/mark',
          headers: { cookie: room.teacher.cookie },
          payload: records(room),
        });
        expect(answer.statusCode).toBe(201);
        const path = (t.config.database as { path: string }).path;
        const deadline = Date.now() + 10_000;
        let copied = inDatabaseFile(path, room.subjectId);
        while (mode === 'thread' && !copied && Date.now() < deadline) {
          await new Promise((done) => setTimeout(done, 100));
          copied = inDatabaseFile(path, room.subjectId);
        }
        // Inline, SQLite copies only in the commit that takes the log past 1,000 pages, so a
        // small campus's submission stays in the log: the thread is what copied it.
        expect(copied).toBe(mode === 'thread' ? 5 : 0);
      } finally {
        await t.close();
      }
    },
    30_000,
  );
});
