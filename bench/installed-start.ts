import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  installApp,
  launchChromium,
  PHONE,
  shown,
  signedInContext,
  tap,
  throttle,
  type Throttle,
} from './browser';
import { startApiServer } from './server';
import { arrangeClass, CLASS_SIZE } from './web';

/**
 * The phone's installed start (issue 23's row) over slower links than the bench's slow 4G:
 * builds of the web app side by side, each on its own server, runs interleaved, the time from
 * the navigation to /staffpannel through Mark until the class's rows show.
 *
 *   node --import tsx bench/installed-start.ts --dists A,B [--latency 150,400,800] [--runs 6]
 *
 * A and B are built apps (`npx vite build --outDir A` in apps/web).
 */
const { values: flags } = parseArgs({
  options: {
    dists: { type: 'string' },
    latency: { type: 'string', default: '150,400,800' },
    runs: { type: 'string', default: '6' },
  },
});
if (!flags.dists) throw new Error('--dists A,B: the built web apps to compare');
const dists = flags.dists.split(',');
const runs = Number(flags.runs);

const browser = await launchChromium();
const dirs: string[] = [];
const servers = [];
try {
  for (const dist of dists) {
    const dir = mkdtempSync(join(tmpdir(), 'attendance-installed-'));
    dirs.push(dir);
    const server = await startApiServer(`sqlite:${join(dir, 'portal.db')}`, join(dir, 'log'), {
      DATA_DIR: dir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      REGISTRATION_APPROVAL: 'off',
    });
    servers.push({ dist, server, ...(await arrangeClass(server.url)) });
  }
  console.log(`| Round trip | ${dists.join(' | ')} |\n| --- |${' --- |'.repeat(dists.length)}`);
  for (const latencyMs of flags.latency.split(',').map(Number)) {
    const settings: Throttle = { ...PHONE, network: { ...PHONE.network!, latencyMs } };
    const times = new Map<string, number[]>();
    for (let run = 0; run < runs; run += 1) {
      for (const { dist, server, cookie, subjectCode } of servers) {
        const context = await signedInContext(browser, server.url, cookie, settings);
        try {
          await installApp(context);
          const page = await context.newPage();
          await throttle(page, settings);
          const started = performance.now();
          await page.goto('/staffpannel', { waitUntil: 'commit' });
          await tap(page, `[aria-label="Mark attendance for ${subjectCode}"]`);
          await shown(page, '[data-testid="student-row"]', CLASS_SIZE);
          times.set(dist, [...(times.get(dist) ?? []), performance.now() - started]);
        } finally {
          await context.close();
        }
      }
    }
    const cells = dists.map((dist) => {
      const sorted = [...(times.get(dist) ?? [])].sort((a, b) => a - b);
      const s = (ms: number) => (ms / 1000).toFixed(2);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      return `${s(median)} s (${s(sorted[0]!)}–${s(sorted.at(-1)!)})`;
    });
    console.log(`| ${latencyMs} ms | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
