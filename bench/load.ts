import autocannon, { type AutocannonRequest } from 'autocannon';

/** One measured run: throughput of acknowledged answers and their latency percentiles. */
export interface Measure {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, and socket errors: a healthy run has none. */
  failures: number;
  firstFailure?: string;
  /** CPU time the server spent per answer: unlike latency, other load on the machine barely moves it. */
  cpuMs?: number;
  /** The part of `cpuMs` spent by the server's main thread (bench/cost-compare.ts). */
  mainCpuMs?: number;
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds?: number;
  /** A fixed number of requests instead of a duration (login: one CAPTCHA per request). */
  amount?: number;
  /** Requests per second in all, sent whether or not answers have come (an open loop). */
  rate?: number;
  request: AutocannonRequest;
  /** Keeps the first refused answer's body; costly for big answers, so off for them. */
  keepFailures?: boolean;
  /** The server's CPU seconds so far, to charge each answer its share. */
  cpu?: () => number;
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

export function summarize(latencies: number[], seconds: number, failures = 0): Measure {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(list, 0.5),
    p95: percentile(list, 0.95),
    p99: percentile(list, 0.99),
    failures,
  };
}

/**
 * Measures of the same thing taken in turns with another (A B B A), as one: the requests and
 * seconds summed, each percentile and the CPU the mean of the rounds'. A drift of the machine
 * or the server during the run then falls on both sides instead of deciding the ratio.
 */
export function meanOf(measures: Measure[]): Measure {
  const mean = (pick: (m: Measure) => number) =>
    measures.reduce((sum, m) => sum + pick(m), 0) / measures.length;
  const requests = measures.reduce((sum, m) => sum + m.requests, 0);
  const seconds = measures.reduce((sum, m) => sum + m.seconds, 0);
  const failed = measures.find((m) => m.firstFailure);
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: mean((m) => m.p50),
    p95: mean((m) => m.p95),
    p99: mean((m) => m.p99),
    failures: measures.reduce((sum, m) => sum + m.failures, 0),
    ...(failed ? { firstFailure: failed.firstFailure } : {}),
    ...(measures.every((m) => m.cpuMs !== undefined) ? { cpuMs: mean((m) => m.cpuMs!) } : {}),
  };
}

/** Loads the server over loopback with autocannon; every latency is kept, not a histogram. */
export async function measure(spec: LoadSpec): Promise<Measure> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const request: AutocannonRequest = { ...spec.request };
  if (spec.keepFailures ?? true) {
    request.onResponse = (status, body) => {
      if (status >= 300 && firstFailure === undefined)
        firstFailure = `${status} ${body.slice(0, 300)}`;
    };
  }
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds ?? 5 }),
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    timeout: 120,
    requests: [request],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status >= 200 && status < 300) latencies.push(time);
    else failures += 1;
  });
  const cpuBefore = spec.cpu?.();
  const started = performance.now();
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies, seconds, failures + result.errors + result.timeouts);
  if (spec.cpu && cpuBefore !== undefined) {
    summary.cpuMs = ((spec.cpu() - cpuBefore) * 1000) / (latencies.length + failures);
  }
  return firstFailure ? { ...summary, firstFailure } : summary;
}

/** Fails loudly: a benchmark whose answers were refusals measures nothing. */
export function assertHealthy(name: string, result: Measure): Measure {
  if (result.failures > 0 || result.requests === 0) {
    throw new Error(
      `${name}: ${result.failures} failed of ${result.requests + result.failures}` +
        (result.firstFailure ? ` (first: ${result.firstFailure})` : ''),
    );
  }
  return result;
}
