/**
 * PDF → invoice for the CLI, bounded like the server: the PDF is parsed in a worker thread
 * (packages/pdf's PdfWorkerPool) with a time limit and a memory limit, so a hostile or merely
 * huge PDF ends with PdfError('timeout' | 'memory') → PROCESSING_TIMEOUT instead of hanging.
 * The rest (embedded XML wins; otherwise the offline extractor, optionally an LLM) is the one
 * pipeline of @ic/extract (`pdfToInvoice`).
 *
 * Time limit: EINVOICE_PDF_TIMEOUT_MS (milliseconds), default 60 000.
 */
import { type PdfExtraction, pdfToInvoice } from '@ic/extract';
import { type EmbeddedInvoice, PdfWorkerPool } from '@ic/pdf';

export const DEFAULT_PDF_TIMEOUT_MS = 60_000;

/** The time limit for reading one PDF: EINVOICE_PDF_TIMEOUT_MS when it is a positive number. */
export function pdfTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.EINVOICE_PDF_TIMEOUT_MS);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_PDF_TIMEOUT_MS;
}

export interface BoundedReadOptions {
  llm?: boolean;
  timeoutMs?: number;
}

/** The embedded invoice XML of a hybrid PDF, looked for in a time- and memory-limited worker. */
export async function findEmbeddedBounded(
  bytes: Uint8Array,
  timeoutMs = pdfTimeoutMs(),
): Promise<EmbeddedInvoice | undefined> {
  const pool = new PdfWorkerPool({ size: 1, timeoutMs });
  try {
    return await pool.run('embedded', bytes, {});
  } finally {
    await pool.close();
  }
}

/** Reads a PDF into an invoice (the @ic/extract pipeline) with the PDF parsing in a bounded worker. */
export async function readPdfBounded(
  bytes: Uint8Array,
  opts: BoundedReadOptions = {},
): Promise<PdfExtraction> {
  const pool = new PdfWorkerPool({ size: 1, timeoutMs: opts.timeoutMs ?? pdfTimeoutMs() });
  try {
    return await pdfToInvoice(bytes, {
      llm: opts.llm ? 'requested' : 'off',
      analyze: (b) => pool.run('analyze', b, {}),
    });
  } finally {
    await pool.close();
  }
}
