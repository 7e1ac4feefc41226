// Main-thread access to the browser-side work (core.ts), in a Web Worker (one, started on first
// use and kept). Without Worker support the same code runs on the main thread (loaded lazily).
import type { Invoice } from '@ic/einvoice/model/invoice.ts';
import type { RenderedView } from './core.ts';
import type { ValidationResult } from './types.ts';

export type WorkerRequest =
  | { id: number; type: 'validate'; bytes: ArrayBuffer; file?: string }
  | { id: number; type: 'render'; invoice: Invoice; lang: 'en' | 'de'; technical?: boolean };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Job = WithoutId<WorkerRequest>;
export type WorkerResponse = { id: number; result: unknown } | { id: number; error: string };

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(message: string) {
  for (const p of pending.values()) p.reject(new Error(message));
  pending.clear();
}

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./xml.worker.ts', import.meta.url), { type: 'module', name: 'xml-tools' });
  } catch {
    return null;
  }
  worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if ('error' in e.data) p.reject(new Error(e.data.error));
    else p.resolve(e.data.result);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    worker?.terminate();
    worker = null;
    failAll(e.message || 'worker failed');
  };
  return worker;
}

function call<T>(req: Job, transfer: Transferable[] = []): Promise<T> {
  const w = getWorker();
  if (!w) return runHere<T>(req);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    w.postMessage({ ...req, id }, transfer);
  });
}

async function runHere<T>(req: Job): Promise<T> {
  const core = await import('./core.ts');
  const r = req as WorkerRequest;
  return (
    r.type === 'validate'
      ? core.validateBytes(new Uint8Array(r.bytes), r.file)
      : core.renderView(r.invoice, r.lang, r.technical)
  ) as T;
}

/** Validates an XML invoice in the browser (the same validateXml as the server). */
export async function validateInBrowser(file: Blob, name?: string): Promise<ValidationResult> {
  const bytes = await file.arrayBuffer();
  return call<ValidationResult>({ type: 'validate', bytes, ...(name ? { file: name } : {}) }, [bytes]);
}

/** The HTML view of an invoice (fragment + the sections it has). */
export function renderInBrowser(
  invoice: Invoice,
  lang: 'en' | 'de',
  technical = true,
): Promise<RenderedView> {
  return call<RenderedView>({ type: 'render', invoice, lang, technical });
}
