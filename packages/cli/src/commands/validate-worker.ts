/**
 * A helper thread of `einvoice validate` with many files (`validateInThreads` in validate.ts):
 * takes the next file index from the shared counter until none is left, validates that XML file
 * and posts its verdict to the main thread, which prints all verdicts in command-line order.
 * Hybrid PDFs and unreadable files go back to the main thread as they are.
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import { xmlResult } from './validate-verdict.ts';

export interface ValidateWorkerData {
  files: string[];
  facturx: boolean;
  lang: 'en' | 'de';
  /** [next file index to take, results posted] */
  shared: Int32Array;
  port: MessagePort;
}

const { files, facturx, lang, shared, port } = workerData as ValidateWorkerData;
for (;;) {
  const i = Atomics.add(shared, 0, 1);
  if (i >= files.length) break;
  port.postMessage(xmlResult(i, files[i] as string, facturx, lang));
  // posted before counted: the main thread, woken by the count, finds the message on its port
  Atomics.add(shared, 1, 1);
  Atomics.notify(shared, 1);
}
