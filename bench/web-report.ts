import type { Loaded } from './browser';
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

/** Issue 23's phone targets, beside the plain server-rendered page of the same class. */
export const ISSUE23 = {
  loginMs: 1200,
  coldMs: 2500,
  coldRatio: 1.5,
  installedMs: 1200,
  installedRatio: 1,
  submitMs: 1000,
  firstLoadKb: 120,
  firstLoadFiles: 12,
};

export interface PeerTimes {
  /** The plain page: navigation → its last row's radios visible; then Submit → the answer. */
  plain: number[];
  plainSubmit: number[];
  /** Ours: Submit → confirm → the answer shown, after the cold start. */
  submit: number[];
}

const traffic = (loaded: Loaded) =>
  `${loaded.requests} request${loaded.requests === 1 ? '' : 's'}, ${(loaded.decoded / 1024).toFixed(0)} KB decoded`;

/** Every phone row of issue 23's two tables, with its target, met or missed. */
export function issue23Table(
  t: Pick<PhoneTimes, 'phoneLogin' | 'phoneMarking' | 'phoneMarkingWarm'> &
    PeerTimes & {
      /** Until the app's login page has replaced index.html's static form. */
      phoneLoginApp: number[];
    },
  loaded: { login: Loaded; marking: Loaded; plain: Loaded },
): string {
  const plain = median(t.plain);
  const ratio = (values: number[]) => median(values) / plain;
  const [cold, installed] = [ratio(t.phoneMarking), ratio(t.phoneMarkingWarm)];
  const ms = (values: number[]) => median(values);
  const js = loaded.marking.js;
  const rows = [
    [
      'Login page ready',
      `${seconds(t.phoneLogin)} (the app's own page after ${seconds(t.phoneLoginApp)}); ` +
        traffic(loaded.login),
      '–',
      `< ${ISSUE23.loginMs / 1000} s: ${verdict(ms(t.phoneLogin) < ISSUE23.loginMs)}`,
    ],
    [
      'Class of 60 ready to tap, cold',
      `${seconds(t.phoneMarking)} = ${cold.toFixed(2)}× the plain page; ${traffic(loaded.marking)}`,
      `${seconds(t.plain)}; ${traffic(loaded.plain)}`,
      `< ${ISSUE23.coldMs / 1000} s: ${verdict(ms(t.phoneMarking) < ISSUE23.coldMs)}; ` +
        `≤ ${ISSUE23.coldRatio}×: ${verdict(cold <= ISSUE23.coldRatio)}`,
    ],
    [
      'The same, app installed (code from the service worker)',
      `${seconds(t.phoneMarkingWarm)} = ${installed.toFixed(2)}× the plain page`,
      '(no install)',
      `< ${ISSUE23.installedMs / 1000} s: ${verdict(ms(t.phoneMarkingWarm) < ISSUE23.installedMs)}; ` +
        `≤ ${ISSUE23.installedRatio}×: ${verdict(installed <= ISSUE23.installedRatio)}`,
    ],
    [
      'Submit until the answer is shown (ours: Submit, confirm, answer)',
      seconds(t.submit),
      seconds(t.plainSubmit),
      `< ${ISSUE23.submitMs / 1000} s: ${verdict(ms(t.submit) < ISSUE23.submitMs)}`,
    ],
    [
      'First-load JavaScript of the marking screen (gzipped)',
      `${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files`,
      'none',
      `≤ ${ISSUE23.firstLoadKb} KB: ${verdict(js.gzip <= ISSUE23.firstLoadKb * 1024)}; ` +
        `≤ ${ISSUE23.firstLoadFiles} files: ${verdict(js.files <= ISSUE23.firstLoadFiles)}`,
    ],
  ];
  return table(
    [
      `Issue 23, phone profile (median of ${t.plain.length})`,
      'Ours',
      'Plain server-rendered page (the RosarioSIS stand-in)',
      'Target',
    ],
    rows,
  );
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export function pdfTable(figures: PdfFigure[], cpuRate: number): string {
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
      `PDF in headless Chromium, CPU ${cpuRate}× slower`,
      'On the page (before)',
      `In a Web Worker, as now (< ${PDF_TARGET_MS / 1000} s; UI frozen ≤ ${BLOCKING_LIMIT_MS} ms)`,
      'Peak JS heap',
      'File',
    ],
    rows,
  );
}
