import { IMPORT_LIMITS } from '@attendance/domain';
import { AppError } from '../../lib/errors';

export const YOUR_IMPORT_RUNS =
  'Your previous import is still being read; wait for its answer, then upload again.';
export const CAMPUS_IMPORTS_BUSY =
  'Other imports are being read right now; try again in a few seconds.';

class ImportBusyError extends AppError {
  constructor(message: string) {
    super(429, 'IMPORT_BUSY', message, {
      'retry-after': String(IMPORT_LIMITS.retryAfterSeconds),
    });
  }
}

/**
 * One import per Admin at a time and a few on the campus: each holds its file and its rows in
 * memory until answered, so the count bounds the memory imports may take together.
 */
export class ImportGate {
  private readonly running = new Set<number>();

  constructor(private readonly limit: number = IMPORT_LIMITS.concurrent) {}

  /** Admits the Admin's import or throws 429; call the returned function when it is answered. */
  enter(staffId: number): () => void {
    if (this.running.has(staffId)) throw new ImportBusyError(YOUR_IMPORT_RUNS);
    if (this.running.size >= this.limit) throw new ImportBusyError(CAMPUS_IMPORTS_BUSY);
    this.running.add(staffId);
    return () => this.running.delete(staffId);
  }
}
