import { afterEach, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { WorkerPool } from '../src/lib/worker-pool';

type Task = { kind: string; text?: string };
const file = new URL('./fixtures/pool-worker.ts', import.meta.url);
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
