import type { ErrorCode } from '@attendance/domain';
import { isMainThread, parentPort, type MessagePort, type Transferable } from 'node:worker_threads';
import { AppError } from './errors';

/**
 * The messages between a WorkerPool (worker-pool.ts) and its workers, and the worker's side:
 * `serveTasks(handler)` in the worker's entry file.
 */
export interface Envelope {
  id: number;
  task: unknown;
}

/** The main thread's word about a streamed answer: one more chunk wanted, or none any more. */
export type Control = { id: number; pull: true } | { id: number; cancel: true };

export interface ErrorFields {
  message: string;
  statusCode?: number;
  code?: ErrorCode;
  headers?: Record<string, string>;
}

export type Answer =
  | { ready: true }
  | { id: number; ok: true; result: unknown; streamed?: boolean }
  | { id: number; ok: false; error: ErrorFields }
  | { id: number; chunk: Uint8Array }
  | { id: number; end: true }
  | { id: number; failed: ErrorFields };

/** A task's result whose buffers move to the main thread instead of being copied. */
export class Transferred<R> {
  constructor(
    readonly value: R,
    readonly transfer: Transferable[],
  ) {}
}

/**
 * A task's result that is sent as it is made: `head` first (the pool's `run` resolves with it
 * and a Readable of the chunks), then each chunk, moved, when the main thread asks for it.
 */
export class Streamed<H> {
  constructor(
    readonly head: H,
    readonly chunks: AsyncIterable<Uint8Array>,
  ) {}
}

/** Chunks sent before the main thread asks: the first ones go out while it writes. */
export const STREAM_WINDOW = 4;

export function errorFields(error: unknown): ErrorFields {
  if (error instanceof AppError) {
    const { message, statusCode, code, headers } = error;
    return { message, statusCode, code, headers };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The worker side: answers every task the pool sends with `handler`'s result or error. */
export function serveTasks<Task, Result, Head = never>(
  handler: (task: Task) => Promise<Result | Transferred<Result> | Streamed<Head>>,
): void {
  if (isMainThread || !parentPort) throw new Error('serveTasks runs inside a worker thread');
  const port = parentPort;
  // The streamed answer in progress (one task at a time per worker): its credit and its wake-up.
  const streams = new Map<number, { credit: number; wake?: () => void; cancelled?: boolean }>();
  port.postMessage({ ready: true } satisfies Answer);
  port.on('message', (message: Envelope | Control) => {
    if (!('task' in message)) {
      const stream = streams.get(message.id);
      if (!stream) return;
      if ('cancel' in message) stream.cancelled = true;
      else stream.credit += 1;
      stream.wake?.();
      return;
    }
    const { id, task } = message;
    handler(task as Task).then(
      (result) => {
        if (result instanceof Streamed) {
          const state = { credit: STREAM_WINDOW };
          streams.set(id, state);
          port.postMessage({ id, ok: true, result: result.head, streamed: true } satisfies Answer);
          void sendChunks(port, id, result.chunks, state).finally(() => streams.delete(id));
        } else if (result instanceof Transferred) {
          port.postMessage(
            { id, ok: true, result: result.value } satisfies Answer,
            result.transfer,
          );
        } else port.postMessage({ id, ok: true, result } satisfies Answer);
      },
      (error: unknown) => {
        port.postMessage({ id, ok: false, error: errorFields(error) } satisfies Answer);
      },
    );
  });
}

async function sendChunks(
  port: MessagePort,
  id: number,
  chunks: AsyncIterable<Uint8Array>,
  state: { credit: number; wake?: () => void; cancelled?: boolean },
): Promise<void> {
  try {
    for await (const chunk of chunks) {
      while (state.credit === 0 && !state.cancelled) {
        await new Promise<void>((wake) => (state.wake = wake));
      }
      if (state.cancelled) break; // leaving the loop ends the generator (its finally runs)
      state.credit -= 1;
      // Moved, not copied: a chunk that shares its memory with others is copied out first.
      const owned =
        chunk.byteLength === chunk.buffer.byteLength && chunk.byteOffset === 0
          ? chunk
          : new Uint8Array(chunk);
      port.postMessage({ id, chunk: owned } satisfies Answer, [owned.buffer as ArrayBuffer]);
    }
    port.postMessage({ id, end: true } satisfies Answer);
  } catch (error) {
    port.postMessage({ id, failed: errorFields(error) } satisfies Answer);
  }
}
