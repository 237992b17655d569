import type { ReportKind } from './index';

// Making a report in a Web Worker keeps the page responsive while jsPDF works (issue 14: the
// biggest reports took seconds of main-thread time at a phone's CPU). index.ts imports this
// module on demand, and falls back to building on the page where workers are missing.

export type GeneratedFile =
  { ok: true; fileName: string; bytes: ArrayBuffer } | { ok: false; message: string };
export interface WorkerRequest {
  kind: ReportKind;
  input: unknown;
}
export type WorkerAnswer = GeneratedFile | { failed: string };

/** Sends one report to `worker` and waits for the file (or the report's empty message). */
export function generateInWorker(
  worker: Worker,
  kind: ReportKind,
  input: unknown,
): Promise<GeneratedFile> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const data = event.data;
      if ('failed' in data) reject(new Error(data.failed));
      else resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'the report worker failed'));
    };
    // Throws DataCloneError for input a worker cannot receive: the caller builds on the page.
    worker.postMessage({ kind, input } satisfies WorkerRequest);
  });
}

/**
 * The report made in a fresh worker, ended afterwards; undefined when no worker could make it
 * (none in this browser, or it failed), so that the caller builds it on the page instead.
 */
export async function generateOffThread(
  kind: ReportKind,
  input: unknown,
): Promise<GeneratedFile | undefined> {
  if (typeof Worker === 'undefined') return undefined;
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    return await generateInWorker(worker, kind, input);
  } catch {
    return undefined;
  } finally {
    worker?.terminate();
  }
}

/** Hands the file to the browser as jsPDF's save() does: a download link, clicked. */
export function saveFile(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // The browser reads the blob after the click returns; give it time before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
