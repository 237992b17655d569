// The browser tests of `npm test`. Without Chromium they are skipped with a clear word, except in
// CI (CI=true), where a missing browser fails the run: CI never skips them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`Chromium is missing at ${chromium}: the browser tests cannot run in CI.`);
    process.exit(1);
  }
  console.warn(
    `Chromium not found at ${chromium}: the browser tests are SKIPPED. ` +
      'Install it (apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
process.exit(result.status ?? 1);
