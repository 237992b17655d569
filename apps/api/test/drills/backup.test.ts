import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrangeCampus, Client } from './http-campus';
import { newLedger, startMarkers } from './markers';
import {
  drillDir,
  integrityCheck,
  repoRoot,
  startServer,
  storedSlots,
  storedStatuses,
} from './server-process';

/** Runs `npm run <script> -- file` (or the script itself with node) on a given database. */
function run(
  command: 'npm' | 'node',
  script: 'backup' | 'restore',
  file: string,
  databaseUrl: string,
): Promise<{ code: number | null; output: string }> {
  const args =
    command === 'npm' ? ['run', '--silent', script, '--', file] : [`scripts/${script}.mjs`, file];
  const child = spawn(command === 'npm' ? 'npm' : process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

describe('backup drill', () => {
  it('backs up under write load, restores into a fresh place, and keeps what was acknowledged', async () => {
    const dir = drillDir();
    const live = join(dir, 'attendance.db');
    const backup = join(dir, 'nightly.db');
    const server = await startServer(dir);
    try {
      const campus = await arrangeCampus(server.url, { subjects: 4, classSize: 25 });
      const ledger = newLedger(4);
      const markers = startMarkers(campus, ledger, 2);
      const until = async (test: () => boolean) => {
        while (!test()) await new Promise((r) => setTimeout(r, 5));
      };
      await until(() => ledger.acked.size >= 30);
      const before = new Set(ledger.acked.keys());
      const taken = await run('npm', 'backup', backup, `sqlite:${live}`);
      const afterBackup = ledger.acked.size;
      await until(() => ledger.acked.size >= afterBackup + 10);
      expect(taken.output).toContain('integrity ok');
      expect(taken.code).toBe(0);

      // The portal is running: a restore over its database is refused and changes nothing.
      const refused = await run('node', 'restore', backup, `sqlite:${live}`);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use');
      expect(existsSync(`${live}.bak`)).toBe(false);

      await markers.stop();
      expect(ledger.refused).toEqual([]);
      expect(await server.stop('SIGTERM')).toBe(0);
      console.info(
        `backup drill: ${before.size} submissions acknowledged before the backup began, ` +
          `${afterBackup - before.size} while it ran, ${ledger.acked.size} in all`,
      );

      const fresh = join(drillDir(), 'restored', 'attendance.db');
      const restored = await run('node', 'restore', backup, `sqlite:${fresh}`);
      expect(restored.code, restored.output).toBe(0);
      expect(integrityCheck(fresh)).toBe('ok');
      const slots = storedSlots(fresh);
      const statuses = storedStatuses(fresh);
      for (const key of before) {
        const sent = ledger.acked.get(key)!;
        expect(statuses.get(key), key).toEqual(sent.statuses);
      }
      for (const slot of slots.values()) expect(slot).toMatchObject({ n: 25, audits: 1 });

      // The restored database serves: the teachers' sessions are in it.
      const again = await startServer(join(fresh, '..'));
      try {
        const teacher = new Client(again.url, campus.teachers[0]!.cookie);
        expect((await teacher.call('GET', '/api/auth/me')).status).toBe(200);
      } finally {
        await again.stop();
      }

      // Over the (stopped) original: the replaced file is kept whole as .bak.
      const over = await run('node', 'restore', backup, `sqlite:${live}`);
      expect(over.code, over.output).toBe(0);
      expect(over.output).toContain(`${live}.bak`);
      // The markers were stopped before the server, so every submission was answered.
      expect(ledger.unanswered.size).toBe(0);
      expect(storedSlots(`${live}.bak`).size).toBe(ledger.acked.size);
      expect(storedSlots(live).size).toBe(slots.size);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 60_000);

  it('refuses a damaged backup and PostgreSQL, changing nothing', async () => {
    const dir = drillDir();
    const target = join(dir, 'attendance.db');
    const server = await startServer(dir);
    await arrangeCampus(server.url, { subjects: 1, classSize: 3 });
    await server.stop();
    const good = join(dir, 'good.db');
    expect((await run('node', 'backup', good, `sqlite:${target}`)).code).toBe(0);
    const before = readFileSync(target);

    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, 'not a database at all');
    const truncated = join(dir, 'truncated.db');
    const bytes = readFileSync(good);
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 4096));
    const corrupt = join(dir, 'corrupt.db');
    writeFileSync(
      corrupt,
      Buffer.concat([bytes.subarray(0, 4096), Buffer.alloc(bytes.length - 4096, 7)]),
    );
    for (const bad of [garbage, truncated, corrupt, join(dir, 'missing.db')]) {
      const answer = await run('node', 'restore', bad, `sqlite:${target}`);
      expect(answer.code, bad).toBe(1);
      expect(answer.output).toMatch(
        /not a readable SQLite database|integrity check|There is no file/,
      );
    }
    expect(readFileSync(target).equals(before)).toBe(true);
    expect(existsSync(`${target}.bak`)).toBe(false);

    for (const script of ['backup', 'restore'] as const) {
      const answer = await run('node', script, good, 'postgres://postgres@127.0.0.1:5432/test');
      expect(answer.code).toBe(1);
      expect(answer.output).toContain(script === 'backup' ? 'pg_dump' : 'pg_restore');
    }
  }, 30_000);
});
