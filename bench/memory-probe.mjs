/* global fetch, WebSocket */
// A helper of bench/memory-steps.ts: through the server's inspector (port argv[2]), the main
// thread's process.memoryUsage() before and after a full collection, printed as one JSON line;
// with a path as argv[3], also a heap snapshot of what is live after it (open it in DevTools).
import { writeFileSync } from 'node:fs';
const port = process.argv[2];
const snapshotPath = process.argv[3];
const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
const socket = new WebSocket(list[0].webSocketDebuggerUrl);
await new Promise((done) => socket.addEventListener('open', done, { once: true }));
let next = 1;
const chunks = [];
const waiting = new Map();
socket.addEventListener('message', (event) => {
  const message = JSON.parse(String(event.data));
  if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
  waiting.get(message.id)?.(message.result);
});
const call = (method, params = {}) =>
  new Promise((done) => {
    const id = next++;
    waiting.set(id, done);
    socket.send(JSON.stringify({ id, method, params }));
  });
const expression =
  'JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)])))';
const usage = async () => (await call('Runtime.evaluate', { expression })).result.value;
const before = await usage();
await call('HeapProfiler.collectGarbage');
const after = await usage();
if (snapshotPath) {
  await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  writeFileSync(snapshotPath, chunks.join(''));
}
console.log(`before GC ${before}; after GC ${after}`);
socket.close();
