/**
 * The CPU work of the upload API, run inside worker threads (see pool.ts): validate, view,
 * render and convert an uploaded invoice (XML, or a hybrid PDF with embedded XML).
 *
 * Every function takes the uploaded bytes and returns a plain, structured-clonable result.
 * Failures a user can meet are returned as `{ ok: false, code }` with a catalogue code (an
 * Error thrown across the thread boundary would lose its properties). Nothing here logs or
 * keeps any part of the invoice.
 */
import type { MessagePort } from 'node:worker_threads';
import {
  conversionLosses,
  type ErrorCode,
  type ExtractProgress,
  type Invoice,
  type Lang,
  type ProfileId,
  type Report,
  readInvoice,
  renderInvoiceHtml,
  type Syntax,
  validateXml,
  writeInvoice,
  XRECHNUNG_3_CIUS,
  XRECHNUNG_3_EXTENSION,
  XRECHNUNG_CVD,
} from '@ic/einvoice';
import { safeFilename } from '../api/filename.ts';
import { isPdf } from '../api/sniff.ts';
import { generate } from './generate.ts';
import { collectWhenIdle } from './idle-gc.ts';
import { announceLoaded } from './loaded.ts';
import type {
  ApiReport,
  ConversionNoteOut,
  ExtractResponse,
  InvoiceSummary,
  Source,
  Task,
  TaskFailure,
  TaskResult,
  ValidateResponse,
} from './protocol.ts';

export type * from './protocol.ts';
export { CONVERT_TARGETS, profileFits } from './protocol.ts';

export function apiReport(report: Report, lang: Lang): ApiReport {
  return {
    syntax: report.syntax ?? null,
    accepted: report.accepted,
    scenario: report.scenario ?? null,
    counts: { ...report.counts },
    messages: report.messages.map((m) => ({
      id: m.id,
      level: m.level,
      text: lang === 'de' && m.textDe ? m.textDe : m.text,
      location: m.location,
      bt: [...m.bt],
      ...(m.line !== undefined ? { line: m.line } : {}),
      ...(m.column !== undefined ? { column: m.column } : {}),
    })),
  };
}

export function summaryOf(inv: Invoice): InvoiceSummary {
  return {
    number: inv.number,
    issueDate: inv.issueDate,
    typeCode: inv.typeCode,
    currency: inv.currency,
    sellerName: inv.seller.name,
    buyerName: inv.buyer.name,
    taxExclusive: inv.totals.taxExclusive,
    taxInclusive: inv.totals.taxInclusive,
    amountDue: inv.totals.amountDue,
  };
}

function fail(code: ErrorCode, status?: number): TaskFailure {
  return status === undefined ? { ok: false, code } : { ok: false, code, status };
}

/** @ic/pdf (pdf.js, pdf-lib, pdfkit), loaded on first use: validating XML does not need it. */
let pdfModule: Promise<typeof import('@ic/pdf')> | undefined;
function pdf(): Promise<typeof import('@ic/pdf')> {
  pdfModule ??= import('@ic/pdf');
  return pdfModule;
}

/** The invoice XML of an upload: the XML itself, or the XML embedded in a hybrid PDF. */
async function invoiceXml(bytes: Uint8Array): Promise<{ xml: Uint8Array; source: Source } | TaskFailure> {
  if (!isPdf(bytes)) return { xml: bytes, source: 'xml' };
  let hybrid: { xml: Uint8Array } | undefined;
  try {
    hybrid = await (await pdf()).readHybridPdf(bytes);
  } catch (e) {
    // damaged, encrypted, too complex: the PDF reader's catalogue code
    const { isPdfError, pdfErrorCode } = await pdf();
    return fail(isPdfError(e) ? pdfErrorCode(e.reason) : 'INVALID_FILE_FORMAT');
  }
  // A PDF without invoice XML: extraction from the text is the PDF converter's job (issue 8).
  if (!hybrid) return fail('PDF_EXTRACTION_FAILED');
  return { xml: hybrid.xml, source: 'embedded-xml' };
}

async function readUploadedInvoice(
  bytes: Uint8Array,
): Promise<{ invoice: Invoice; source: Source } | TaskFailure> {
  const x = await invoiceXml(bytes);
  if ('ok' in x) return x;
  const read = readInvoice(x.xml);
  if (!read.ok)
    return fail(read.error.code === 'UNKNOWN_DOCUMENT' ? 'INVALID_FILE_FORMAT' : 'XML_PARSE_FAILED');
  return { invoice: read.invoice, source: x.source };
}

const XRECHNUNG_IDS = new Set([XRECHNUNG_3_CIUS, XRECHNUNG_3_EXTENSION, XRECHNUNG_CVD]);

async function validate(task: Extract<Task, { kind: 'validate' }>): Promise<TaskResult> {
  const x = await invoiceXml(task.bytes);
  if ('ok' in x) return x;
  const v = validateXml(x.xml);
  const body: ValidateResponse = {
    file: task.file,
    source: x.source,
    ...apiReport(v.report, task.lang),
    summary: v.invoice ? summaryOf(v.invoice) : null,
    invoice: v.invoice ?? null,
  };
  return { ok: true, kind: 'validate', accepted: v.report.accepted, json: JSON.stringify(body) };
}

async function view(task: Extract<Task, { kind: 'view' }>): Promise<TaskResult> {
  const r = await readUploadedInvoice(task.bytes);
  if ('ok' in r) return r;
  return {
    ok: true,
    kind: 'view',
    html: renderInvoiceHtml(r.invoice, { lang: task.lang, standalone: task.standalone }),
  };
}

/**
 * A failure to write or render from an input that is not valid is the input's fault: 422
 * VALIDATION_FAILED with the input's report (a server error only for a valid input).
 */
function generationFailed(code: ErrorCode, input: Report, lang: Lang): TaskFailure {
  if (input.accepted) return fail(code);
  return { ok: false, code: 'VALIDATION_FAILED', status: 422, report: apiReport(input, lang) };
}

async function render(task: Extract<Task, { kind: 'render' }>): Promise<TaskResult> {
  const r = await readUploadedInvoice(task.bytes);
  if ('ok' in r) return r;
  let bytes: Uint8Array;
  try {
    bytes = await (await pdf()).renderInvoicePdf(r.invoice, {
      lang: task.lang,
      technical: task.technical === true,
    });
  } catch {
    const x = await invoiceXml(task.bytes);
    return 'ok' in x ? x : generationFailed('PDF_GENERATION_FAILED', validateXml(x.xml).report, task.lang);
  }
  return {
    ok: true,
    kind: 'file',
    bytes,
    mime: 'application/pdf',
    filename: safeFilename(r.invoice.number, 'pdf'),
    report: null,
    notes: [],
  };
}

async function convert(task: Extract<Task, { kind: 'convert' }>): Promise<TaskResult> {
  const x = await invoiceXml(task.bytes);
  if ('ok' in x) return x;
  const input = validateXml(x.xml);
  const invoice = input.invoice;
  if (!invoice) {
    const read = readInvoice(x.xml);
    return fail(
      !read.ok && read.error.code === 'UNKNOWN_DOCUMENT' ? 'INVALID_FILE_FORMAT' : 'XML_PARSE_FAILED',
    );
  }
  const lang = task.lang;

  if (task.to === 'pdf') {
    // A readable PDF is not an e-invoice: the report is the one of the input.
    let bytes: Uint8Array;
    try {
      bytes = await (await pdf()).renderInvoicePdf(invoice, { lang, technical: task.technical === true });
    } catch {
      return generationFailed('PDF_GENERATION_FAILED', input.report, lang);
    }
    return {
      ok: true,
      kind: 'file',
      bytes,
      mime: 'application/pdf',
      filename: safeFilename(invoice.number, 'pdf'),
      report: apiReport(input.report, lang),
      notes: [],
    };
  }

  const syntax: Syntax = task.to === 'ubl' ? 'ubl' : 'cii';
  let profile = task.profile;
  if (task.to === 'zugferd' && !profile) {
    profile = XRECHNUNG_IDS.has(invoice.processControl.specificationIdentifier.trim())
      ? 'facturx-xrechnung'
      : 'facturx-en16931';
  }
  const notes: ConversionNoteOut[] = conversionLosses(invoice, syntax, profile).map((n) => ({
    code: n.code,
    bt: n.bt,
    invalidates: n.invalidates,
    message: n.message[lang],
  }));
  let xml: string;
  try {
    xml = writeInvoice(invoice, syntax, profile);
  } catch {
    const code = task.to === 'zugferd' ? 'ZUGFERD_GENERATION_FAILED' : 'XML_GENERATION_FAILED';
    return generationFailed(code, input.report, lang);
  }
  const report = apiReport(validateXml(xml).report, lang);
  if (!report.accepted && !task.allowInvalid)
    return { ok: false, code: 'VALIDATION_FAILED', status: 422, report };

  if (task.to === 'zugferd') {
    try {
      const { pdf: bytes } = await (await pdf()).buildHybridPdf({
        invoice,
        profile: profile as ProfileId,
        visual: 'render',
        lang,
      });
      return {
        ok: true,
        kind: 'file',
        bytes,
        mime: 'application/pdf',
        filename: safeFilename(invoice.number, 'pdf'),
        report,
        notes,
      };
    } catch {
      return generationFailed('ZUGFERD_GENERATION_FAILED', input.report, lang);
    }
  }
  return {
    ok: true,
    kind: 'file',
    bytes: new TextEncoder().encode(xml),
    mime: 'application/xml',
    filename: safeFilename(invoice.number, 'xml'),
    report,
    notes,
  };
}

/** Posts OCR progress to the route's port, at most every 2 % (and each new page). */
function progressPoster(port: MessagePort | undefined): ((p: ExtractProgress) => void) | undefined {
  if (!port) return undefined;
  let last = -1;
  let page = -1;
  return (p) => {
    if (p.page === page && p.done - last < 0.02 && p.done < 1) return;
    last = p.done;
    page = p.page;
    port.postMessage(p);
  };
}

/** Thrown by the first pass of an extraction at the point where OCR would start. */
class NeedsOcr extends Error {
  readonly pages: number;
  constructor(pages: number) {
    super('needs OCR');
    this.pages = pages;
  }
}

/**
 * A PDF → invoice through the one pipeline of @ic/extract, the PDF read in this thread. Without
 * `task.ocr`, a PDF with scanned pages stops before the OCR with `needs-ocr` (see protocol.ts).
 */
async function extract(task: Extract<Task, { kind: 'extract' }>): Promise<TaskResult> {
  const started = Date.now();
  if (!isPdf(task.bytes)) return fail('PDF_ONLY');
  const { pdfToInvoice } = await import('@ic/extract');
  const { isPdfError } = await pdf();
  const onProgress = progressPoster(task.progress);
  try {
    const r = await pdfToInvoice(task.bytes, {
      llm: task.llm ? 'if-configured' : 'off',
      ...(task.llm ? { llmConfig: task.llm } : {}),
      ocr: {
        // the engine stays with this thread for the next scan (a minute; the pool ends idle threads)
        keepEngine: true,
        ...(onProgress ? { onProgress } : {}),
        // stop OCR 3 s before the task's limit: its temporary folder is removed, the error is clear
        ...(task.timeLimitMs ? { deadline: started + task.timeLimitMs - 3000 } : {}),
        ...(task.ocr
          ? {}
          : {
              beforeOcr: (pageNos: number[]) => {
                throw new NeedsOcr(pageNos.length);
              },
            }),
      },
    });
    const body: ExtractResponse = {
      source: r.source,
      invoice: r.invoice,
      fields: r.fields,
      notices: r.notices,
      warnings: r.warnings,
      pages: r.pages,
      ...(r.ocr ? { ocr: r.ocr } : {}),
    };
    return { ok: true, kind: 'extracted', json: JSON.stringify(body) };
  } catch (e) {
    if (e instanceof NeedsOcr) return { ok: true, kind: 'needs-ocr', pages: e.pages };
    return fail(isPdfError(e) ? e.code : 'PDF_EXTRACTION_FAILED');
  } finally {
    task.progress?.close();
  }
}

/** Runs one task (in a worker thread, or inline for diagnostics). */
export async function runTask(task: Task): Promise<TaskResult> {
  switch (task.kind) {
    case 'validate':
      return validate(task);
    case 'view':
      return view(task);
    case 'render':
      return render(task);
    case 'convert':
      return convert(task);
    case 'extract':
      return extract(task);
    case 'generate':
      return generate(task);
    case 'spin': {
      const end = Date.now() + task.ms;
      while (Date.now() < end) {
        // busy on purpose
      }
      return { ok: true, kind: 'spin' };
    }
  }
}

/** The pool's entry point: the task, then a full collection once the thread has been idle a moment. */
export default async function runPooledTask(task: Task): Promise<TaskResult> {
  try {
    return await runTask(task);
  } finally {
    collectWhenIdle();
  }
}

// every static import above is loaded: the pool may terminate this thread safely from now on
announceLoaded();
