// The entry of a report worker thread (bundled as dist/report-worker.js): its own reading
// connection, the same tasks as the main thread would run. See heavy-reports.ts.
import { workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import { createReadOnlyDatabase } from '../../db/kysely';
import { serveTasks, Transferred } from '../../lib/worker-pool';
import { runHeavyTask, type HeavyTask } from './heavy-tasks';
import type { HeavyWorkerData, ReportAnswer } from './heavy-reports';

const { database, settings } = workerData as HeavyWorkerData;
const { db } = createReadOnlyDatabase(database);
// Connected before the pool counts this worker ready, so no task's time limit pays for it.
await sql`select 1`.execute(db);

serveTasks<HeavyTask, ReportAnswer>(async (task) => {
  const result = await runHeavyTask(db, settings, task);
  // Encoded here, so the main thread only writes the bytes out; moved, not copied.
  const body = 'json' in result ? Buffer.from(result.json) : result.xlsx;
  const owned = body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
  const answer: ReportAnswer =
    'json' in result ? { body: owned } : { body: owned, fileName: result.fileName };
  return new Transferred(answer, [owned.buffer as ArrayBuffer]);
});
