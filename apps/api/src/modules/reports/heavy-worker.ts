// The entry of a report worker thread (bundled as dist/report-worker.js): its own reading
// connection, the same tasks as the main thread would run. See heavy-reports.ts.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import { createReadOnlyDatabase } from '../../db/kysely';
import { serveTasks, Streamed, Transferred } from '../../lib/worker-tasks';
import { runHeavyTask, type HeavyTask } from './heavy-tasks';
import type { HeavyWorkerData, ReportAnswer, ReportHead } from './heavy-reports';

/** 10 of 19: a CFS weight of about a tenth of the main thread's when both want the CPU. */
const REPORT_WORKER_NICE = 10;
/** 64 kB: one message between threads per piece. */
const PIECE = 64 * 1024;

const { database, settings } = workerData as HeavyWorkerData;
// A report yields the CPU to marking: on Linux a thread's nice value is its own, so only this
// worker runs at the lower priority; the main thread (every submission) keeps its share when a
// burst of exports meets the start of a period on a 2-core server (issue 26). Raising one's own
// nice value needs no privilege; where it is refused, the report runs at normal priority.
try {
  setPriority(REPORT_WORKER_NICE);
} catch {
  // Not permitted here (a locked-down container): same as before.
}
const { db } = createReadOnlyDatabase(database);
// Connected before the pool counts this worker ready, so no task's time limit pays for it.
await sql`select 1`.execute(db);

serveTasks<HeavyTask, ReportAnswer, ReportHead>(async (task) => {
  const result = await runHeavyTask(db, settings, task);
  if ('chunks' in result) {
    const head: ReportHead = result.fileName === undefined ? {} : { fileName: result.fileName };
    return new Streamed(head, inPieces(result.chunks));
  }
  // Encoded here, so the main thread only writes the bytes out; moved, not copied.
  const body = typeof result.json === 'string' ? Buffer.from(result.json) : result.json;
  const owned = body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
  return new Transferred({ body: owned }, [owned.buffer as ArrayBuffer]);
});

/** Chunks of at least PIECE bytes (the last may be less): ExcelJS writes many small ones. */
async function* inPieces(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let held: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    held.push(chunk);
    size += chunk.byteLength;
    if (size >= PIECE) {
      yield held.length === 1 ? held[0]! : Buffer.concat(held);
      held = [];
      size = 0;
    }
  }
  if (size > 0) yield held.length === 1 ? held[0]! : Buffer.concat(held);
}
