/**
 * PDF → invoice for the CLI, bounded like the server: the PDF is parsed in a worker thread
 * (packages/pdf's PdfWorkerPool) with a time limit and a memory limit, so a hostile or merely
 * huge PDF ends with PdfError('timeout' | 'memory') → PROCESSING_TIMEOUT instead of hanging.
 * The rest (embedded XML wins; otherwise the offline extractor, optionally an LLM) is the same as
 * `extractFromPdf` in @ic/extract.
 *
 * Time limit: EINVOICE_PDF_TIMEOUT_MS (milliseconds), default 60 000.
 */
import {
  extractInvoice,
  extractWithLlm,
  fromPdfLayout,
  llmConfigFromEnv,
  llmFailedNotice,
  type Notice,
  notice,
  type PdfExtraction,
  prependNotices,
} from '@ic/extract';
import {
  assertHasText,
  type EmbeddedInvoice,
  PdfError,
  PdfWorkerPool,
  readHybridFromInspection,
} from '@ic/pdf';

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

/** Reads a PDF into an invoice with the PDF parsing in a time- and memory-limited worker. */
export async function readPdfBounded(
  bytes: Uint8Array,
  opts: BoundedReadOptions = {},
): Promise<PdfExtraction> {
  const pool = new PdfWorkerPool({ size: 1, timeoutMs: opts.timeoutMs ?? pdfTimeoutMs() });
  let analysis: Awaited<ReturnType<typeof pool.run<'analyze'>>>;
  try {
    analysis = await pool.run('analyze', bytes, {});
  } finally {
    await pool.close();
  }
  const hybrid = readHybridFromInspection(analysis.inspection);
  if (hybrid?.outcome.ok) {
    return {
      source: 'embedded',
      invoice: hybrid.outcome.invoice,
      fields: {},
      notices: [],
      warnings: [],
      embeddedFile: hybrid.source.name,
    };
  }
  const notes: Notice[] =
    hybrid && !hybrid.outcome.ok
      ? [
          notice('EXTRACT_EMBEDDED_XML_UNREADABLE', {
            file: hybrid.source.name,
            reason: hybrid.outcome.error.message,
          }),
        ]
      : [];
  assertHasText(analysis.inspection);
  if (!analysis.layout) throw new PdfError('failed', 'no text layout');
  const doc = fromPdfLayout(analysis.layout);
  const rules = extractInvoice(doc);
  const cfg = llmConfigFromEnv(process.env);
  if (opts.llm && cfg) {
    try {
      const r = await extractWithLlm(doc, rules, cfg);
      return prependNotices<PdfExtraction>({ source: 'extracted', engine: 'llm', ...r }, notes);
    } catch (e) {
      const failed = llmFailedNotice(e);
      return prependNotices<PdfExtraction>({ source: 'extracted', engine: 'rules', ...rules }, [
        ...notes,
        failed,
      ]);
    }
  }
  if (opts.llm && !cfg) notes.push(notice('EXTRACT_LLM_NOT_CONFIGURED'));
  return prependNotices<PdfExtraction>({ source: 'extracted', engine: 'rules', ...rules }, notes);
}
