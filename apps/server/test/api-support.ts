// Shared helpers of the API tests (api-*.test.ts): self-made invoices and multipart posts.
import { applyTotals, type Invoice, validateXml, writeCii, writeUbl } from '@ic/einvoice';
import { validKitchenSink } from '../../../packages/einvoice/src/ubl/fixtures.ts';

export { validKitchenSink };

/** A valid XRechnung invoice (the kitchen sink without sub-lines), as UBL or CII text. */
export function simpleInvoice(): Invoice {
  const inv = validKitchenSink();
  const lines = inv.lines.map((l) => ({ ...l, subLines: [] }));
  return applyTotals({ ...inv, lines });
}

export function ubl(inv: Invoice = simpleInvoice()): string {
  return writeUbl(inv);
}

export function cii(inv: Invoice = simpleInvoice()): string {
  return writeCii(inv);
}

/** A valid invoice of roughly `bytes` bytes of UBL (many lines). */
export function largeInvoice(bytes: number): Invoice {
  const base = simpleInvoice();
  const line = base.lines[0];
  if (!line) throw new Error('fixture without lines');
  const one = writeUbl({ ...base, lines: [line] }).length;
  const two = writeUbl({ ...base, lines: [line, { ...line, id: '2' }] }).length;
  const n = Math.max(1, Math.ceil((bytes - one) / (two - one)) + 1);
  const lines = Array.from({ length: n }, (_, i) => ({ ...line, id: String(i + 1) }));
  return applyTotals({ ...base, lines });
}

export interface PostOptions {
  /** file bytes or text; omitted: no file part */
  file?: string | Uint8Array;
  filename?: string;
  /** more file parts (name → content) */
  extraFiles?: Array<{ field: string; content: string | Uint8Array; filename?: string }>;
  fields?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

function blob(content: string | Uint8Array, type = 'application/octet-stream'): Blob {
  return new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type });
}

export async function postUpload(baseUrl: string, path: string, opts: PostOptions = {}): Promise<Response> {
  const fd = new FormData();
  if (opts.file !== undefined) fd.append('file', blob(opts.file), opts.filename ?? 'invoice.xml');
  for (const f of opts.extraFiles ?? []) fd.append(f.field, blob(f.content), f.filename ?? 'extra.xml');
  for (const [k, v] of Object.entries(opts.fields ?? {})) fd.append(k, v);
  const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  return fetch(`${baseUrl}${path}${qs}`, { method: 'POST', body: fd, headers: opts.headers ?? {} });
}

export function decodeHeader<T>(value: string | null): T {
  if (value === null) throw new Error('header missing');
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;
}

/** Sanity check of a fixture: accepted by the engine itself. */
export function acceptedByEngine(xml: string): boolean {
  return validateXml(xml).report.accepted;
}
