import SQLite from 'better-sqlite3';

let available = process.platform === 'linux';

/**
 * Gives the C allocator's free pages inside its arenas back to the system (glibc's
 * `malloc_trim`), after work that ran on threads which have now ended.
 *
 * glibc keeps what a thread frees as holes between live blocks: once the report workers had
 * ended, 20-30 MB of the SQLite server's RSS were such holes (docs/performance.md), and only
 * `malloc_trim` returns them; Node offers no call to it. SQLite's extension loader calls a named
 * symbol of a shared library, with the connection as the first argument, the only one
 * `malloc_trim` reads: its `pad` (how much of the main heap's top to keep) is then a pointer's
 * value, so the top stays and only whole free pages inside the arenas go back. It answers 1 when
 * it gave back anything, which SQLite reports as a failed initialization. Where glibc is not the
 * C library (musl, macOS, Windows) the first attempt fails to find it and none follows.
 */
export function releaseFreeMemory(): void {
  if (!available) return;
  const db = new SQLite(':memory:');
  try {
    // The entry point is in better-sqlite3's API (its docs/api.md), not in its published types.
    const load = db.loadExtension.bind(db) as (file: string, entryPoint: string) => unknown;
    load('libc.so.6', 'malloc_trim');
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('error during initialization'))) {
      available = false;
    }
  } finally {
    db.close();
  }
}
