/** The jobs the PDF worker runs (shared by read/worker.ts and read/pool.ts). */
import { type AnalyzeOptions, analyzePdf, type PdfAnalysis } from './analyze.ts';
import { type EmbeddedInvoice, findEmbeddedInvoice } from './embedded.ts';
import { type InspectOptions, inspectPdf, type PdfInspection } from './inspect.ts';
import { extractLayout, type LayoutOptions, type PdfLayout } from './text.ts';

export interface PdfJobs {
  layout: { options: LayoutOptions; result: PdfLayout };
  inspect: { options: InspectOptions; result: PdfInspection };
  analyze: { options: AnalyzeOptions; result: PdfAnalysis };
  embedded: { options: InspectOptions; result: EmbeddedInvoice | undefined };
}

export type PdfJobKind = keyof PdfJobs;

export const PDF_JOB_KINDS: readonly PdfJobKind[] = ['layout', 'inspect', 'analyze', 'embedded'];

/** Runs a job in this thread. */
export function runPdfJob<K extends PdfJobKind>(
  what: K,
  bytes: Uint8Array,
  options?: PdfJobs[K]['options'],
): Promise<PdfJobs[K]['result']> {
  switch (what) {
    case 'layout':
      return extractLayout(bytes, options as LayoutOptions) as Promise<PdfJobs[K]['result']>;
    case 'inspect':
      return inspectPdf(bytes, options as InspectOptions) as Promise<PdfJobs[K]['result']>;
    case 'analyze':
      return analyzePdf(bytes, options as AnalyzeOptions) as Promise<PdfJobs[K]['result']>;
    case 'embedded':
      return findEmbeddedInvoice(bytes, options as InspectOptions) as Promise<PdfJobs[K]['result']>;
    default:
      return Promise.reject(new Error(`unknown PDF job ${String(what)}`));
  }
}

/** ArrayBuffers inside a result that can be transferred instead of copied. */
export function transferables(result: unknown): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const visit = (v: unknown, depth: number) => {
    if (depth > 4 || v === null || typeof v !== 'object') return;
    if (v instanceof Uint8Array) {
      if (v.buffer instanceof ArrayBuffer) out.add(v.buffer);
      return;
    }
    if (Array.isArray(v)) {
      // layouts hold large arrays of plain objects without buffers: only look into short ones
      if (v.length > 1000) return;
      for (const x of v) visit(x, depth + 1);
      return;
    }
    for (const key of ['attachments', 'inspection', 'embedded', 'xml', 'bytes']) {
      if (key in (v as Record<string, unknown>)) visit((v as Record<string, unknown>)[key], depth + 1);
    }
  };
  visit(result, 0);
  return [...out];
}
