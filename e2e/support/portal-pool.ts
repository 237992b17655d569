import { startPortal, type Portal } from './portal';

/**
 * The servers of one worker, by settings. The default server lives as long as the worker; the
 * server of a file with its own settings lives until a test asks for other settings, so a worker
 * runs at most two servers and files with equal settings in a row share theirs (and its database,
 * as the tests of one file always have).
 */
export class PortalPool {
  private main: Promise<Portal> | undefined;
  private other: { key: string; portal: Promise<Portal> } | undefined;

  async get(env: Record<string, string>): Promise<Portal> {
    const key = keyOf(env);
    if (key === '{}') {
      // A file's own server is stopped once the worker has moved on, as its own worker was.
      await this.stopOther();
      this.main ??= startPortal(env);
      return this.main;
    }
    if (this.other?.key !== key) {
      await this.stopOther();
      this.other = { key, portal: startPortal(env) };
    }
    return this.other.portal;
  }

  async stopAll(): Promise<void> {
    await this.stopOther();
    const main = this.main;
    this.main = undefined;
    await stopStarted(main);
  }

  private async stopOther(): Promise<void> {
    const other = this.other;
    this.other = undefined;
    await stopStarted(other?.portal);
  }
}

/** A server that failed to start has nothing to stop (its test has already failed with why). */
async function stopStarted(portal: Promise<Portal> | undefined): Promise<void> {
  const started = await portal?.catch(() => undefined);
  await started?.stop();
}

/** Equal settings, whatever their order, are one key. */
function keyOf(env: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))),
  );
}
