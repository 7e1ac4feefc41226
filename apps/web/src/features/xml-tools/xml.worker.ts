// Web Worker: validates and renders XML invoices off the main thread, so a large file does not
// freeze the page. Protocol: { id, type: 'validate', bytes, file? } → { id, result } and
// { id, type: 'render', invoice, lang } → { id, result }; failures → { id, error }.
import { renderView, validateBytes } from './core.ts';
import type { WorkerRequest, WorkerResponse } from './engine.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (m: WorkerResponse) => void;
};

scope.onmessage = (e) => {
  const req = e.data;
  try {
    const result =
      req.type === 'validate'
        ? validateBytes(new Uint8Array(req.bytes), req.file)
        : renderView(req.invoice, req.lang, req.technical);
    scope.postMessage({ id: req.id, result });
  } catch (err) {
    scope.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) });
  }
};
