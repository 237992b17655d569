import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { shapeOf } from './campus';
import { copiesPerBuild, databaseUrl, ensureGenerated, targetOf } from './databases';
import { ROOT, startApiServer } from './server';

/**
 * The server's start, several builds in turns (A B A B), each on its own copy of the generated
 * SQLite campus: the CPU the process spent until it answered its first request, the wall time
 * from the spawn to Fastify's "listening" line (its log's clock), and the RSS then and once
 * idle. Each build starts once unmeasured first, so the measured starts find the files in the
 * page cache and the database migrated.
 *
 *   node --import tsx bench/start-rounds.ts apps/api/dist/before/server.js apps/api/dist/server.js
 *     [--scale 1] [--rounds 5] [--idle-seconds 2]
 */
const { values: flags, positionals: entries } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '5' },
    'idle-seconds': { type: 'string', default: '2' },
  },
});
const shape = shapeOf(Number(flags.scale));
const base = targetOf('sqlite', shape, '');
await ensureGenerated(base, shape, false, (line) => console.error(line));
const { targets, release } = await copiesPerBuild(base, entries.length, (i) => `start-${i}-`);

interface Start {
  cpuMs: number;
  listeningMs: number;
  rssMb: number;
  idleRssMb: number;
}

async function startOnce(entry: string, i: number): Promise<Start> {
  process.env.BENCH_SERVER_ENTRY = entry;
  const logPath = resolve(ROOT, `data/bench/server-start-${i}.log`);
  const spawned = Date.now();
  const server = await startApiServer(databaseUrl(targets[i]!), logPath);
  try {
    const cpuMs = server.cpu() * 1000;
    const { rssMb } = server.memory();
    await new Promise((done) => setTimeout(done, Number(flags['idle-seconds']) * 1000));
    const idleRssMb = server.memory().rssMb;
    const listening = readFileSync(logPath, 'utf8')
      .split('\n')
      .map((line) => /"time":(\d+).*Server listening/.exec(line)?.[1])
      .find(Boolean);
    return { cpuMs, listeningMs: Number(listening) - spawned, rssMb, idleRssMb };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const starts: Start[][] = entries.map(() => []);
try {
  for (const [i, entry] of entries.entries()) await startOnce(entry, i);
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const [i, entry] of entries.entries()) {
      const one = await startOnce(entry, i);
      starts[i]!.push(one);
      console.error(
        `round ${round + 1} ${entry}: CPU ${one.cpuMs.toFixed(0)} ms, listening after ` +
          `${one.listeningMs} ms, RSS ${one.rssMb.toFixed(0)} MB (idle ${one.idleRssMb.toFixed(0)}), ` +
          `load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  }
} finally {
  await release();
}
console.log('| Build | CPU to the first answer | Listening after | RSS then | RSS idle |');
console.log('| --- | --- | --- | --- | --- |');
for (const [i, entry] of entries.entries()) {
  const of = (key: keyof Start) => median(starts[i]!.map((s) => s[key])).toFixed(0);
  console.log(
    `| ${entry} | ${of('cpuMs')} ms | ${of('listeningMs')} ms | ${of('rssMb')} MB | ${of('idleRssMb')} MB |`,
  );
}
console.log(
  `median of ${flags.rounds} rounds; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
