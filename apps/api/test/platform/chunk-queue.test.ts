import { expect, it } from 'vitest';
import { ChunkQueue } from '../../src/lib/chunk-queue';

const bytes = (n: number) => new Uint8Array(n);

it('holds a maker back while more than its limit waits unread, and lets it go on at half', async () => {
  const queue = new ChunkQueue();
  const calls: string[] = [];
  queue.holdAbove(
    10,
    () => calls.push('hold'),
    () => calls.push('release'),
  );
  for (const n of [4, 4, 4, 4]) queue.push(bytes(n));
  expect(calls).toEqual(['hold']);
  queue.end();
  const reader = queue[Symbol.asyncIterator]();
  await reader.next(); // 12 unread
  await reader.next(); // 8
  expect(calls).toEqual(['hold']);
  await reader.next(); // 4: half the limit or less
  expect(calls).toEqual(['hold', 'release']);
  await reader.next();
  expect((await reader.next()).done).toBe(true);
  expect(calls).toEqual(['hold', 'release']);
});

it('lets a held maker go on when its reader leaves, and drops what comes after', async () => {
  const queue = new ChunkQueue();
  const calls: string[] = [];
  queue.holdAbove(
    5,
    () => calls.push('hold'),
    () => calls.push('release'),
  );
  queue.push(bytes(8));
  queue.abandon();
  expect(calls).toEqual(['hold', 'release']);
  queue.push(bytes(8));
  queue.end();
  const read: Uint8Array[] = [];
  for await (const chunk of queue) read.push(chunk);
  expect(read).toEqual([]);
  expect(calls).toEqual(['hold', 'release']);
});
