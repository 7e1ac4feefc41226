/**
 * The one PDF → invoice pipeline, used by the server (inside its worker pool) and the CLI:
 *
 *   1. the embedded XML of a hybrid PDF (ZUGFeRD / Factur-X / XRechnung) wins: it is exact;
 *   2. otherwise the text layout goes through the offline extractor;
 *   3. optionally an LLM provider, whose answer passes the same reconciliation (any failure falls
 *      back to the offline result, with a notice).
 *
 *   const r = await pdfToInvoice(bytes, { llm: 'requested' });
 *   const r = await pdfToInvoice(bytes, { analyze: (b) => pool.run('analyze', b, {}) });
 *
 * Throws `PdfError` (from `@ic/pdf`) for unreadable input: empty, not a PDF, corrupt,
 * password-protected, scanned (no text layer), too large to inflate.
 */
import type { Invoice } from '@ic/einvoice';
import { analyzePdf, assertHasText, type PdfAnalysis, PdfError, readHybridFromInspection } from '@ic/pdf';
import { extractInvoice, type FieldInfo } from './extract.ts';
import { fromPdfLayout } from './layout.ts';
import { dropNonItemLines } from './lines-cleanup.ts';
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
  /** page sizes in points */
  pages: Array<{ width: number; height: number }>;
}

export interface PipelineOptions {
  /**
   * 'off' (default): the offline extractor only; 'if-configured': the LLM too when a provider is
   * configured (the server); 'requested': asked for by the user (a notice when none is configured).
   */
  llm?: 'off' | 'if-configured' | 'requested';
  /** provider configuration; default from the environment (LLM_PRIMARY_URL …) */
  llmConfig?: LlmConfig;
  /** reads the PDF: default `analyzePdf` in this thread; the CLI passes a bounded worker */
  analyze?: (bytes: Uint8Array) => Promise<PdfAnalysis>;
  /** 'use' (default): an embedded invoice XML wins; 'ignore': read the text even then (benchmarks) */
  embedded?: 'use' | 'ignore';
}

/** PDF bytes → invoice (see the module comment). */
export async function pdfToInvoice(bytes: Uint8Array, opts: PipelineOptions = {}): Promise<PdfExtraction> {
  // pdf.js refuses Node Buffers: hand it a plain Uint8Array view
  const data =
    bytes.constructor === Uint8Array
      ? bytes
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const analysis = await (opts.analyze ?? analyzePdf)(data);
  const pages = (analysis.layout?.pages ?? []).map((p) => ({ width: p.width, height: p.height }));
  const hybrid = opts.embedded === 'ignore' ? undefined : readHybridFromInspection(analysis.inspection);
  if (hybrid?.outcome.ok) {
    return {
      source: 'embedded',
      invoice: dropNonItemLines({ invoice: hybrid.outcome.invoice }).invoice,
      fields: {},
      notices: [],
      warnings: [],
      embeddedFile: hybrid.source.name,
      pages,
    };
  }
  // an unreadable embedded XML: the text is read instead, and the user is told
  const front: Notice[] = hybrid
    ? [
        notice('EXTRACT_EMBEDDED_XML_UNREADABLE', {
          file: hybrid.source.name,
          reason: hybrid.outcome.ok ? '' : hybrid.outcome.error.message,
        }),
      ]
    : [];
  assertHasText(analysis.inspection);
  if (!analysis.layout) throw new PdfError('failed', 'no text layout');
  const doc = fromPdfLayout(analysis.layout);
  const offline = dropNonItemLines(extractInvoice(doc));
  const rules: PdfExtraction = { source: 'extracted', engine: 'rules', ...offline, pages };
  const mode = opts.llm ?? 'off';
  const cfg = mode === 'off' ? undefined : (opts.llmConfig ?? llmConfigFromEnv(process.env));
  if (cfg) {
    try {
      const r = await extractWithLlm(doc, offline, cfg);
      return prependNotices<PdfExtraction>({ ...rules, ...r, engine: 'llm' }, front);
    } catch (e) {
      return prependNotices<PdfExtraction>(rules, [...front, llmFailedNotice(e)]);
    }
  }
  if (mode === 'requested') front.push(notice('EXTRACT_LLM_NOT_CONFIGURED'));
  return prependNotices<PdfExtraction>(rules, front);
}
