import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers';
import { createClassroom } from '../factories/classroom';
import { FILES, multipartFile, send } from '../factories/requests';
import { repoRoot } from '../drills/server-process';

const run = promisify(execFile);

/**
 * Backups include the leave certificates (issue 52): they live in the database, so the online
 * backup copies them, checks each against its SHA-256, and a restored database serves them.
 * SQLite's own scripts; PostgreSQL's pg_dump copies the table as any other.
 */
describe('certificates in backups', () => {
  const opened: TestApp[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'certificate-backup-'));
  afterAll(async () => {
    for (const t of opened) await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs a certificate up with the database and serves it from the restored copy', async () => {
    const live = join(dir, 'live.db');
    const t = await createTestApp('sqlite', { DATABASE_URL: `sqlite:${live}` });
    opened.push(t);
    const room = await createClassroom(t.app, t.database.db, { size: 1 });
    const asked = await send(t.app, room.hod.cookie, 'POST', '/api/requests', {
      registerNumbers: [room.registerNumbers[0]],
      kind: 'ML',
      fromDate: '2026-03-11',
      toDate: '2026-03-11',
      reason: 'Surgery',
    });
    const id = json(asked).requests[0].requestID as number;
    const photo = Buffer.concat([FILES.jpeg, Buffer.alloc(300_000, 7)]);
    const body = multipartFile(photo, 'scan.jpg', 'image/jpeg');
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${id}/certificate`,
      headers: { cookie: room.hod.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode, attached.body).toBe(201);

    const backup = join(dir, 'nightly.db');
    const env = { ...process.env, DATABASE_URL: `sqlite:${live}` };
    const taken = await run(process.execPath, ['scripts/backup.mjs', backup], {
      cwd: repoRoot,
      env,
    });
    expect(taken.stdout).toContain('1 leave certificates, integrity ok');

    const restored = join(dir, 'restored', 'attendance.db');
    const back = await run(process.execPath, ['scripts/restore.mjs', backup], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: `sqlite:${restored}` },
    });
    expect(back.stdout).toContain('1 leave certificates, each matching its SHA-256');

    const again = await createTestApp('sqlite', { DATABASE_URL: `sqlite:${restored}` });
    opened.push(again);
    const served = await send(again.app, room.hod.cookie, 'GET', `/api/requests/${id}/certificate`);
    expect(served.statusCode).toBe(200);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(photo).digest('hex'),
    );
  }, 60_000);
});
