// The PDF converter flow (issue 8): extract an invoice from a PDF, and generate the file from the
// model the user reviewed in the browser. Nothing about the invoice is stored: the PDF lives in
// memory for the request, the model travels to the browser and back.
//
//   POST /api/v1/extract   multipart `file` (PDF)  → { source, invoice, fields, notices, warnings, pages }
//                          (notices: { code, params? } from @ic/extract's catalog; warnings: their English text)
//   POST /api/v1/generate  JSON { invoice, format, profile?, allowInvalid?, visual?, original? }
//                          (original: the uploaded PDF as base64, for visual=original)
//                          → the file, validated again here.
import multipart from '@fastify/multipart';
import {
  applyTotals,
  completeInvoice,
  errorMessage,
  type Invoice,
  type Lang,
  PROFILES,
  type ProfileId,
  type Report,
  validateXml,
  writeInvoice,
} from '@ic/einvoice';
import {
  extractInvoice,
  extractWithLlm,
  fromPdfLayout,
  llmConfigFromEnv,
  llmFailedNotice,
  NOTICE_CODES,
  type Notice,
  notice,
  prependNotices,
} from '@ic/extract';
import {
  assertHasText,
  buildHybridPdf,
  HybridError,
  isPdfError,
  parsePdfInWorker,
  readHybridFromInspection,
} from '@ic/pdf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertMayDownload } from '../../billing/gate.ts';
import { AppError, requestLang } from '../../http-errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A reviewed invoice as JSON: generous for 1000+ lines, far below anything abusive. */
export const MAX_INVOICE_JSON_BYTES = 4 * 1024 * 1024;
export const FORMATS = ['ubl', 'cii', 'zugferd'] as const;
export type OutputFormat = (typeof FORMATS)[number];
/** Profiles a user may pick per format (the first is the default). */
export const FORMAT_PROFILES: Record<OutputFormat, ProfileId[]> = {
  ubl: ['xrechnung', 'en16931'],
  cii: ['xrechnung', 'en16931'],
  zugferd: ['facturx-xrechnung', 'facturx-en16931'],
};

export interface FieldInfo {
  confidence: number;
  source?: { page: number; x: number; y: number; w: number; h: number };
}

export interface ExtractResponse {
  source: 'embedded' | 'extracted';
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  /** what the user should check: a code of @ic/extract's notice catalog and its parameters */
  notices: Notice[];
  /** the notices in English */
  warnings: string[];
  pages: Array<{ width: number; height: number }>;
}

/** The report as the client needs it: localized texts, capped in size. */
export interface CompactReport {
  accepted: boolean;
  scenario: string | null;
  counts: Report['counts'];
  messages: Array<{ id: string; level: string; text: string; path: string; location: string; bt: string[] }>;
  /** messages left out to keep the report small */
  omitted: number;
}

const MAX_REPORT_MESSAGES = 100;

export function compactReport(report: Report, lang: Lang): CompactReport {
  const messages = report.messages.slice(0, MAX_REPORT_MESSAGES).map((m) => ({
    id: m.id,
    level: m.level,
    text: lang === 'de' ? (m.textDe ?? m.text) : m.text,
    path: m.path,
    location: m.location,
    bt: m.bt,
  }));
  return {
    accepted: report.accepted,
    scenario: report.scenario,
    counts: report.counts,
    messages,
    omitted: report.messages.length - messages.length,
  };
}

function base64url(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}

function isPdf(bytes: Uint8Array): boolean {
  // %PDF- within the first 1024 bytes (the PDF spec tolerates leading junk)
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

async function readUpload(request: FastifyRequest): Promise<{ bytes: Uint8Array }> {
  if (!request.isMultipart()) throw new AppError('NO_FILE_SELECTED');
  let bytes: Uint8Array | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        bytes = new Uint8Array(await part.toBuffer());
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('TOO_MANY_FILES');
    if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('BAD_REQUEST');
    throw e;
  }
  if (!bytes || bytes.length === 0) throw new AppError('NO_FILE_SELECTED');
  return { bytes };
}

function pdfFailure(e: unknown): never {
  if (isPdfError(e)) throw new AppError(e.code);
  throw e;
}

/** Extraction: embedded XML wins over the text layer. */
export async function extractFromPdf(bytes: Uint8Array): Promise<ExtractResponse> {
  if (!isPdf(bytes)) throw new AppError('PDF_ONLY');
  let analysis: Awaited<ReturnType<typeof parsePdfInWorker<'analyze'>>>;
  try {
    analysis = await parsePdfInWorker(bytes, 'analyze', {});
  } catch (e) {
    pdfFailure(e);
  }
  const pages = (analysis.layout?.pages ?? []).map((p) => ({ width: p.width, height: p.height }));
  const hybrid = readHybridFromInspection(analysis.inspection);
  if (hybrid?.outcome.ok) {
    return {
      source: 'embedded',
      invoice: hybrid.outcome.invoice,
      fields: {},
      notices: [],
      warnings: [],
      pages,
    };
  }
  try {
    assertHasText(analysis.inspection);
  } catch (e) {
    pdfFailure(e);
  }
  if (!analysis.layout) throw new AppError('PDF_EXTRACTION_FAILED');
  let result: ReturnType<typeof extractInvoice>;
  try {
    result = extractInvoice(analysis.layout);
  } catch {
    throw new AppError('PDF_EXTRACTION_FAILED');
  }
  // Optional LLM help (LLM_PRIMARY_URL …): it sees only the text layout, never the file, and its
  // answer goes through the same reconciliation; any failure falls back to the offline result.
  const llm = llmConfigFromEnv(process.env);
  if (llm) {
    try {
      result = await extractWithLlm(fromPdfLayout(analysis.layout), result, llm);
    } catch (e) {
      result = prependNotices(result, [llmFailedNotice(e)]);
    }
  }
  if (hybrid && !hybrid.outcome.ok) {
    const unreadable = notice('EXTRACT_EMBEDDED_XML_UNREADABLE', {
      file: hybrid.source.name,
      reason: hybrid.outcome.error.message,
    });
    result = prependNotices(result, [unreadable]);
  }
  return {
    source: 'extracted',
    invoice: result.invoice,
    fields: result.fields,
    notices: result.notices,
    warnings: result.warnings,
    pages,
  };
}

// ---- generate --------------------------------------------------------------------------------

export interface GenerateInput {
  invoice: unknown;
  format: OutputFormat;
  profile?: ProfileId;
  allowInvalid?: boolean;
  visual?: 'render' | 'original';
  /** the original PDF, base64 (ZUGFeRD with visual=original) */
  original?: string;
}

/**
 * A client-sent model, with the arrays and groups every writer expects filled in. Rejects what is
 * not an invoice-shaped object at all (MISSING_REQUIRED_DATA).
 */
export function normalizeInvoice(x: unknown): Invoice {
  const invoice = completeInvoice(x);
  if (!invoice) throw new AppError('MISSING_REQUIRED_DATA');
  return invoice;
}

export function safeFileStem(invoiceNumber: string): string {
  const s = invoiceNumber
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 60);
  return s ? `invoice-${s}` : 'invoice';
}

export interface Generated {
  bytes: Uint8Array;
  mime: string;
  filename: string;
  report: CompactReport;
}

export async function generateFile(
  input: GenerateInput,
  lang: Lang,
  originalPdf?: Uint8Array,
): Promise<Generated | { invalid: CompactReport }> {
  const format = input.format;
  const profiles = FORMAT_PROFILES[format];
  const profile = input.profile ?? profiles[0];
  if (!profile || !profiles.includes(profile)) throw new AppError('BAD_REQUEST');
  // BT-24 follows the chosen profile; totals are computed again so that a tampered or stale
  // total never reaches the file unnoticed (the rules then compare them).
  const invoice = normalizeInvoice(input.invoice);
  invoice.processControl = {
    ...invoice.processControl,
    specificationIdentifier: PROFILES[profile].specificationIdentifier,
  };
  const syntax = format === 'ubl' ? 'ubl' : 'cii';
  const prepared = applyTotalsSafe(invoice);
  let xml: string;
  try {
    xml = writeInvoice(prepared, syntax, profile);
  } catch {
    throw new AppError(format === 'zugferd' ? 'ZUGFERD_GENERATION_FAILED' : 'XML_GENERATION_FAILED');
  }
  const validation = validateXml(xml);
  const report = compactReport(validation.report, lang);
  if (!validation.report.accepted && !input.allowInvalid) return { invalid: report };
  const stem = safeFileStem(invoice.number);
  if (format !== 'zugferd') {
    return {
      bytes: new TextEncoder().encode(xml),
      mime: 'application/xml',
      filename: `${stem}.xml`,
      report,
    };
  }
  let bytes: Uint8Array;
  try {
    const visual =
      input.visual === 'original' && originalPdf ? { original: originalPdf } : ('render' as const);
    bytes = (await buildHybridPdf({ invoice: prepared, profile, visual, lang })).pdf;
  } catch (e) {
    if (e instanceof HybridError && e.code === 'VISUAL_UNREADABLE')
      throw new AppError('PDF_GENERATION_FAILED');
    throw new AppError('ZUGFERD_GENERATION_FAILED');
  }
  return { bytes, mime: 'application/pdf', filename: `${stem}.pdf`, report };
}

/** applyTotals keeps what the user typed when it cannot compute (a malformed draft). */
function applyTotalsSafe(invoice: Invoice): Invoice {
  try {
    return applyTotals(invoice);
  } catch {
    return invoice;
  }
}

const fieldInfoSchema = {
  type: 'object',
  properties: {
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    source: {
      type: 'object',
      description:
        'Where on the PDF the value was read: page (1-based) and box in PDF points from the top-left corner.',
      properties: {
        page: { type: 'integer' },
        x: { type: 'number' },
        y: { type: 'number' },
        w: { type: 'number' },
        h: { type: 'number' },
      },
    },
  },
} as const;

const compactReportSchema = {
  type: 'object',
  properties: {
    accepted: { type: 'boolean' },
    scenario: { type: ['string', 'null'] },
    counts: {
      type: 'object',
      properties: {
        error: { type: 'integer' },
        warning: { type: 'integer' },
        information: { type: 'integer' },
      },
    },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          level: { type: 'string', enum: ['error', 'warning', 'information'] },
          text: { type: 'string' },
          path: { type: 'string', description: 'model path, e.g. seller.vatId or lines[0].quantity' },
          location: { type: 'string' },
          bt: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    omitted: { type: 'integer' },
  },
} as const;

function sendGenerated(reply: FastifyReply, g: Generated): FastifyReply {
  return reply
    .header('content-type', g.mime)
    .header('content-disposition', `attachment; filename="${g.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-validation-report', base64url(JSON.stringify(g.report)))
    .header('access-control-expose-headers', 'X-Validation-Report, Content-Disposition')
    .send(Buffer.from(g.bytes));
}

export async function convertFlowRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    });
  }

  // per client IP, shared with the other upload routes' setting (RATE_LIMIT_API)
  const { max, windowMs } = app.config.rateLimitApi;
  const rateLimit = { rateLimit: { max, timeWindow: windowMs } };

  app.post(
    '/api/v1/extract',
    {
      config: rateLimit,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['converter'],
        summary: 'Read the invoice in a PDF',
        description:
          'Upload one PDF (multipart/form-data, field `file`, at most 10 MB). A hybrid PDF (ZUGFeRD, ' +
          'Factur-X, XRechnung attached) gives its embedded XML (`source: "embedded"`); any other PDF ' +
          'with a text layer is read by the extractor (`source: "extracted"`), with a confidence (0..1) ' +
          'and the position on the page of each value it found, keyed by model path. `notices` lists ' +
          'what the user should check (no invoice number found, totals that do not add up …) as a ' +
          'stable `code` with `params` (amounts as decimal strings, as extracted), for the client to ' +
          'show in its language; `warnings` carries the same notices as English text. Nothing is stored.',
        consumes: ['multipart/form-data'],
        response: {
          200: {
            type: 'object',
            required: ['source', 'invoice', 'fields', 'notices', 'warnings', 'pages'],
            properties: {
              source: { type: 'string', enum: ['embedded', 'extracted'] },
              invoice: { type: 'object', additionalProperties: true, description: 'the EN 16931 model' },
              fields: { type: 'object', additionalProperties: fieldInfoSchema },
              notices: {
                type: 'array',
                description: 'What the user should check, in the order found.',
                items: {
                  type: 'object',
                  required: ['code'],
                  properties: {
                    code: {
                      type: 'string',
                      description: `A stable code; currently one of ${NOTICE_CODES.join(', ')}.`,
                    },
                    params: {
                      type: 'object',
                      additionalProperties: { type: 'string' },
                      description:
                        'Values for the message, e.g. `{ lines: "90.00", document: "100.00" }`; amounts are ' +
                        'decimal strings as extracted.',
                    },
                  },
                },
              },
              warnings: {
                type: 'array',
                items: { type: 'string' },
                description: 'The notices as English text (one per notice, same order).',
              },
              pages: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { width: { type: 'number' }, height: { type: 'number' } },
                },
              },
            },
          },
          400: { $ref: 'ErrorResponse#' },
          413: { $ref: 'ErrorResponse#' },
          415: { $ref: 'ErrorResponse#' },
          422: { $ref: 'ErrorResponse#' },
          503: { $ref: 'ErrorResponse#' },
        },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUpload(request);
      const result = await extractFromPdf(bytes);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.post<{ Body: GenerateInput }>(
    '/api/v1/generate',
    {
      config: rateLimit,
      // the original PDF travels base64-encoded (4/3 of 10 MB) next to the model
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + MAX_INVOICE_JSON_BYTES,
      schema: {
        tags: ['converter'],
        summary: 'Make the e-invoice from a reviewed model',
        description:
          'JSON `{ invoice, format, profile?, allowInvalid?, visual? }` → the file (UBL or CII XML, or a ' +
          'ZUGFeRD PDF). The output is validated here again (schema, syntax and business rules, XRechnung ' +
          '3.0); its report travels base64url-encoded in `X-Validation-Report`. An invalid result is ' +
          'answered with 422 and the report unless `allowInvalid` is true. For a ZUGFeRD PDF with ' +
          '`visual: "original"`, `original` carries the uploaded PDF (base64, at most 10 MB decoded).',
        body: {
          type: 'object',
          required: ['invoice', 'format'],
          properties: {
            invoice: { type: 'object', additionalProperties: true },
            format: { type: 'string', enum: [...FORMATS] },
            profile: { type: 'string', enum: [...new Set(Object.values(FORMAT_PROFILES).flat())] },
            allowInvalid: { type: 'boolean' },
            visual: { type: 'string', enum: ['render', 'original'] },
            original: {
              type: 'string',
              contentEncoding: 'base64',
              maxLength: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4,
            },
          },
        },
        response: {
          422: {
            type: 'object',
            properties: {
              error: { $ref: 'ErrorResponse#/properties/error' },
              report: compactReportSchema,
            },
          },
          400: { $ref: 'ErrorResponse#' },
          413: { $ref: 'ErrorResponse#' },
          415: { $ref: 'ErrorResponse#' },
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const input = request.body;
      let original: Uint8Array | undefined;
      if (input.original) {
        original = new Uint8Array(Buffer.from(input.original, 'base64'));
        if (original.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
        if (!isPdf(original)) throw new AppError('PDF_ONLY');
      }
      await assertMayDownload(request);
      const result = await generateFile(input, lang, original);
      if ('invalid' in result) {
        const err = new AppError('VALIDATION_FAILED');
        return reply
          .code(422)
          .header('content-language', lang)
          .header('cache-control', 'no-store')
          .send({
            error: { code: err.code, message: errorMessage(err.code, lang) },
            report: result.invalid,
          });
      }
      return sendGenerated(reply, result);
    },
  );
}
