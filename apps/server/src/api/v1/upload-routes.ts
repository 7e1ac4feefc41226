/**
 * The routes that take an invoice upload in: POST /api/v1/validate, /view, /render, /convert.
 * Multipart field `file` (XML or hybrid PDF, ≤ 10 MB, type checked by content), parameters as
 * form fields or query parameters. The CPU work runs in the worker pool (app.tasks).
 */

import type { ConvertEnvelope, Lang, PROFILES } from '@ic/einvoice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertMayDownload, grantHeaders } from '../../billing/gate.ts';
import { AppError, errorBody, requestLang } from '../../http-errors.ts';
import type { ApiReport, ConvertTarget, FileResult, Task, TaskResult } from '../../workers/protocol.ts';
import { CONVERT_TARGETS, profileFits } from '../../workers/protocol.ts';
import { readUpload, type Upload } from '../upload.ts';
import { uploadRouteOptions } from '../upload-guard.ts';
import {
  flagProperty,
  idempotencyHeader,
  langQuery,
  multipartBody,
  PAID_NOTE,
  PAID_SECURITY,
  PROFILE_IDS,
  paidErrors,
  uploadErrors,
} from './schemas.ts';

type Params = Record<string, string | undefined>;

/** A parameter from the form (wins) or the query string. */
function param(upload: Upload, query: Params, name: string): string | undefined {
  const v = upload.fields[name] ?? query[name];
  return v === undefined || v === '' ? undefined : v;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new AppError('VALIDATION_FAILED');
  return value as T;
}

function flag(value: string | undefined): boolean {
  return oneOf(value, ['0', '1', 'true', 'false']) === '1' || value === 'true';
}

function langOf(request: FastifyRequest, upload: Upload, query: Params): Lang {
  return oneOf(param(upload, query, 'lang'), ['en', 'de'] as const) ?? requestLang(request);
}

/** Type check by content (and the file name for XML that is not XML); `parsedOnly`: endpoints that need a readable invoice refuse a DOCTYPE early. */
function checkType(upload: Upload, parsedOnly: boolean): void {
  const s = upload.sniffed;
  if (s.kind === 'empty' || s.kind === 'other-xml') throw new AppError('INVALID_FILE_FORMAT');
  // a file named .xml whose content is not XML gets the parse error (what the user meant to
  // send was XML), as the web's own file check says; anything else is the wrong type
  if (s.kind === 'unknown')
    throw new AppError(/\.xml$/i.test(upload.filename) ? 'XML_PARSE_FAILED' : 'INVALID_FILE_TYPE');
  if (parsedOnly && s.kind === 'invoice-xml' && s.doctype) throw new AppError('XML_PARSE_FAILED');
}

/** Runs a task in the pool; aborts it when the client goes away. */
async function runTask(app: FastifyInstance, reply: FastifyReply, task: Task): Promise<TaskResult> {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await app.tasks.run(task, { signal: gone.signal });
  } finally {
    reply.raw.off('close', onClose);
  }
}

function failWith(request: FastifyRequest, reply: FastifyReply, result: Extract<TaskResult, { ok: false }>) {
  if (result.report) {
    const lang = requestLang(request);
    return reply
      .code(result.status ?? 422)
      .header('content-language', lang)
      .header('vary', 'Accept-Language')
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ ...errorBody(result.code, lang), report: result.report });
  }
  throw new AppError(result.code, {}, result.status);
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Header values stay below this size (HTTP clients refuse big header blocks, often at 16 KiB). */
export const REPORT_HEADER_MAX = 8 * 1024;

/**
 * The report for the X-Validation-Report header: the whole report when it fits, else the
 * first messages that fit and `truncated: true` (envelope=json always has the whole report).
 */
export function reportHeader(report: ApiReport): string {
  const full = b64url(report);
  if (full.length <= REPORT_HEADER_MAX) return full;
  let lo = 0;
  let hi = report.messages.length;
  let best = b64url({ ...report, messages: [], truncated: true });
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = b64url({ ...report, messages: report.messages.slice(0, mid), truncated: true });
    if (v.length <= REPORT_HEADER_MAX) {
      best = v;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

function sendFile(reply: FastifyReply, file: FileResult, envelope: boolean, lang: Lang) {
  reply.header('cache-control', 'no-store').header('content-language', lang);
  if (envelope) {
    const body: ConvertEnvelope = {
      filename: file.filename,
      mime: file.mime === 'application/pdf' ? 'application/pdf' : 'application/xml',
      base64: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64'),
      report: file.report,
      notes: file.notes,
    };
    return reply.type('application/json; charset=utf-8').send(body);
  }
  if (file.report) reply.header('x-validation-report', reportHeader(file.report));
  reply.header('x-conversion-notes', b64url(file.notes));
  return reply
    .type(file.mime === 'application/xml' ? 'application/xml; charset=utf-8' : file.mime)
    .header('content-disposition', contentDisposition(file.filename))
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

const base64urlJson = (what: string) => ({
  type: 'string',
  description: `${what}: base64url-encoded JSON (decode: JSON.parse(Buffer.from(v, 'base64url').toString()))`,
});

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.rateLimitApi;
  const uploadTimeoutMs = app.config.uploadTimeoutMs;
  const limits =
    `Rate limited per client IP (${max} per ${Math.round(windowMs / 1000)} s, all upload endpoints together). ` +
    'Uploads from pages of other websites are refused (403 CROSS_SITE_REQUEST) unless an API key is sent. ' +
    `Tasks time out after ${Math.round(app.config.taskTimeoutMs / 1000)} s.`;
  const common = uploadRouteOptions(app.config);

  app.post(
    '/api/v1/validate',
    {
      ...common,
      schema: {
        tags: ['invoices'],
        summary: 'Validate an e-invoice',
        description:
          'Validates an XRechnung / EN 16931 invoice (UBL or CII XML, or the XML embedded in a hybrid PDF) like the official KoSIT validator: ' +
          'well-formedness, scenario, XML Schema, syntax and business rules. A document that is not well-formed XML or declares a DOCTYPE gives a ' +
          `rejected report (XML-NOT-WELLFORMED, XML-DOCTYPE-FORBIDDEN), not an error. ${limits}`,
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: langQuery },
        body: multipartBody(langQuery),
        response: {
          200: {
            description: 'the validation report, the invoice summary and model',
            $ref: 'ValidateResponse#',
          },
          ...uploadErrors(),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, reply, uploadTimeoutMs);
      checkType(upload, false);
      const lang = langOf(request, upload, request.query as Params);
      const r = await runTask(app, reply, {
        kind: 'validate',
        bytes: upload.bytes,
        lang,
        file: upload.filename,
      });
      if (!r.ok) return failWith(request, reply, r);
      if (r.kind !== 'validate') throw new Error('unexpected task result');
      // serialized in the worker (a ValidateResponse): sent as it is
      return reply
        .header('cache-control', 'no-store')
        .header('content-language', lang)
        .type('application/json; charset=utf-8')
        .send(r.json);
    },
  );

  app.post(
    '/api/v1/view',
    {
      ...common,
      schema: {
        tags: ['invoices'],
        summary: 'HTML view of an invoice',
        description:
          'The invoice as HTML: every business term with its label (en/de) and BT id, in sections (overview, lines, supplements, attachments). ' +
          `A fragment (scoped styles under .einv) by default, a whole page with standalone=1. ${limits}`,
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: { ...langQuery, standalone: flagProperty } },
        body: multipartBody({ ...langQuery, standalone: flagProperty }),
        response: {
          200: {
            description: 'HTML',
            content: {
              'text/html': { schema: { type: 'string', example: '<article class="einv">…</article>' } },
            },
          },
          ...uploadErrors(),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, reply, uploadTimeoutMs);
      checkType(upload, true);
      const query = request.query as Params;
      const lang = langOf(request, upload, query);
      const standalone = flag(param(upload, query, 'standalone'));
      const r = await runTask(app, reply, { kind: 'view', bytes: upload.bytes, lang, standalone });
      if (!r.ok) return failWith(request, reply, r);
      if (r.kind !== 'view') throw new Error('unexpected task result');
      return reply
        .header('cache-control', 'no-store')
        .header('content-language', lang)
        .type('text/html; charset=utf-8')
        .send(r.html);
    },
  );

  const technicalFlag = {
    ...flagProperty,
    description:
      '1: show technical identifiers (codes beside their names, identifier schemes such as 0088 or EM, ' +
      'the specification identifier); default: business terms only',
  };
  const renderParams = { ...langQuery, technical: technicalFlag };

  app.post(
    '/api/v1/render',
    {
      ...common,
      schema: {
        tags: ['invoices'],
        summary: 'Readable PDF of an invoice',
        description: `The invoice as a readable PDF/A-3b document (not an e-invoice), file name from the invoice number. ${PAID_NOTE} ${limits}`,
        security: PAID_SECURITY,
        headers: idempotencyHeader,
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: renderParams },
        body: multipartBody(renderParams),
        response: {
          200: {
            description: 'PDF (Content-Disposition: attachment)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...uploadErrors({
            500: { description: 'PDF_GENERATION_FAILED', $ref: 'ErrorResponse#' },
            ...paidErrors,
          }),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, reply, uploadTimeoutMs);
      checkType(upload, true);
      const lang = langOf(request, upload, request.query as Params);
      const permit = await assertMayDownload(request);
      const technical = flag(param(upload, request.query as Params, 'technical'));
      const r = await runTask(app, reply, { kind: 'render', bytes: upload.bytes, lang, technical });
      if (!r.ok) return failWith(request, reply, r);
      if (r.kind !== 'file') throw new Error('unexpected task result');
      grantHeaders(reply, await permit.commit());
      return sendFile(reply, r, false, lang);
    },
  );

  const convertParams = {
    to: { type: 'string', enum: [...CONVERT_TARGETS], description: 'target format (required)' },
    profile: {
      type: 'string',
      enum: PROFILE_IDS,
      description:
        'output profile: for ubl/cii e.g. xrechnung, en16931, peppol (default: the one of the input); for zugferd a Factur-X profile ' +
        '(default facturx-xrechnung for XRechnung input, else facturx-en16931)',
    },
    allowInvalid: { ...flagProperty, description: '1: deliver an invalid output anyway (with its report)' },
    envelope: {
      type: 'string',
      enum: ['json'],
      description: 'json: answer with a JSON envelope instead of the file',
    },
    technical: { ...technicalFlag, description: `to=pdf: ${technicalFlag.description}` },
    ...langQuery,
  };
  app.post(
    '/api/v1/convert',
    {
      ...common,
      schema: {
        tags: ['invoices'],
        summary: 'Convert an invoice (UBL ↔ CII, ZUGFeRD, readable PDF)',
        description:
          'Converts an XML invoice to `to` and validates the output. Answers with the file; the validation report of the output is in the ' +
          `header X-Validation-Report (base64url JSON, a ValidationReport; when it would exceed ${REPORT_HEADER_MAX} characters, only the first ` +
          'messages and `"truncated": true`), the declared conversion losses in X-Conversion-Notes (base64url JSON array of ConversionNote). ' +
          'With envelope=json: a ConvertEnvelope. An invalid output gives 422 with the report unless allowInvalid=1. ' +
          `For to=pdf the report is the one of the input. ${PAID_NOTE} ${limits}`,
        security: PAID_SECURITY,
        headers: idempotencyHeader,
        consumes: ['multipart/form-data'],
        querystring: { type: 'object', properties: convertParams },
        body: multipartBody(convertParams),
        response: {
          200: {
            description: 'the converted file (or, with envelope=json, a ConvertEnvelope)',
            headers: {
              'X-Validation-Report': base64urlJson('ValidationReport of the output'),
              'X-Conversion-Notes': base64urlJson('array of ConversionNote'),
            },
            content: {
              'application/xml': { schema: { type: 'string', format: 'binary' } },
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: { $ref: 'ConvertEnvelope#' } },
            },
          },
          ...uploadErrors({
            422: {
              description:
                'VALIDATION_FAILED with the report of the output (ValidationFailedResponse), or an ErrorResponse as for the other routes',
              anyOf: [{ $ref: 'ValidationFailedResponse#' }, { $ref: 'ErrorResponse#' }],
            },
            500: {
              description: 'XML_GENERATION_FAILED, PDF_GENERATION_FAILED, ZUGFERD_GENERATION_FAILED',
              $ref: 'ErrorResponse#',
            },
            ...paidErrors,
          }),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, reply, uploadTimeoutMs);
      const query = request.query as Params;
      const to = oneOf(param(upload, query, 'to'), CONVERT_TARGETS);
      if (!to) throw new AppError('VALIDATION_FAILED');
      const rawProfile = param(upload, query, 'profile');
      if (rawProfile !== undefined && !profileFits(rawProfile, to as ConvertTarget))
        throw new AppError('VALIDATION_FAILED');
      const allowInvalid = flag(param(upload, query, 'allowInvalid'));
      const envelope = oneOf(param(upload, query, 'envelope'), ['json'] as const) === 'json';
      const lang = langOf(request, upload, query);
      checkType(upload, true);
      const task: Task = {
        kind: 'convert',
        bytes: upload.bytes,
        lang,
        to,
        allowInvalid,
        technical: flag(param(upload, query, 'technical')),
        ...(rawProfile !== undefined ? { profile: rawProfile as keyof typeof PROFILES } : {}),
      };
      const permit = await assertMayDownload(request);
      const r = await runTask(app, reply, task);
      if (!r.ok) return failWith(request, reply, r);
      if (r.kind !== 'file') throw new Error('unexpected task result');
      grantHeaders(reply, await permit.commit());
      return sendFile(reply, r, envelope, lang);
    },
  );
}
