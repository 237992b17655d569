import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The tests run the built server and web app: build whatever is stale, once. */
export default function globalSetup(): void {
  execFileSync(process.execPath, [resolve(import.meta.dirname, '../../scripts/build-stale.mjs')], {
    stdio: 'inherit',
  });
}
