import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';

// Issue 14: a phone on a slow network got the web app's scripts uncompressed. The web build
// writes .br and .gz beside each asset; the server sends the best one the browser accepts.
describeEachDatabase('the built web app', (kind) => {
  const script = `console.log(${JSON.stringify('attendance '.repeat(400))});\n`;
  let web: string;
  let test: TestApp;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'attendance-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(web, 'assets/app.js'), script);
    writeFileSync(join(web, 'assets/app.js.gz'), gzipSync(script));
    writeFileSync(join(web, 'assets/app.js.br'), brotliCompressSync(script));
    test = await createTestApp(kind, { WEB_DIST: web });
  });
  afterAll(async () => {
    await test.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (encoding?: string) =>
    test.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  describe('sends a script', () => {
    it('brotli-compressed to a browser that accepts it', async () => {
      const answer = await get('gzip, deflate, br');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.rawPayload.length).toBeLessThan(script.length / 4);
    });

    it('gzipped to one that accepts gzip only', async () => {
      const answer = await get('gzip');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
    });

    it('as it is to one that accepts no encoding', async () => {
      const answer = await get();
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(script);
    });
  });
});
