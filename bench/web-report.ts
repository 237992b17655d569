import { PDF_LABELS, PDF_TARGET_MS, BLOCKING_LIMIT_MS, type PdfFigure } from './pdf';

/** The tables of issue 14 that bench/web.ts prints: the phone on a slow network, and the PDFs. */

export const LOGIN_TARGET_MS = 3000;
export const MARKING_TARGET_MS = 4000;

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: string[][]) =>
  [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const seconds = (values: number[]) =>
  `${(median(values) / 1000).toFixed(2)} s` +
  (values.length > 1 ? ` (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})` : '');

export interface PhoneTimes {
  login: number[];
  marking: number[];
  phoneLogin: number[];
  phoneMarking: number[];
  /** The same with the portal's code already in its service worker's cache. */
  markingWarm: number[];
  phoneMarkingWarm: number[];
}

export function phoneTable(t: PhoneTimes, classSize: number): string {
  const rows = [
    [
      'Cold load of the login page → Email ready',
      seconds(t.phoneLogin),
      seconds(t.login),
      `< ${LOGIN_TARGET_MS / 1000} s on the phone: ${verdict(median(t.phoneLogin) < LOGIN_TARGET_MS)}`,
    ],
    [
      `Signed-in cold start → marking screen of ${classSize} ready to tap`,
      seconds(t.phoneMarking),
      seconds(t.marking),
      `< ${MARKING_TARGET_MS / 1000} s on the phone: ${verdict(median(t.phoneMarking) < MARKING_TARGET_MS)}`,
    ],
    [
      'Signed-in start with the app installed (code from the service worker) → the same',
      seconds(t.phoneMarkingWarm),
      seconds(t.markingWarm),
      '– (the cold start is the target)',
    ],
  ];
  return table(
    [
      `Phone (median of ${t.login.length})`,
      'Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), CPU 4× slower',
      'Unthrottled',
      'Target',
    ],
    rows,
  );
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export function pdfTable(figures: PdfFigure[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = figures.map((f) => [
    PDF_LABELS[f.kind],
    `${seconds(f.page.ms)} · UI frozen ${seconds(f.page.longestStallMs)}`,
    `${seconds(f.worker.ms)} — ${verdict(f.worker.ms < PDF_TARGET_MS)} · UI frozen at most ` +
      `${f.worker.longestStallMs.toFixed(0)} ms — ${verdict(f.worker.longestStallMs <= BLOCKING_LIMIT_MS)}`,
    mb(f.peakHeap),
    `${f.page.pages ?? '?'} pages, ${mb(f.worker.bytes)}`,
  ]);
  return table(
    [
      'PDF in headless Chromium, CPU 4× slower',
      'On the page (before)',
      `In a Web Worker, as now (< ${PDF_TARGET_MS / 1000} s; UI frozen ≤ ${BLOCKING_LIMIT_MS} ms)`,
      'Peak JS heap',
      'File',
    ],
    rows,
  );
}
