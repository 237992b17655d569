import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { releaseFreeMemory } from '../../src/lib/free-memory';

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
    ?.glibcVersionRuntime,
);
const rssMb = () =>
  (Number(readFileSync('/proc/self/statm', 'utf8').split(' ')[1]) * 4096) / 2 ** 20;

if (!glibc) console.warn('free-memory.test.ts: skipped, the C library here is not glibc');

it.runIf(glibc)('gives back the pages of blocks freed between live ones', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // 100 KB blocks come from malloc's arenas; every other one freed leaves holes of whole pages
  // that glibc keeps, as the report workers' work left them.
  const kept: Buffer[] = [];
  let freed: Buffer[] | undefined = [];
  for (let i = 0; i < 1000; i++)
    (i % 2 ? kept : freed).push(Buffer.allocUnsafeSlow(100 * 1024).fill(1));
  freed = undefined;
  gc();
  gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = rssMb();
  releaseFreeMemory();
  expect(before - rssMb()).toBeGreaterThan(20);
  expect(kept.every((block) => block[100 * 1024 - 1] === 1)).toBe(true);
  releaseFreeMemory();
});
