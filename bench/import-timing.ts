import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rosterFile, signIn } from './imports';
import { buildApi, ROOT, startApiServer } from './server';

/**
 * Only the 5,040-student template import of bench/imports.ts (preview, then commit), three
 * times on a fresh database each, medians of wall time and of the server's CPU time printed: a
 * quick before/after check of a change to the import without the whole bench
 * (`node --import tsx bench/import-timing.ts`).
 */
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function main() {
  if (!process.env.SKIP_BUILD) buildApi();
  const file = await rosterFile(180);
  const times: Record<string, number[]> = {
    preview: [],
    commit: [],
    'preview (server CPU)': [],
    'commit (server CPU)': [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'import-timing-'));
    const server = await startApiServer(
      `sqlite:${join(dir, 'i.db')}`,
      resolve(ROOT, 'data/bench/import-timing.log'),
      { DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    );
    try {
      const cookie = await signIn(server.url);
      for (const commit of [false, true]) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
        const started = performance.now();
        const cpu = server.cpu();
        const response = await fetch(`${server.url}/api/students/import?commit=${commit}`, {
          method: 'POST',
          body: form,
          headers: { cookie },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const step = commit ? 'commit' : 'preview';
        times[step]!.push((performance.now() - started) / 1000);
        // The server's own CPU seconds: steadier than wall time on a machine others share.
        times[`${step} (server CPU)`]!.push(server.cpu() - cpu);
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const [step, values] of Object.entries(times))
    console.log(
      `${step}: median ${median(values).toFixed(2)} s of ${values.map((v) => v.toFixed(2)).join(', ')}`,
    );
}

await main();
