/**
 * The one PDF → invoice pipeline, used by the server (inside its worker pool) and the CLI:
 *
 *   1. the embedded XML of a hybrid PDF (ZUGFeRD / Factur-X / XRechnung) wins: it is exact;
 *   2. otherwise the text layout goes through the offline extractor;
 *   3. optionally an LLM provider, whose answer passes the same reconciliation (any failure falls
 *      back to the offline result, with a notice).
 *
 * Pages without a text layer (a scan, or scanned pages among text pages) are read by OCR
 * (ocr/ocr.ts) into the same layout lines; every value read from such a page is marked for
 * checking (`fields[path].ocr`, confidence at most 0.6), and IBANs / VAT ids pass their check
 * digits (ocr/ids.ts). `ocr: false` refuses scans as before.
 *
 *   const r = await pdfToInvoice(bytes, { llm: 'requested' });
 *   const r = await pdfToInvoice(bytes, { analyze: (b) => pool.run('analyze', b, {}) });
 *
 * Throws `PdfError` (from `@ic/pdf`) for unreadable input: empty, not a PDF, corrupt,
 * password-protected, no text layer (with `ocr: false`), too many scanned pages, too large to inflate.
 */
import type { Invoice } from '@ic/einvoice';
import { analyzePdf, assertHasText, type PdfAnalysis, PdfError, readHybridFromInspection } from '@ic/pdf';
import { extractInvoice, type FieldInfo } from './extract.ts';
import { type Doc, fromPdfLayout, type LayoutLike } from './layout.ts';
import { dropNonItemLines } from './lines-cleanup.ts';
import { extractWithLlm, type LlmConfig, llmConfigFromEnv, llmFailedNotice } from './llm/index.ts';
import { type Notice, notice, prependNotices } from './notices.ts';
import { checkOcrIds, type IdCheck } from './ocr/ids.ts';
import { type OcrOptions, type OcrPageReport, ocrPages } from './ocr/ocr.ts';
import { repairArithmetic } from './ocr/quantities.ts';

/** A field's confidence and position; `ocr`: read from a scanned page (always to be checked). */
export type ExtractedField = FieldInfo & { ocr?: boolean };

/** What OCR did: the pages it read, their skew and mean word confidence, the id checks. */
export interface OcrSummary {
  pages: OcrPageReport[];
  checks: IdCheck[];
}

export interface PdfExtraction {
  source: 'embedded' | 'extracted';
  invoice: Invoice;
  fields: Record<string, ExtractedField>;
  /** present when pages were read by OCR */
  ocr?: OcrSummary;
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
  /** OCR of pages without text (default on, MAX_OCR_PAGES); false refuses scans */
  ocr?: OcrOptions | false;
}

/** Values from OCR are never above this confidence: the review form marks them all. */
export const OCR_CONFIDENCE = 0.6;

/** The text layout, with the pages that have no text read by OCR. Throws PdfError. */
async function readLayout(
  data: Uint8Array,
  analysis: PdfAnalysis,
  opts: PipelineOptions,
): Promise<{ doc: Doc; ocr?: OcrPageReport[]; repaired?: Set<string> }> {
  const ins = analysis.inspection;
  const scanned = opts.ocr === false || ins.garbled ? [] : ins.scannedPages;
  if (!scanned.length) {
    assertHasText(ins);
    if (!analysis.layout) throw new PdfError('failed', 'no text layout');
    return { doc: fromPdfLayout(analysis.layout) };
  }
  const sizes = ins.pageInfo.map((p) => ({ width: p.width, height: p.height }));
  const r = await ocrPages(data, sizes, scanned, opts.ocr || {});
  if (!ins.hasText && r.pages.every((p) => p.words === 0))
    throw new PdfError('no-text', 'The PDF is a scan in which no text could be read.');
  const layout: LayoutLike = {
    pages: sizes.map((size, i) => ({
      ...size,
      lines: r.lines.get(i + 1) ?? analysis.layout?.pages[i]?.lines ?? [],
    })),
  };
  const repaired = new Set(r.ids.filter((i) => i.outcome === 'repaired').map((i) => i.value));
  return { doc: fromPdfLayout(layout), ocr: r.pages, repaired };
}

/**
 * Marks every value read from an OCR page (confidence at most OCR_CONFIDENCE, `ocr: true`),
 * checks the IBANs and VAT ids read there (ocr/ids.ts) and the numbers of their item lines and
 * totals against the invoice's arithmetic (ocr/quantities.ts).
 */
export function markOcr<T extends Pick<PdfExtraction, 'invoice' | 'fields'>>(
  r: T,
  ocrPageNos: number[],
  allPages: boolean,
  repaired?: ReadonlySet<string>,
): T & { ocr: Pick<OcrSummary, 'checks'> } {
  const fromOcr = (f: ExtractedField | undefined) =>
    f?.source ? ocrPageNos.includes(f.source.page) : allPages;
  const fields: Record<string, ExtractedField> = {};
  for (const [path, f] of Object.entries(r.fields))
    fields[path] = fromOcr(f) ? { ...f, confidence: Math.min(f.confidence, OCR_CONFIDENCE), ocr: true } : f;
  const checks = checkOcrIds(r.invoice, repaired).filter((c) => fromOcr(fields[c.path]));
  const totalsFromOcr = fromOcr(fields['totals.taxInclusive']);
  for (const path of repairArithmetic(
    r.invoice,
    (i) => fromOcr(fields[`lines[${i}].netAmount`]),
    totalsFromOcr,
  ))
    fields[path] = { ...fields[path], confidence: 0.5, ocr: true };
  for (const c of checks) {
    if (c.outcome === 'ok') continue;
    const f = fields[c.path];
    fields[c.path] = { ...f, confidence: c.outcome === 'repaired' ? 0.5 : 0.1, ocr: true };
  }
  return { ...r, fields, ocr: { checks } };
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
  const { doc, ocr, repaired } = await readLayout(data, analysis, opts);
  const finish = (r: PdfExtraction, notices: Notice[]): PdfExtraction => {
    const out = prependNotices<PdfExtraction>(r, notices);
    if (!ocr) return out;
    const nos = ocr.map((p) => p.page);
    const marked = markOcr(out, nos, nos.length === analysis.inspection.pages, repaired);
    return { ...marked, ocr: { pages: ocr, checks: marked.ocr.checks } };
  };
  const offline = dropNonItemLines(extractInvoice(doc));
  const rules: PdfExtraction = { source: 'extracted', engine: 'rules', ...offline, pages };
  const mode = opts.llm ?? 'off';
  const cfg = mode === 'off' ? undefined : (opts.llmConfig ?? llmConfigFromEnv(process.env));
  if (cfg) {
    try {
      const r = await extractWithLlm(doc, offline, cfg);
      return finish({ ...rules, ...r, engine: 'llm' }, front);
    } catch (e) {
      return finish(rules, [...front, llmFailedNotice(e)]);
    }
  }
  if (mode === 'requested') front.push(notice('EXTRACT_LLM_NOT_CONFIGURED'));
  return finish(rules, front);
}
