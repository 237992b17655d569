import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';

/**
 * Browser tests against the real server (built web app + API) on a fresh SQLite file per
 * worker, driving Debian's Chromium; Playwright never downloads a browser here.
 */
// One output folder per run (workers inherit the id), so runs side by side keep their traces.
process.env.E2E_RUN_ID ??= String(process.pid);

export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/run-${process.env.E2E_RUN_ID}`,
  globalSetup: './support/global-setup.ts',
  // A test signs its first Admin in through the staff command (a few seconds) before it starts.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // Recording a trace costs about a quarter of the suite's CPU (docs/performance.md, `ci`): CI
    // records one only for the retry of a failed test, which fails again with it or proves flaky.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
