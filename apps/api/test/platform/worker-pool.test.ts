import { afterEach, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { WorkerPool } from '../../src/lib/worker-pool';

type Task = { kind: string; text?: string; chunks?: number; then?: string };
const file = new URL('../fixtures/pool-worker.ts', import.meta.url);
let pool: WorkerPool<Task, any>;

afterEach(async () => {
  await pool.destroy();
});

it('answers tasks on worker threads, errors with their status, and moves bytes', async () => {
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000 });
  const answers = await Promise.all(
    ['a', 'b', 'c'].map((text) => pool.run({ kind: 'echo', text })),
  );
  expect(answers.map((a) => a.text)).toEqual(['a', 'b', 'c']);
  expect(answers.every((a) => a.threadId > 0)).toBe(true);
  expect(pool.stats().workers).toBeLessThanOrEqual(2);
  const bytes = await pool.run({ kind: 'bytes', text: 'xlsx' });
  expect(new TextDecoder().decode(bytes)).toBe('xlsx');
  const refused = await pool.run({ kind: 'refuse' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Nothing here.' });
  const failed = await pool.run({ kind: 'fail' }).catch((e: unknown) => e);
  expect(failed).not.toBeInstanceOf(AppError);
  expect((failed as Error).message).toBe('plain failure');
});

it('answers a crashed or exited worker with a 5xx and replaces it', async () => {
  pool = new WorkerPool({ file, size: 1, timeoutMs: 10_000 });
  const first = await pool.run({ kind: 'echo' });
  for (const kind of ['crash', 'exit']) {
    const error = await pool.run({ kind }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 500, code: 'WORKER_FAILED' });
  }
  const after = await pool.run({ kind: 'echo', text: 'still here' });
  expect(after.text).toBe('still here');
  expect(after.threadId).not.toBe(first.threadId);
});

it('stops a worker that runs past the time limit, answers 503, and serves the queue', async () => {
  pool = new WorkerPool({ file, size: 1, timeoutMs: 1_500 });
  const hung = pool.run({ kind: 'hang' }).catch((e: unknown) => e);
  const queued = pool.run({ kind: 'echo', text: 'next' });
  expect(await hung).toMatchObject({ statusCode: 503, code: 'WORKER_TIMEOUT' });
  expect((await queued).text).toBe('next');
  expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0 });
});

it('streams an answer chunk by chunk as it is read, and ends or cuts it as the worker does', async () => {
  pool = new WorkerPool({ file, size: 1, timeoutMs: 10_000 });
  const { head, body } = await pool.run({ kind: 'stream', chunks: 50, then: 'end' });
  expect(head).toEqual({ name: 'head' });
  // Unread, the worker stops after the few chunks it sends ahead: it waits for the reader.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(body.readableLength).toBeLessThanOrEqual(4 * 64 * 1024);
  const parts = Buffer.concat(await body.toArray())
    .toString()
    .split(';');
  expect(parts.slice(0, 3).map((p) => p.trim())).toEqual(['0,1', '1,2', '2,3']);
  expect(parts.filter((p) => p.trim())).toHaveLength(50);
  expect(pool.stats()).toMatchObject({ workers: 1, busy: 0 });

  const failing = await pool.run({ kind: 'stream', chunks: 2, then: 'fail' });
  await expect(failing.body.toArray()).rejects.toThrow('failed half-way');
  const crashing = await pool.run({ kind: 'stream', chunks: 2, then: 'crash' });
  await expect(crashing.body.toArray()).rejects.toMatchObject({ code: 'WORKER_FAILED' });
  // A reader that gives up stops the worker, which then takes the next task.
  const dropped = await pool.run({ kind: 'stream', chunks: 1_000_000, then: 'end' });
  dropped.body.destroy();
  expect((await pool.run({ kind: 'echo', text: 'after' })).text).toBe('after');
});

it('ends a worker started for a task that another worker took, once it has waited idleMs', async () => {
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000, idleMs: 500 });
  const first = await pool.run({ kind: 'echo' });
  // The one worker is busy until its stream is read; the next task starts a second worker...
  const { body } = await pool.run({ kind: 'stream', chunks: 2, then: 'end' });
  const next = pool.run({ kind: 'echo', text: 'next' });
  expect(pool.stats().workers).toBe(2);
  // ...but the first is free again long before the second has started, and takes it.
  await body.toArray();
  expect(await next).toMatchObject({ text: 'next', threadId: first.threadId });
  // The second one, never given work, must not be kept for ever (its isolate holds 10-20 MB).
  await expect.poll(() => pool.stats().workers, { timeout: 5_000 }).toBe(0);
});

it('ends a spare worker after spareIdleMs and keeps the oldest for idleMs', async () => {
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000, idleMs: 60_000, spareIdleMs: 200 });
  const first = await pool.run({ kind: 'echo' });
  // The first is busy streaming, so the next task starts a second worker and runs there.
  const { body } = await pool.run({ kind: 'stream', chunks: 10, then: 'end' });
  const spare = await pool.run({ kind: 'echo' });
  await body.toArray();
  expect(spare.threadId).not.toBe(first.threadId);
  expect(pool.stats().workers).toBe(2);
  // The spare ends once idle for 200 ms; the oldest stays, and takes the next task.
  await expect.poll(() => pool.stats().workers, { timeout: 5_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(pool.stats().workers).toBe(1);
  expect((await pool.run({ kind: 'echo' })).threadId).toBe(first.threadId);
});

it('lets a task wait spareStartMs for the busy worker before it starts another', async () => {
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000, spareStartMs: 2_000 });
  const first = await pool.run({ kind: 'echo' });
  // The one worker is busy until its stream is read: the next task waits, nothing starts...
  const { body } = await pool.run({ kind: 'stream', chunks: 50, then: 'end' });
  const next = pool.run({ kind: 'echo', text: 'next' });
  expect(pool.stats()).toMatchObject({ workers: 1, queued: 1 });
  // ...and the first, free again, takes it.
  await body.toArray();
  expect(await next).toMatchObject({ text: 'next', threadId: first.threadId });
  expect(pool.stats().workers).toBe(1);
});

it('starts another worker for a task that has waited spareStartMs', async () => {
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000, spareStartMs: 200 });
  const first = await pool.run({ kind: 'echo' });
  const { body } = await pool.run({ kind: 'stream', chunks: 50, then: 'end' });
  const next = pool.run({ kind: 'echo', text: 'next' });
  expect(pool.stats().workers).toBe(1);
  // The unread stream holds the first worker past 200 ms: a second one answers.
  expect((await next).threadId).not.toBe(first.threadId);
  expect(pool.stats().workers).toBe(2);
  await body.toArray();
});

it('calls onEmpty once the last worker has ended, and not when destroyed', async () => {
  let emptied = 0;
  const onEmpty = () => void emptied++;
  pool = new WorkerPool({ file, size: 2, timeoutMs: 10_000, idleMs: 300, onEmpty });
  await Promise.all(['a', 'b', 'c'].map((text) => pool.run({ kind: 'echo', text })));
  await expect.poll(() => emptied, { timeout: 5_000 }).toBe(1);
  expect(pool.stats().workers).toBe(0);
  await pool.run({ kind: 'echo' });
  await pool.destroy();
  expect(emptied).toBe(1);
});

it('calls onEmpty once when the last two workers end together', async () => {
  let emptied = 0;
  const onEmpty = () => void emptied++;
  pool = new WorkerPool({ file, size: 2, timeoutMs: 400, idleMs: 60_000, onEmpty });
  for (let round = 1; round <= 2; round += 1) {
    // Both workers started and idle, so both hanging tasks start, and time out, together: the
    // second thread ends while the first is still stopping.
    await Promise.all(['a', 'b'].map((text) => pool.run({ kind: 'echo', text })));
    await expect.poll(() => pool.stats().ready, { timeout: 5_000 }).toBe(2);
    const timedOut = await Promise.all(
      ['hang', 'hang'].map((kind) => pool.run({ kind }).catch((e: unknown) => e)),
    );
    expect(timedOut).toMatchObject([{ statusCode: 503 }, { statusCode: 503 }]);
    await expect.poll(() => emptied, { timeout: 5_000 }).toBe(round);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(emptied).toBe(round);
  }
});
