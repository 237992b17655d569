import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { rebuildError, WorkerCrashedError, WorkerTimeoutError } from './worker-errors';
import type { Answer, Control, Envelope } from './worker-tasks';

export { serveTasks, Streamed, Transferred } from './worker-tasks';
export { WorkerCrashedError, WorkerTimeoutError } from './worker-errors';

/**
 * A small pool of worker threads for work that would stall the event loop (heavy reads, workbook
 * building). Tasks wait in arrival order for a free worker; a worker that throws answers its
 * task with that error (an AppError keeps its status and code), one that crashes or runs past
 * `timeoutMs` is ended, its task answered with a 5xx, and a fresh one starts for the next task.
 * Workers start on first use and end after `idleMs` without work, so an idle server holds none.
 * A task may answer as a stream (`Streamed`, worker-tasks.ts, whose `serveTasks` is the worker's
 * side): `run` resolves with its head and a Readable of its chunks, each sent only when that
 * Readable wants more, so a slow client holds back the worker, not our memory. Kept over
 * piscina, which has no such stream nor typed errors (docs/decisions.md).
 */
export interface WorkerPoolOptions {
  /** The worker's entry: a .js file, or a .ts file (run through tsx, as in tests and dev). */
  file: URL;
  size: number;
  timeoutMs: number;
  /** Given to every worker as `workerData` (structured-cloned). */
  workerData?: unknown;
  idleMs?: number;
  /**
   * How long a worker other than the oldest alive waits idle before it ends (default `idleMs`):
   * a second worker is started whenever a task comes while the first is busy, if only for the
   * moment the first takes to send its answer's end, and each one alive holds its own isolate
   * and page cache.
   */
  spareIdleMs?: number;
  /**
   * How long a task waits for a busy worker before another is started for it (default 0: at
   * once). A start costs CPU and a whole isolate's memory while the worker lives, and the task
   * that comes while the one worker is busy is most often the same reader's next one, behind an
   * answer about to end (a request given up half-way, whose query still runs to its end).
   */
  spareStartMs?: number;
  /**
   * Called once each time the last worker has ended (idle, crashed or timed out) and its thread
   * has stopped, unless destroyed.
   */
  onEmpty?: () => void;
}

interface Pending {
  id: number;
  task: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** When it was queued (performance.now()), for spareStartMs. */
  queuedAt: number;
}

/** What `run` resolves with when the task's answer is streamed. */
export interface StreamedResult<H> {
  head: H;
  body: Readable;
}

interface Slot {
  worker: Worker;
  /** The streamed answer of the current job, from its head to its last chunk. */
  body?: Readable;
  /** Loaded and listening: only then does it get a task, so the time limit is the task's. */
  ready: boolean;
  job?: Pending;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const DEFAULT_IDLE_MS = 60_000;

export class WorkerPool<Task, Result> {
  readonly #options: WorkerPoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;
  /** Workers removed whose thread has not yet stopped. */
  #stopping = 0;
  /** The last worker was removed and none started since: onEmpty is owed. */
  #emptied = false;
  /** Set while a task waits spareStartMs for a busy worker: then #dispatch looks again. */
  #spareTimer: NodeJS.Timeout | undefined;

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
  }

  /** Runs one task on a worker; the result comes back structured-cloned. */
  run(task: Task): Promise<Result> {
    if (this.#closed) return Promise.reject(new WorkerCrashedError());
    return new Promise<Result>((resolve, reject) => {
      const queuedAt = performance.now();
      this.#queue.push({ id: this.#nextId++, task, resolve: resolve as never, reject, queuedAt });
      this.#dispatch();
    });
  }

  /** Workers alive, of them started and busy, and tasks waiting: for tests and the bench. */
  stats(): { workers: number; ready: number; busy: number; queued: number; threadIds: number[] } {
    const slots = [...this.#slots];
    return {
      workers: slots.length,
      ready: slots.filter((s) => s.ready).length,
      busy: slots.filter((s) => s.job).length,
      queued: this.#queue.length,
      threadIds: slots.map((s) => s.worker.threadId),
    };
  }

  async destroy(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#spareTimer);
    for (const pending of this.#queue.splice(0)) pending.reject(new WorkerCrashedError());
    await Promise.all([...this.#slots].map((slot) => this.#end(slot, new WorkerCrashedError())));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = [...this.#slots].find((s) => s.ready && !s.job);
      if (!slot) {
        this.#grow();
        return;
      }
      const job = this.#queue.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      const seconds = Math.round(this.#options.timeoutMs / 100) / 10;
      const timedOut = () => void this.#end(slot, new WorkerTimeoutError(seconds));
      slot.timer = setTimeout(timedOut, this.#options.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task } satisfies Envelope);
    }
  }

  /**
   * Starts a worker for the first waiting task that no worker being started will take: at once
   * when none is alive, else once that task has waited `spareStartMs` for a busy one.
   */
  #grow(): void {
    const starting = [...this.#slots].filter((s) => !s.ready).length;
    const uncovered = this.#queue[starting];
    if (this.#slots.size >= this.#options.size || !uncovered) return;
    const { spareStartMs = 0 } = this.#options;
    const wait = this.#slots.size === 0 ? 0 : uncovered.queuedAt + spareStartMs - performance.now();
    if (wait <= 0) {
      this.#spawn();
    } else if (!this.#spareTimer) {
      this.#spareTimer = setTimeout(() => {
        this.#spareTimer = undefined;
        this.#dispatch();
      }, wait);
    }
  }

  #spawn(): Slot {
    const { file, workerData } = this.#options;
    // A .ts entry (tests, dev) registers tsx's loader first: `--import tsx` in the worker's
    // execArgv races the entry's own loading on Node 20. The built server's entry is .js.
    // NODE_WORKER_IMPORT: a module each worker imports first. Modules of NODE_OPTIONS' --import
    // do not run in worker threads; scripts/node24.mjs names its resolve hook here.
    const preload = process.env.NODE_WORKER_IMPORT;
    const first = [
      preload && `await import(${JSON.stringify(pathToFileURL(preload).href)});`,
      file.pathname.endsWith('.ts') && `(await import(${JSON.stringify(tsxApi())})).register();`,
    ].filter(Boolean);
    const worker =
      first.length === 0
        ? new Worker(file, { workerData })
        : new Worker(
            `(async () => { ${first.join(' ')} await import(${JSON.stringify(file.href)}); })();`,
            { eval: true, workerData },
          );
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.#slots.add(slot);
    this.#emptied = false;
    worker.on('message', (answer: Answer) => this.#answered(slot, answer));
    worker.on('error', () => void this.#end(slot, new WorkerCrashedError()));
    worker.on('exit', () => void this.#end(slot, new WorkerCrashedError()));
    return slot;
  }

  #answered(slot: Slot, answer: Answer): void {
    if ('ready' in answer) {
      slot.ready = true;
      this.#dispatch();
      // Started for a task that a worker freed meanwhile took: it waits like any idle one.
      if (!slot.job) this.#idle(slot);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== answer.id) return;
    if ('chunk' in answer) {
      slot.body?.push(
        Buffer.from(answer.chunk.buffer, answer.chunk.byteOffset, answer.chunk.byteLength),
      );
      return;
    }
    if ('end' in answer || 'failed' in answer) {
      const body = slot.body;
      this.#free(slot);
      if ('end' in answer) body?.push(null);
      else body?.destroy(rebuildError(answer.failed));
      return;
    }
    if (answer.ok && answer.streamed) {
      slot.body = this.#body(slot, job.id);
      job.resolve({ head: answer.result, body: slot.body } satisfies StreamedResult<unknown>);
      return;
    }
    this.#free(slot);
    if (answer.ok) job.resolve(answer.result);
    else job.reject(rebuildError(answer.error));
  }

  /** The Readable of a streamed answer: each read asks the worker for one more chunk. */
  #body(slot: Slot, id: number): Readable {
    const control = (message: Control) => slot.worker.postMessage(message);
    const body = new Readable({
      read: () => control({ id, pull: true }),
      destroy: (error, done) => {
        // The client went away (or the pool ended the worker): stop making the answer.
        if (slot.job?.id === id) control({ id, cancel: true });
        done(error);
      },
    });
    // A worker may die before the reader listens (a response still in its onSend hooks): that
    // must not end the process. The reader still finds the stream destroyed, and cuts its answer.
    body.on('error', () => {});
    return body;
  }

  /** The job is answered: the worker waits for the next one, or ends after `idleMs`. */
  #free(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.body = undefined;
    this.#idle(slot);
    this.#dispatch();
  }

  /**
   * A worker without a task ends after `idleMs` (a spare, any but the oldest alive, after
   * `spareIdleMs`), unless a task comes first (#dispatch).
   */
  #idle(slot: Slot): void {
    const { idleMs = DEFAULT_IDLE_MS, spareIdleMs = idleMs } = this.#options;
    const oldest = this.#slots.values().next().value === slot;
    slot.idle = setTimeout(
      () => void this.#end(slot, new WorkerCrashedError()),
      oldest ? idleMs : Math.min(idleMs, spareIdleMs),
    );
    slot.idle.unref();
  }

  /** Ends a worker: its task (if any) gets `reason`, and waiting tasks get a fresh worker. */
  async #end(slot: Slot, reason: Error): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    slot.job?.reject(reason);
    slot.job = undefined;
    // A stream already under way ends with the worker: its response is cut, not left hanging.
    slot.body?.destroy(reason);
    slot.body = undefined;
    // A worker that cannot even start (a broken install) fails the oldest waiting task rather
    // than being started again for ever.
    if (!slot.ready && !this.#closed) this.#queue.shift()?.reject(new WorkerCrashedError());
    if (this.#slots.size === 0) this.#emptied = true;
    this.#stopping += 1;
    try {
      await slot.worker.terminate();
    } finally {
      this.#stopping -= 1;
    }
    if (this.#closed) return;
    this.#dispatch();
    // Once, after the last of the threads ending together has stopped (two that ended at once
    // each saw the pool empty after their own wait).
    if (this.#emptied && this.#stopping === 0 && this.#slots.size === 0) {
      this.#emptied = false;
      this.#options.onEmpty?.();
    }
  }
}

/** tsx's ESM register API, found from here (its package's import entry): tests and dev only. */
function tsxApi(): string {
  const api = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(api.replace(/\.cjs$/, '.mjs')).href;
}
