// The PDF converter flow (issue 8): extract an invoice from a PDF, and generate the file from the
// model the user reviewed in the browser. Nothing about the invoice is stored: the PDF lives in
// memory for the request, the model travels to the browser and back. The work (reading the PDF,
// the embedded XML, extraction, writing, validation, PDF building) runs in the worker pool.
//
//   POST /api/v1/extract   multipart `file` (PDF)  → { source, invoice, fields, notices, warnings, pages }
//                          (notices: { code, params? } from @ic/extract's catalog; warnings: their English text)
//   POST /api/v1/generate  JSON { invoice, format, profile?, allowInvalid?, visual?, technical?, original? }
//                          (original: the uploaded PDF as base64, for visual=original)
//                          → the file, validated again here.
import { PassThrough } from 'node:stream';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import multipart from '@fastify/multipart';
import {
  type ErrorCode,
  EXTRACT_STREAM_TYPE,
  type ExtractProgress,
  errorMessage,
  GENERATE_REQUEST_SCHEMA,
  MAX_INVOICE_JSON_BYTES,
  MAX_UPLOAD_BYTES,
} from '@ic/einvoice';
import { llmConfigFromEnv, NOTICE_CODES } from '@ic/extract';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertMayDownload, grantHeaders } from '../../billing/gate.ts';
import { AppError, requestLang } from '../../http-errors.ts';
import { GENERATE_SLACK, invoiceTooLarge } from '../../workers/generate-request.ts';
import { ocrTimeLimitMs } from '../../workers/ocr-slots.ts';
import type { ExtractResult, GenerateResult, Task, TaskResult } from '../../workers/protocol.ts';
import { isPdf } from '../sniff.ts';
import { MULTIPART_LIMITS, readUpload } from '../upload.ts';
import { uploadRouteOptions } from '../upload-guard.ts';

export { compactReport, normalizeInvoice } from '../../workers/generate.ts';
export type { CompactReport, ExtractResponse, FieldInfo, OutputFormat } from '../../workers/protocol.ts';
export { FORMAT_PROFILES, FORMATS } from '../../workers/protocol.ts';

import { idempotencyHeader, PAID_NOTE, PAID_SECURITY, paidErrors } from './schemas.ts';

export { MAX_INVOICE_JSON_BYTES, MAX_UPLOAD_BYTES } from '@ic/einvoice';

/** The original PDF travels base64-encoded (4/3 of 10 MB) next to the model. */
const MAX_ORIGINAL_BASE64 = GENERATE_REQUEST_SCHEMA.properties.original.maxLength;

/**
 * POST /api/v1/extract for a client that accepts NDJSON: the task posts its OCR progress to a
 * port; at the first progress the answer becomes a stream of `{ progress }` lines ending in one
 * `{ result }` or `{ error }` line (shared types in @ic/einvoice api/extract.ts). A PDF that needs
 * no OCR, and any error before the first progress, is answered as usual (JSON, HTTP status).
 */
async function extractStreamed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  task: Extract<Task, { kind: 'extract' }>,
): Promise<FastifyReply> {
  const { port1, port2 } = new MessageChannel();
  let stream: PassThrough | undefined;
  let finished = false;
  port1.on('message', (p: ExtractProgress) => {
    if (finished) return;
    if (!stream) {
      stream = new PassThrough();
      reply.code(200).header('cache-control', 'no-store').type(`${EXTRACT_STREAM_TYPE}; charset=utf-8`);
      reply.send(stream);
    }
    stream.write(`${JSON.stringify({ progress: p })}\n`);
  });
  try {
    const r = await runExtract(app, reply, task, port2);
    finished = true;
    if (!stream)
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(r.json);
    stream.end(`{"result":${r.json}}\n`);
    return reply;
  } catch (e) {
    finished = true;
    if (!stream) throw e;
    const code: ErrorCode = e instanceof AppError ? e.code : 'PDF_EXTRACTION_FAILED';
    stream.end(`${JSON.stringify({ error: { code, message: errorMessage(code, requestLang(request)) } })}\n`);
    return reply;
  } finally {
    port1.close();
  }
}

function base64url(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}

/** A signal that aborts when the client goes away before its answer; `off()` when done. */
function clientGone(reply: FastifyReply): { signal: AbortSignal; off: () => void } {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: gone.signal, off: () => reply.raw.off('close', onClose) };
}

/** Runs a task in the pool (its own time limit, else TASK_TIMEOUT); aborts it when the client goes away. */
async function runTask(
  app: FastifyInstance,
  reply: FastifyReply,
  task: Task,
  timeoutMs?: number,
): Promise<Exclude<TaskResult, { ok: false }>> {
  const gone = clientGone(reply);
  try {
    const r = await app.tasks.run(task, { signal: gone.signal, ...(timeoutMs ? { timeoutMs } : {}) });
    if (!r.ok) throw new AppError(r.code, {}, r.status);
    return r;
  } finally {
    gone.off();
  }
}

/**
 * An extraction: first without OCR (TASK_TIMEOUT). A PDF with scanned pages then waits for an
 * OCR slot (OCR_CONCURRENCY; holding no worker thread, 503 + Retry-After over OCR_MAX_QUEUE)
 * and runs again with OCR, its time limit TASK_TIMEOUT + pages × OCR_TASK_TIMEOUT, its progress
 * to `progress`.
 */
async function runExtract(
  app: FastifyInstance,
  reply: FastifyReply,
  task: Extract<Task, { kind: 'extract' }>,
  progress?: MessagePort,
): Promise<ExtractResult> {
  // the first pass gets a copy of the upload to move to its thread: a scan is needed once more
  const first = await runTask(app, reply, { ...task, bytes: task.bytes.slice() });
  if (first.kind === 'extracted') return first;
  if (first.kind !== 'needs-ocr') throw new Error('unexpected task result');
  const gone = clientGone(reply);
  let release: (() => void) | undefined;
  try {
    release = await app.ocrSlots.acquire(gone.signal);
  } finally {
    gone.off();
  }
  try {
    const limit = ocrTimeLimitMs(app.config.taskTimeoutMs, app.config.ocrTaskTimeoutMs, first.pages);
    const ocrTask = { ...task, ocr: true, timeLimitMs: limit, ...(progress ? { progress } : {}) };
    const r = await runTask(app, reply, ocrTask, limit);
    if (r.kind !== 'extracted') throw new Error('unexpected task result');
    return r;
  } finally {
    release();
  }
}

const fieldInfoSchema = {
  type: 'object',
  properties: {
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    ocr: { type: 'boolean', description: 'Read by OCR from a scanned page: to be checked.' },
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

function sendGenerated(reply: FastifyReply, g: Extract<GenerateResult, { kind: 'generated' }>): FastifyReply {
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
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  }

  // one rate-limit counter per client IP with the other upload routes (RATE_LIMIT_API), no cross-site posts
  const guard = uploadRouteOptions(app.config);

  app.post(
    '/api/v1/extract',
    {
      ...guard,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['converter'],
        summary: 'Read the invoice in a PDF',
        description:
          'Upload one PDF (multipart/form-data, field `file`, at most 10 MB). A hybrid PDF (ZUGFeRD, ' +
          'Factur-X, XRechnung attached) gives its embedded XML (`source: "embedded"`); any other PDF ' +
          'with a text layer is read by the extractor (`source: "extracted"`), with a confidence (0..1) ' +
          'and the position on the page of each value it found, keyed by model path. Pages without a ' +
          'text layer (scans, also among text pages) are read by OCR (at most 10 pages): each value ' +
          'read there carries `ocr: true` and a confidence of at most 0.6, and `ocr` lists the pages and ' +
          'the IBAN / VAT-id check-digit results. With `Accept: application/x-ndjson` a scan is answered ' +
          'as a stream of `{"progress":{stage,page,index,pages,done}}` lines and one final `{"result":…}` ' +
          'or `{"error":{code,message}}` line; a PDF that needs no OCR is answered as usual. A scan has its ' +
          'own time limit (TASK_TIMEOUT + OCR_TASK_TIMEOUT per scanned page); at most OCR_CONCURRENCY ' +
          'scans are read at once, the next wait their turn, and when OCR_MAX_QUEUE are waiting a ' +
          'further scan is refused with 503 SERVICE_UNAVAILABLE and Retry-After. `notices` lists ' +
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
              ocr: {
                type: 'object',
                description: 'Present when scanned pages were read by OCR.',
                properties: {
                  pages: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        page: { type: 'integer' },
                        skewDeg: { type: 'number' },
                        words: { type: 'integer' },
                        meanConfidence: { type: 'number' },
                      },
                    },
                  },
                  checks: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        path: { type: 'string' },
                        outcome: { type: 'string', enum: ['ok', 'repaired', 'rejected'] },
                      },
                    },
                  },
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
      const upload = await readUpload(request, reply, app.config.uploadTimeoutMs);
      if (upload.bytes.length === 0) throw new AppError('NO_FILE_SELECTED');
      if (!isPdf(upload.bytes)) throw new AppError('PDF_ONLY');
      const llm = llmConfigFromEnv(process.env);
      const task = {
        kind: 'extract' as const,
        bytes: upload.bytes,
        timeLimitMs: app.tasks.timeoutMs,
        ...(llm ? { llm } : {}),
      };
      if (String(request.headers.accept ?? '').includes(EXTRACT_STREAM_TYPE))
        return extractStreamed(app, request, reply, task);
      const r = await runExtract(app, reply, task);
      // serialized in the worker (an ExtractResponse): sent as it is
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(r.json);
    },
  );

  await app.register(generateRoute);
}

/**
 * Fastify's validator for the generate route: the body (raw bytes here) is checked in the worker
 * against the same schema; the Idempotency-Key header here.
 */
function generateValidator({ httpPart, schema }: { httpPart?: string; schema: object }) {
  if (httpPart === 'body') return () => true;
  const check = new Ajv({ coerceTypes: 'array', useDefaults: true, strict: false }).compile(schema);
  return (data: unknown) =>
    check(data)
      ? true
      : { error: Object.assign(new Error('bad header'), { validation: check.errors ?? [] }) };
}

/**
 * POST /api/v1/generate in a context of its own: its JSON body is not parsed on the event loop.
 * The parser keeps the raw bytes, refuses (413) an invoice over 4 MB before any parse (a linear
 * scan tells the original PDF's base64 apart), and the worker parses and checks the rest.
 */
async function generateRoute(app: FastifyInstance): Promise<void> {
  const bodyLimit = MAX_ORIGINAL_BASE64 + MAX_INVOICE_JSON_BYTES + GENERATE_SLACK;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => {
    const bytes = body as Buffer;
    if (invoiceTooLarge(bytes)) done(new AppError('PAYLOAD_TOO_LARGE'), undefined);
    else done(null, bytes);
  });

  app.post<{ Body: Buffer }>(
    '/api/v1/generate',
    {
      ...uploadRouteOptions(app.config),
      // the invoice (4 MB) and the original PDF beside it; the invoice alone is checked by the parser
      bodyLimit,
      validatorCompiler: generateValidator,
      schema: {
        tags: ['converter'],
        summary: 'Make the e-invoice from a reviewed model',
        description:
          'JSON `{ invoice, format, profile?, allowInvalid?, visual?, technical? }` → the file (UBL or CII XML, or a ' +
          'ZUGFeRD PDF). The output is validated here again (schema, syntax and business rules, XRechnung ' +
          '3.0); its report travels base64url-encoded in `X-Validation-Report`. An invalid result is ' +
          'answered with 422 and the report unless `allowInvalid` is true. For a ZUGFeRD PDF with ' +
          '`visual: "original"`, `original` carries the uploaded PDF (base64, at most 10 MB decoded). ' +
          'The invoice may take at most 4 MB of the body (413 PAYLOAD_TOO_LARGE). ' +
          PAID_NOTE,
        security: PAID_SECURITY,
        headers: idempotencyHeader,
        body: GENERATE_REQUEST_SCHEMA,
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
          503: { $ref: 'ErrorResponse#' },
          ...paidErrors,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const permit = await assertMayDownload(request);
      const result = await runTask(app, reply, {
        kind: 'generate',
        // a copy the task owns entirely, so that it moves to the worker instead of being copied again
        body: new Uint8Array(body),
        lang,
        timeLimitMs: app.tasks.timeoutMs,
      });
      if (result.kind === 'invalid') {
        const err = new AppError('VALIDATION_FAILED');
        return reply
          .code(422)
          .header('content-language', lang)
          .header('cache-control', 'no-store')
          .send({
            error: { code: err.code, message: errorMessage(err.code, lang) },
            report: result.report,
          });
      }
      if (result.kind !== 'generated') throw new Error('unexpected task result');
      grantHeaders(reply, await permit.commit());
      return sendGenerated(reply, result);
    },
  );
}
