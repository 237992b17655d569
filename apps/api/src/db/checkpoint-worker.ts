// The entry of the checkpoint thread (bundled as dist/checkpoint-worker.js): a connection of its
// own that copies committed pages from the write-ahead log into the database file. See
// wal-checkpoints.ts.
import { workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { serveTasks } from '../lib/worker-pool';

const { path } = workerData as { path: string };
// The driver alone, not the query builder: this thread's memory counts in the server's.
const sqlite = new SQLite(path);
sqlite.pragma('synchronous = FULL');
sqlite.pragma('busy_timeout = 5000');

export interface CheckpointResult {
  /** Frames in the log, and of them copied into the database file (-1, -1 when not in WAL). */
  logFrames: number;
  checkpointed: number;
}

serveTasks<null, CheckpointResult>(async () => {
  // PASSIVE: copies what no reader still needs, never waits for or blocks a writer or a reader.
  const [row] = sqlite.pragma('wal_checkpoint(PASSIVE)') as {
    busy: number;
    log: number;
    checkpointed: number;
  }[];
  return { logFrames: row?.log ?? -1, checkpointed: row?.checkpointed ?? -1 };
});
