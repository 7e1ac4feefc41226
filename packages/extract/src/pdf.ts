/**
 * PDF bytes → invoice: the embedded XML of a hybrid PDF (ZUGFeRD / Factur-X / XRechnung) wins,
 * because it is exact; otherwise the text layout goes through the offline extractor (and,
 * when asked for and configured, an LLM provider whose answer passes the same reconciliation).
 *
 * Throws `PdfError` (from `@ic/pdf`) for unreadable input: empty, not a PDF, corrupt,
 * password-protected, scanned (no text layer).
 */
import type { Invoice } from '@ic/einvoice';
import { analyzePdf, assertHasText, PdfError, readHybridFromInspection } from '@ic/pdf';
import { type ExtractResult, extractInvoice, type FieldInfo } from './extract.ts';
import { fromPdfLayout } from './layout.ts';
import { extractWithLlm, type LlmConfig, llmConfigFromEnv, llmFailedNotice } from './llm/index.ts';
import { type Notice, notice, prependNotices } from './notices.ts';

export interface PdfExtraction {
  source: 'embedded' | 'extracted';
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  /** what the user should check (codes and texts in notices.ts) */
  notices: Notice[];
  /** the notices in English */
  warnings: string[];
  /** for source 'embedded': the attachment's file name */
  embeddedFile?: string;
  /** for source 'extracted': which engine produced it */
  engine?: 'rules' | 'llm';
}

export interface PdfExtractOptions {
  /** use an LLM provider (only when configured). Default false: offline rules only. */
  llm?: boolean;
  /** provider configuration; default from the environment (LLM_PRIMARY_URL …) */
  llmConfig?: LlmConfig;
}

export async function extractFromPdf(
  bytes: Uint8Array,
  opts: PdfExtractOptions = {},
): Promise<PdfExtraction> {
  // pdf.js refuses Node Buffers: hand it a plain Uint8Array view
  const data =
    bytes.constructor === Uint8Array
      ? bytes
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const analysis = await analyzePdf(data);
  const hybrid = readHybridFromInspection(analysis.inspection);
  if (hybrid) {
    if (hybrid.outcome.ok) {
      const fields: Record<string, FieldInfo> = {};
      return {
        source: 'embedded',
        invoice: hybrid.outcome.invoice,
        fields,
        notices: [],
        warnings: [],
        embeddedFile: hybrid.source.name,
      };
    }
    // an unreadable embedded XML: fall back to the text, but say so
    const w = notice('EXTRACT_EMBEDDED_XML_UNREADABLE', {
      file: hybrid.source.name,
      reason: hybrid.outcome.error.message,
    });
    return prependNotices(await fromText(analysis, opts), [w]);
  }
  return fromText(analysis, opts);
}

async function fromText(
  analysis: Awaited<ReturnType<typeof analyzePdf>>,
  opts: PdfExtractOptions,
): Promise<PdfExtraction> {
  assertHasText(analysis.inspection);
  if (!analysis.layout) throw new PdfError('failed', 'no text layout');
  const doc = fromPdfLayout(analysis.layout);
  const rules: ExtractResult = extractInvoice(doc);
  const cfg = opts.llmConfig ?? llmConfigFromEnv(process.env);
  if (opts.llm && cfg) {
    try {
      const r = await extractWithLlm(doc, rules, cfg);
      return { source: 'extracted', engine: 'llm', ...r };
    } catch (e) {
      const failed = llmFailedNotice(e);
      return prependNotices<PdfExtraction>({ source: 'extracted', engine: 'rules', ...rules }, [failed]);
    }
  }
  const front = opts.llm && !cfg ? [notice('EXTRACT_LLM_NOT_CONFIGURED')] : [];
  return prependNotices<PdfExtraction>({ source: 'extracted', engine: 'rules', ...rules }, front);
}
