/**
 * Entry point of a PDF worker thread (started by read/pool.ts). Receives
 * `{ id, what, bytes, options }`, answers `{ id, ok: true, result }` or
 * `{ id, ok: false, error: { code, reason, message } }`.
 */
import { parentPort } from 'node:worker_threads';
import { toPdfError } from './errors.ts';
import { type PdfJobKind, runPdfJob, transferables } from './jobs.ts';

export interface WorkerRequest {
  id: number;
  what: PdfJobKind;
  bytes: Uint8Array;
  options?: unknown;
}

const port = parentPort;
if (port) {
  port.on('message', (msg: WorkerRequest) => {
    runPdfJob(msg.what, msg.bytes, msg.options as never).then(
      (result) => {
        try {
          port.postMessage({ id: msg.id, ok: true, result }, transferables(result));
        } catch (e) {
          port.postMessage({ id: msg.id, ok: false, error: toPdfError(e).toJSON() });
        }
      },
      (e: unknown) => {
        port.postMessage({ id: msg.id, ok: false, error: toPdfError(e).toJSON() });
      },
    );
  });
  // modules loaded: from now on the pool may terminate this thread (see pool.ts, stop())
  port.postMessage({ ready: true });
}
