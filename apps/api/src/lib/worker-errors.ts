import { AppError } from './errors';
import type { ErrorFields } from './worker-tasks';

/** The worker died under the task (an exception outside the handler, out of memory, exit). */
export class WorkerCrashedError extends AppError {
  constructor() {
    super(500, 'WORKER_FAILED', 'The report could not be made. Please try again.');
  }
}

/** The task ran past the pool's time limit; the worker was stopped. */
export class WorkerTimeoutError extends AppError {
  constructor(seconds: number) {
    super(
      503,
      'WORKER_TIMEOUT',
      `The report took longer than ${seconds} s and was stopped. Please narrow it and try again.`,
      { 'retry-after': '5' },
    );
  }
}

/** A task's error as it left the worker: an AppError keeps its status, code and headers. */
export function rebuildError(error: ErrorFields): Error {
  if (error.statusCode && error.code) {
    return new AppError(error.statusCode, error.code, error.message, error.headers ?? {});
  }
  return new Error(error.message);
}
