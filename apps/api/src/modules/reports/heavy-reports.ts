import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config, DatabaseTarget } from '../../config';
import type { DB } from '../../db/types';
import { signedIn } from '../../lib/access';
import { TooManyRequestsError } from '../../lib/errors';
import { releaseFreeMemory } from '../../lib/free-memory';
import { WorkerPool, type StreamedResult } from '../../lib/worker-pool';
import { onMainThread, runHeavyTask, type HeavyTask, type ReportSettings } from './heavy-tasks';
import { sendXlsx } from '../../lib/sheet-writer';
import { staffLanguage } from '../languages';

/** A heavy answer made whole on a worker: the JSON's bytes. */
export interface ReportAnswer {
  body: Uint8Array;
}

/** What comes before a streamed answer's bytes: a workbook's file name (none for JSON). */
export interface ReportHead {
  fileName?: string;
}

/** A heavy answer as `run` gives it: whole bytes of JSON, or a stream (View, workbooks). */
export type ReportBody = { body: Uint8Array } | { fileName?: string; stream: Readable };

export interface HeavyWorkerData {
  database: DatabaseTarget;
  settings: ReportSettings;
}

type TaskRequest = HeavyTask extends infer T
  ? T extends HeavyTask
    ? Omit<T, 'staff' | 'now' | 'language'>
    : never
  : never;

// Under tsx or vitest this file is the .ts source; in the bundle, dist/server.js, beside which
// build.mjs writes the worker's own bundle.
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./heavy-worker.ts', import.meta.url)
  : new URL('./report-worker.js', import.meta.url);

/**
 * Runs the heavy reads and every workbook (heavy-tasks.ts) off the event loop, on a small pool of
 * worker threads each with its own reading connection, and bounds them: one at a time per staff
 * member for exports, `inFlight` for the campus (reads and exports) (running and waiting); beyond
 * either, 429 with Retry-After. With `reportWorkers` 0, or an in-memory SQLite database that a
 * worker cannot open, the same tasks run on the main thread, as do the reads `onMainThread` names.
 * See docs/architecture.md.
 */
export class HeavyReports {
  readonly #pool: WorkerPool<HeavyTask, ReportAnswer | StreamedResult<ReportHead>> | undefined;
  readonly #perStaff = new Map<number, number>();
  #inFlight = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
  ) {
    const { database, reports } = config;
    const onThread =
      reports.workers > 0 && !(database.kind === 'sqlite' && database.path === ':memory:');
    this.#pool = onThread
      ? new WorkerPool({
          file: WORKER_FILE,
          size: reports.workers,
          timeoutMs: reports.timeoutSeconds * 1000,
          idleMs: WORKER_IDLE_MS,
          spareIdleMs: SPARE_WORKER_IDLE_MS,
          spareStartMs: SPARE_WORKER_START_MS,
          // What the ended workers freed stays in malloc's arenas until given back.
          onEmpty: releaseFreeMemory,
          workerData: {
            database,
            settings: {
              campus: config.campus,
              timezone: config.timezone,
              weeklyDaysOff: config.weeklyDaysOff,
            },
          } satisfies HeavyWorkerData,
        })
      : undefined;
  }

  /** Runs the task for the signed-in staff and sends its answer. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    task: TaskRequest,
  ): Promise<FastifyReply> {
    const staff = signedIn(request);
    const language = staffLanguage(request, this.config.campus, staff.language);
    const answer = await this.run({
      ...task,
      staff,
      now: this.config.now(),
      language,
    } as HeavyTask);
    if ('stream' in answer) {
      // The client gone: stop making the answer (on a worker, it is told to stop).
      reply.raw.once('close', () => answer.stream.destroy());
      if (answer.fileName !== undefined) return sendXlsx(reply, answer.fileName, answer.stream);
      return reply.type('application/json; charset=utf-8').send(answer.stream);
    }
    return reply
      .type('application/json; charset=utf-8')
      .send(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
  }

  async run(task: HeavyTask): Promise<ReportBody> {
    const { perStaff, inFlight } = this.config.reports;
    // Only exports count per person: a screen's read is asked again whenever a filter changes
    // (the earlier one still running here), and must not be refused for that.
    const lane = task.name.endsWith('.xlsx') ? task.staff.id : undefined;
    const mine = lane === undefined ? 0 : (this.#perStaff.get(lane) ?? 0);
    if (lane !== undefined && mine >= perStaff) {
      throw new TooManyRequestsError(
        'Your previous report is still being prepared. Please wait for it to finish.',
        RETRY_AFTER_SECONDS,
        'REPORT_IN_PROGRESS',
      );
    }
    if (this.#inFlight >= inFlight) {
      throw new TooManyRequestsError(
        'Many reports are being prepared right now. Please try again in a few seconds.',
        RETRY_AFTER_SECONDS,
        'REPORTS_BUSY',
      );
    }
    if (lane !== undefined) this.#perStaff.set(lane, mine + 1);
    this.#inFlight += 1;
    const done = () => {
      this.#inFlight -= 1;
      if (lane !== undefined) {
        const left = (this.#perStaff.get(lane) ?? 1) - 1;
        if (left > 0) this.#perStaff.set(lane, left);
        else this.#perStaff.delete(lane);
      }
    };
    let answer: ReportBody;
    try {
      answer = await this.#made(task);
    } catch (error) {
      done();
      throw error;
    }
    // A streamed report is still being made until its last byte: it counts until then. At its
    // end, not its 'close' (a tick later): a client that starts its next export as soon as the
    // last byte arrives must not find the first still counted.
    if ('stream' in answer) {
      let counted = true;
      const release = () => {
        if (counted) done();
        counted = false;
      };
      answer.stream.once('end', release).once('close', release);
    } else done();
    return answer;
  }

  async #made(task: HeavyTask): Promise<ReportBody> {
    if (this.#pool && !(await onMainThread(this.db, task))) {
      const made = await this.#pool.run(task);
      return 'head' in made ? { ...made.head, stream: made.body } : made;
    }
    const result = await runHeavyTask(this.db, this.config, task);
    if ('json' in result) {
      return { body: typeof result.json === 'string' ? Buffer.from(result.json) : result.json };
    }
    const stream = Readable.from(result.chunks, { objectMode: false });
    stream.on('error', () => {}); // as the pool's streams: Fastify finds it destroyed and cuts it
    return result.fileName === undefined ? { stream } : { fileName: result.fileName, stream };
  }

  /** Workers alive and busy (tests, the bench). */
  stats() {
    return this.#pool?.stats() ?? { workers: 0, busy: 0, queued: 0, threadIds: [] };
  }

  close(): Promise<void> {
    return this.#pool?.destroy() ?? Promise.resolve();
  }
}

const RETRY_AFTER_SECONDS = 5;
/**
 * A report worker ends after 5 s without work: an idle one holds some 40-50 MB (its V8 heap and
 * page cache), and starting one again costs about 0.1 s of CPU on the built server, small
 * beside the reports that need it (docs/decisions.md). With 10 s the stall step's worker was
 * still alive through the timetable import, the week's reads and the submissions after them,
 * the bench's peak (docs/performance.md).
 */
const WORKER_IDLE_MS = 5_000;
/**
 * The second worker ends after 1 s without work. One reader asking report after report starts
 * it whenever a request comes before the first worker has sent its answer's end; kept 10 s, the
 * two held the server's peak (the second's 40-50 MB beside the main thread's heaviest steps).
 * Under concurrent reports it never idles, so none waits longer for it (docs/performance.md).
 */
const SPARE_WORKER_IDLE_MS = 1_000;
/**
 * A report that finds the one worker busy waits up to 0.5 s for it before a second is started.
 * In the bench every report is one reader's, one at a time, yet a second worker started at each
 * measure's end: the request given up there still ran on the first (a JSON report's query runs
 * to its end), the next one came, and the second's 40-50 MB were the run's peak beside the main
 * thread (docs/performance.md, "rss (tenth session)"). A start is 0.1 s of CPU when idle and
 * took seconds on a busy 2-core machine, so waiting half a second for the busy worker is rarely
 * slower; two readers at once wait at most that much longer for the second worker, which then
 * stays while they keep it busy.
 */
const SPARE_WORKER_START_MS = 500;
