import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/plugins/security';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';

/** A built web app as vite-plugin-pwa leaves it: the page, the service worker and its helper. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'attendance-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'workbox-1234.js'), 'self.workbox = {};');
  return dir;
}

describeEachDatabase('the installable web app (issue 13)', (kind) => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fakeBuild();
    t = await createTestApp(kind, { WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers a manifest with the campus name, short label and logo', async () => {
    const answer = await t.app.inject({ url: '/api/campus/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    const campus = json(await t.app.inject({ url: '/api/campus' }));
    const manifest = json(answer);
    expect(manifest).toMatchObject({
      name: `${campus.name} Attendance Portal`,
      short_name: campus.shortLabel,
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons[0].src).toBe('/api/campus/logo');
    const logo = await t.app.inject({ url: manifest.icons[0].src });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain(manifest.icons[0].type);
  });

  it('serves the service worker itself, never the page in its place', async () => {
    for (const url of ['/sw.js', '/workbox-1234.js']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.body).not.toContain('<title>');
    }
    const page = await t.app.inject({ url: '/staffpannel' });
    expect(page.body).toContain('<title>Portal</title>');
    const missing = await t.app.inject({ url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the security policy and the service worker', () => {
  it('lets the page register a same-origin worker and read a same-origin manifest', () => {
    // No worker-src or manifest-src: both fall back to default-src 'self'.
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/worker-src|manifest-src/);
  });
});
