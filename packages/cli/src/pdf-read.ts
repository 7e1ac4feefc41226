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
  type PdfExtraction,
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
      warnings: [],
      embeddedFile: hybrid.source.name,
    };
  }
  const notes =
    hybrid && !hybrid.outcome.ok
      ? [
          `embedded XML ${hybrid.source.name} could not be read (${hybrid.outcome.error.message}); extracted from the text instead`,
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
      return { source: 'extracted', engine: 'llm', ...r, warnings: [...notes, ...r.warnings] };
    } catch (e) {
      return {
        source: 'extracted',
        engine: 'rules',
        ...rules,
        warnings: [
          ...notes,
          `LLM extraction failed (${(e as Error).message}); offline result used`,
          ...rules.warnings,
        ],
      };
    }
  }
  if (opts.llm && !cfg) notes.push('no LLM provider configured; offline extraction used');
  return { source: 'extracted', engine: 'rules', ...rules, warnings: [...notes, ...rules.warnings] };
}
