import { readFileSync } from 'node:fs';

/**
 * Where a server's CPU went: the self time of a `--cpu-prof` profile grouped by package (or our
 * source file) and by function, as shares of the busy (non-idle) time.
 *
 *   node --import tsx bench/profile.ts CPU.….cpuprofile [top=25] [function: only the samples from its
 *   first to its last appearance, e.g. `store` for the submissions] [parts]
 *
 * `parts` adds the table of docs/performance.md (issue 56): the window's time by part of the
 * server, with the SQLite commit apart, since its samples span the fsync's wait, which is not
 * CPU (the V8 profiler samples wall time). SQLite's submission runs at once since 2026-12-06
 * (`writeNow`, not `store`: give that as the window).
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [path, topArg, within, mode] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(path as string, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const inStack = (id: number, name: string) => {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    if (byId.get(at)?.callFrame.functionName === name) return true;
  return false;
};
// A window: from the first to the last sample whose stack holds the named function (a phase).
let first = 0;
let last = profile.samples.length - 1;
if (within) {
  const hits = profile.samples.flatMap((id, i) => (inStack(id, within) ? [i] : []));
  first = hits[0] ?? 0;
  last = hits.at(-1) ?? last;
}
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (i >= first && i <= last) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] as string);
  }
  if (url.startsWith('node:')) return 'node:internal';
  const ours = url.indexOf('/apps/api/');
  if (ours >= 0) return url.slice(ours + 1).replace(/^apps\/api\/(dist|src)\//, 'api/');
  const domain = url.indexOf('/packages/domain/');
  return domain >= 0 ? 'domain' : url;
}

const places = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
for (const [id, time] of self) {
  const node = byId.get(id) as Node;
  const name = node.callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name !== '(idle)') busy += time;
    if (name === '(idle)') continue;
  } else busy += time;
  const place = ['(program)', '(garbage collector)'].includes(name)
    ? name
    : placeOf(node.callFrame.url);
  places.set(place, (places.get(place) ?? 0) + time);
  const fn = `${name} ${placeOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + time);
}
// Inclusive time of our own functions (each counted once per stack, recursion or not).
const inclusive = new Map<string, number>();
for (const [id, time] of self) {
  const name = byId.get(id)?.callFrame.functionName;
  if (name === '(idle)') continue;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = (byId.get(at) as Node).callFrame;
    const place = placeOf(frame.url);
    if (!place.startsWith('api/') && place !== 'domain') continue;
    const fn = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    if (seen.has(fn)) continue;
    seen.add(fn);
    inclusive.set(fn, (inclusive.get(fn) ?? 0) + time);
  }
}
const top = Number(topArg ?? 25);
const share = (time: number) => `${((time / busy) * 100).toFixed(1)} %`;
const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`busy ${(busy / 1000).toFixed(0)} ms`);
console.log('\nby package / file (self time)');
for (const [place, time] of sorted(places)) console.log(`${share(time).padStart(7)}  ${place}`);
console.log('\nby function (self time)');
for (const [fn, time] of sorted(functions)) console.log(`${share(time).padStart(7)}  ${fn}`);
console.log('\nour functions, inclusive');
for (const [fn, time] of sorted(inclusive)) console.log(`${share(time).padStart(7)}  ${fn}`);

const PARTS: [string, (leaf: Node, has: (name: string, place?: string) => boolean) => boolean][] = [
  // Through Kysely, or at once (db/sqlite-turns.ts: `inTransaction` runs begin and commit).
  [
    'the commit (wall time: its fsync wait is not CPU)',
    (l, has) => has('commitTransaction') || l.callFrame.functionName === 'inTransaction',
  ],
  ['garbage collection', (l) => l.callFrame.functionName === '(garbage collector)'],
  [
    'the request logger and its line (pino)',
    (_l, has) => has('', 'pino') || has('', 'sonic-boom') || has('requestCompleted'),
  ],
  [
    'SQLite statements (better-sqlite3, under Kysely or at once)',
    (l) =>
      (l.callFrame.functionName === 'executeQuery' && placeOf(l.callFrame.url) === 'kysely') ||
      (l.callFrame.functionName === 'runNow' && placeOf(l.callFrame.url).startsWith('api/')),
  ],
  ['Kysely (JS around the statements)', (l) => placeOf(l.callFrame.url) === 'kysely'],
  ['zod (the body, the answer)', (l) => /zod/.test(placeOf(l.callFrame.url))],
  [
    'Fastify (routing, hooks, body, reply)',
    (l) => /fastify|find-my-way|cookie|secure-json-parse/.test(placeOf(l.callFrame.url)),
  ],
  ['our code and the domain rules', (l) => /^(api\/|domain)/.test(placeOf(l.callFrame.url))],
  ['V8 (program)', (l) => l.callFrame.functionName === '(program)'],
  ['Node: HTTP, sockets, timers, promises', () => true],
];

if (mode === 'parts') {
  const parts = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const leaf = byId.get(id) as Node;
    if (i < first || i > last || leaf.callFrame.functionName === '(idle)') return;
    const has = (name: string, place?: string) => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = (byId.get(at) as Node).callFrame;
        if ((!name || frame.functionName === name) && (!place || placeOf(frame.url) === place))
          return true;
      }
      return false;
    };
    const [part] = PARTS.find(([, test]) => test(leaf, has)) as (typeof PARTS)[number];
    parts.set(part, (parts.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const commit = parts.get(PARTS[0]![0]) ?? 0;
  const rest = [...parts.values()].reduce((a, b) => a + b, 0) - commit;
  console.log(
    `\nby part (${(rest / 1000).toFixed(0)} ms besides the commit's ${(commit / 1000).toFixed(0)} ms)`,
  );
  for (const [part, time] of [...parts].sort((a, b) => b[1] - a[1])) {
    const share = part === PARTS[0]![0] ? '' : `${((time / rest) * 100).toFixed(1)} %`;
    console.log(`${share.padStart(7)}  ${(time / 1000).toFixed(0).padStart(6)} ms  ${part}`);
  }
}
