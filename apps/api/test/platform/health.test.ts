import { expect, it } from 'vitest';
import { HEALTH_FRESH_MS } from '../../src/modules/campus/database-probe';
import { createTestApp, describeEachDatabase, json } from '../helpers';

describeEachDatabase('GET /api/health', (kind) => {
  it('answers 503 within a second of the database going away, and at every probe while it is away', async () => {
    const t = await createTestApp(kind);
    try {
      const probes = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ url: '/api/health' })),
      );
      expect(probes.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(json(probes[0]!)).toEqual({ status: 'ok' });
      await t.database.db.destroy();
      await new Promise((done) => setTimeout(done, HEALTH_FRESH_MS + 50));
      const down = await t.app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toEqual({
        message: 'The database is not reachable.',
        code: 'UNAVAILABLE',
      });
      // A failure is not remembered: the next probe asks again (and fails again).
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await t.app.close();
    }
  });
});
