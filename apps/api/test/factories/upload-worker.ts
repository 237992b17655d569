import { Worker } from 'node:worker_threads';

const CLIENT = `
const { parentPort } = require('node:worker_threads');
const blobs = new Map();
parentPort.on('message', async ({ id, url, cookie, fileName, bytes }) => {
  if (bytes) {
    blobs.set(fileName, new Blob([bytes]));
    return parentPort.postMessage({ id });
  }
  try {
    const form = new FormData();
    form.append('file', blobs.get(fileName), fileName);
    const response = await fetch(url, { method: 'POST', body: form, headers: { cookie } });
    const body = await response.json();
    parentPort.postMessage({ id, status: response.status, retryAfter: response.headers.get('retry-after'), body });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

export interface UploadAnswer {
  status: number;
  retryAfter: string | null;
  body: { message: string; code?: string };
}

/**
 * An HTTP client on its own thread: the multipart encoding of a 5 MB file does not run on the
 * server's event loop, so a stalled health probe is the server's doing, not the test's.
 */
export function uploadClient() {
  const worker = new Worker(CLIENT, { eval: true });
  const waiting = new Map<number, (answer: UploadAnswer & { error?: string }) => void>();
  worker.on('message', (message: UploadAnswer & { id: number; error?: string }) => {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  let serial = 0;
  const ask = (message: object) => {
    serial += 1;
    const id = serial;
    return new Promise<UploadAnswer>((resolve, reject) => {
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer),
      );
      worker.postMessage({ id, ...message });
    });
  };
  return {
    /** Hands the file to the client thread ahead, so its copies are made before measuring. */
    async prepare(fileName: string, content: Buffer) {
      await ask({ fileName, bytes: new Uint8Array(content) });
    },
    upload: (url: string, cookie: string, fileName: string) => ask({ url, cookie, fileName }),
    close: () => worker.terminate(),
  };
}
