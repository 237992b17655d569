import { connect, type Socket } from 'node:net';
import { summarize, type Measure } from './load';

/** A request of the serial client: sent as it is, over the kept-alive connection. */
export interface SerialRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SerialSpec {
  url: string;
  seconds: number;
  /** Sends at least this many, however long they take (the warm-up: every class once). */
  atLeast?: number;
  /** The next request; called while the server works on the one before. */
  next: () => SerialRequest;
  /** The server's CPU seconds so far, to charge each answer its share. */
  cpu?: () => number;
  /** The server's main thread's CPU seconds so far, to tell its share from its other threads'. */
  mainCpu?: () => number;
}

function encode(request: SerialRequest, host: string): Buffer {
  const body = Buffer.from(request.body ?? '');
  const headers = Object.entries({ ...request.headers, host, 'content-length': body.length })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${headers}\r\n`),
    body,
  ]);
}

/** Reads answers off the socket by their Content-Length; the server always sends one. */
class Answers {
  #pending: Buffer = Buffer.alloc(0);

  /** The status and body of the answer complete in what has arrived, if one is. */
  take(chunk: Buffer): { status: number; body: Buffer } | undefined {
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, chunk]) : chunk;
    const end = this.#pending.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const head = this.#pending.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) throw new Error(`an answer without Content-Length: ${head}`);
    const size = end + 4 + Number(length);
    if (this.#pending.length < size) return undefined;
    const body = this.#pending.subarray(end + 4, size);
    this.#pending = this.#pending.subarray(size);
    return { status: Number(head.slice(9, 12)), body };
  }
}

/**
 * One client that waits for each answer before it sends the next, as one teacher does, over
 * one kept-alive connection. The next request is built while the server works on the current
 * one, and an answer is read by its length alone, so the cycle is the server's answer and the
 * loopback: autocannon spent 0.45-0.83 ms of CPU between an answer and its next request, a tenth
 * of a submission's cycle (docs/performance.md).
 */
export async function measureSerial(spec: SerialSpec): Promise<Measure> {
  const { hostname, port, host } = new URL(spec.url);
  const socket: Socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const answers = new Answers();
  const atLeast = spec.atLeast ?? 0;
  let sentAt = 0;
  let upcoming = encode(spec.next(), host);
  const cpuBefore = spec.cpu?.();
  const mainBefore = spec.mainCpu?.();
  const started = performance.now();
  const deadline = started + spec.seconds * 1000;
  try {
    await new Promise<void>((resolve, reject) => {
      const send = () => {
        sentAt = performance.now();
        socket.write(upcoming);
        upcoming = encode(spec.next(), host);
      };
      socket.on('error', reject);
      socket.on('close', () => reject(new Error('the server closed the connection')));
      socket.on('data', (chunk: Buffer) => {
        let answer: ReturnType<Answers['take']>;
        try {
          answer = answers.take(chunk);
        } catch (error) {
          reject(error as Error);
          return;
        }
        if (!answer) return;
        if (answer.status >= 200 && answer.status < 300) latencies.push(performance.now() - sentAt);
        else {
          failures += 1;
          firstFailure ??= `${answer.status} ${answer.body.toString('utf8', 0, 300)}`;
        }
        const sent = latencies.length + failures;
        if (performance.now() < deadline || sent < atLeast) send();
        else resolve();
      });
      send();
    });
  } finally {
    socket.removeAllListeners('close');
    socket.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies, seconds, failures);
  if (spec.cpu && cpuBefore !== undefined) {
    summary.cpuMs = ((spec.cpu() - cpuBefore) * 1000) / (latencies.length + failures);
  }
  if (spec.mainCpu && mainBefore !== undefined) {
    summary.mainCpuMs = ((spec.mainCpu() - mainBefore) * 1000) / (latencies.length + failures);
  }
  return firstFailure ? { ...summary, firstFailure } : summary;
}
