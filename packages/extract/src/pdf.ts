/**
 * PDF bytes → invoice in this thread: the pipeline (pipeline.ts) with the offline extractor,
 * and the LLM when asked for (`llm: true`) and configured.
 *
 * Throws `PdfError` (from `@ic/pdf`) for unreadable input: empty, not a PDF, corrupt,
 * password-protected, scanned (no text layer).
 */
import type { LlmConfig } from './llm/index.ts';
import { type PdfExtraction, pdfToInvoice } from './pipeline.ts';

export interface PdfExtractOptions {
  /** use an LLM provider (only when configured). Default false: offline rules only. */
  llm?: boolean;
  /** provider configuration; default from the environment (LLM_PRIMARY_URL …) */
  llmConfig?: LlmConfig;
}

export function extractFromPdf(bytes: Uint8Array, opts: PdfExtractOptions = {}): Promise<PdfExtraction> {
  return pdfToInvoice(bytes, {
    llm: opts.llm ? 'requested' : 'off',
    ...(opts.llmConfig ? { llmConfig: opts.llmConfig } : {}),
  });
}
