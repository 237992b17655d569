import { statSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { WorkerPool } from '../lib/worker-pool';
import { releaseFreeMemory } from '../lib/free-memory';
import type { DB } from './types';
import type { CheckpointResult } from './checkpoint-worker';

/** How often the thread looks whether anything was committed since its last checkpoint. */
export const CHECKPOINT_EVERY_MS = 250;

/** Without a commit for this long, the thread ends (the next commit starts it again). */
const IDLE_MS = 10_000;

/**
 * The main connection's own checkpoints stay as a safety net, should the thread fall behind or
 * fail: at 10,000 pages (40 MB of log) instead of SQLite's 1,000.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// Under tsx or vitest this file is the .ts source; in the bundle, dist/server.js, beside which
// build.mjs writes the thread's own bundle.
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./checkpoint-worker.ts', import.meta.url)
  : new URL('./checkpoint-worker.js', import.meta.url);

/**
 * SQLite copies its write-ahead log into the database file in a checkpoint, by default inside
 * the commit that takes the log past 1,000 pages: on the campus of scale 1 one submission in ten
 * paid 5-20 ms for it on the one thread that answers everyone, and after a long report (whose
 * reading snapshot holds the log back) one commit paid for the whole backlog (issue 26). Here a
 * thread with its own connection checkpoints a few times a second whenever something was
 * committed, so commits only append; it ends after ten seconds without writes, and a crash of
 * it costs nothing but the fallback above.
 */
export class WalCheckpoints {
  readonly #pool: WorkerPool<null, CheckpointResult>;
  readonly #timer: NodeJS.Timeout;
  #logChangedAt = 0;
  #running = false;

  private constructor(
    private readonly path: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#pool = new WorkerPool({
      file: WORKER_FILE,
      size: 1,
      timeoutMs: 60_000,
      workerData: { path },
      // Its isolate costs the server 10-20 MB: held only while submissions come.
      idleMs: IDLE_MS,
      // What the ended thread freed stays in malloc's arenas until given back.
      onEmpty: releaseFreeMemory,
    });
    this.#timer = setInterval(() => this.#tick(), CHECKPOINT_EVERY_MS);
    this.#timer.unref();
  }

  /** Moves the checkpoints of the server's connection to a thread (a file database only). */
  static async start(
    db: Kysely<DB>,
    path: string,
    log: FastifyBaseLogger,
  ): Promise<WalCheckpoints> {
    await sql.raw(`pragma wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`).execute(db);
    return new WalCheckpoints(path, log);
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#pool.destroy();
  }

  #tick(): void {
    if (this.#running) return;
    let changedAt: number;
    try {
      changedAt = statSync(`${this.path}-wal`).mtimeMs;
    } catch {
      return; // no log yet
    }
    if (changedAt === this.#logChangedAt) return;
    this.#logChangedAt = changedAt;
    this.#running = true;
    this.#pool
      .run(null)
      .catch((error: unknown) => this.log.warn({ err: error }, 'WAL checkpoint failed'))
      .finally(() => {
        this.#running = false;
      });
  }
}
