import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrangeCampus } from './http-campus';
import { markBodyOf, newLedger, submission } from './markers';
import { drillDir, integrityCheck, startServer, storedSlots } from './server-process';

const IN_FLIGHT = 12;

/**
 * A submission whose body goes in two halves: the server has the request in hand (its hooks ran)
 * but cannot answer before `finish()` sends the rest.
 */
function halfSent(url: string, cookie: string, body: string) {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const status = new Promise<number | string>((done) => {
    const req = request(`${url}/api/attendance/mark`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', (error) => done(error.message));
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { status, finish: () => finish() };
}

function logLines(output: string): { msg?: string; url?: string; statusCode?: number }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

describe('graceful shutdown drill', () => {
  it('finishes the requests under way on SIGTERM, then closes the database cleanly', async () => {
    const dir = drillDir();
    const dbPath = join(dir, 'attendance.db');
    const server = await startServer(dir, { LOG_LEVEL: 'debug' });
    try {
      const campus = await arrangeCampus(server.url, { subjects: 1, classSize: 40 });
      const ledger = newLedger(1);
      const sent = Array.from({ length: IN_FLIGHT }, () =>
        halfSent(
          server.url,
          campus.teachers[0]!.cookie,
          JSON.stringify(markBodyOf(submission(campus, ledger, 0))),
        ),
      );
      const logged = (msg: string, url?: string) =>
        logLines(server.output()).filter((l) => l.msg === msg && (!url || l.url === url)).length;
      const waitFor = async (test: () => boolean) => {
        while (!test()) await new Promise((r) => setTimeout(r, 5));
      };
      await waitFor(() => logged('incoming request', '/api/attendance/mark') === IN_FLIGHT);
      server.child.kill('SIGTERM');
      await waitFor(() => logged('shutting down') === 1);
      // A newcomer is turned away (refused, or 503 while the listener closes); those under way go on.
      const late = await fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect(['refused', 503]).toContain(late);
      for (const half of sent) half.finish();

      expect(await Promise.all(sent.map((s) => s.status))).toEqual(Array(IN_FLIGHT).fill(201));
      expect(await server.exited).toBe(0);
      const lines = logLines(server.output());
      const stopping = lines.findIndex((l) => l.msg === 'shutting down');
      const finishedAfter = lines
        .slice(stopping)
        .filter((l) => l.msg === 'request' && l.url === '/api/attendance/mark').length;
      expect(finishedAfter).toBe(IN_FLIGHT);
      expect(lines.at(-1)?.msg).toBe('stopped cleanly');
      // A clean close checkpoints the write-ahead log into the file and removes it.
      expect(existsSync(`${dbPath}-wal`)).toBe(false);
      expect(integrityCheck(dbPath)).toBe('ok');
      expect(storedSlots(dbPath).size).toBe(IN_FLIGHT);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 30_000);
});
