// The API's error format: {"error":{"code":"…","message":"…"}}, localized en/de by
// Accept-Language from the catalogue in @ic/einvoice/errors.ts. No stack traces, ever.

import { type ErrorCode, errorMessage, errorStatus, isErrorCode, type Lang, pickLang } from '@ic/einvoice';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type { ErrorCode, Lang } from '@ic/einvoice';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Maps a failing body property (first path segment, e.g. "email") to the error code
     * its validation failure should produce; other validation failures give VALIDATION_FAILED.
     */
    validationCodes?: Record<string, ErrorCode>;
  }
}

/** An error a user can meet: a catalogue code, optional message parameters, optional status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly statusCode: number;
  /** seconds for a Retry-After header (a busy server: try again then) */
  retryAfterS?: number;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}, statusCode?: number) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.statusCode = statusCode ?? errorStatus(code);
  }

  /** The same error with a Retry-After of `seconds`. */
  static busy(code: ErrorCode, seconds: number): AppError {
    const e = new AppError(code);
    e.retryAfterS = seconds;
    return e;
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Every API error. `message` is in the language chosen by Accept-Language (en, de).',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', example: 'VALIDATION_FAILED' },
        message: { type: 'string', example: 'Validation failed. Please check your input.' },
      },
    },
  },
} as const;

export function requestLang(request: FastifyRequest): Lang {
  return pickLang(request.headers['accept-language']);
}

export function errorBody(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): ErrorBody {
  return { error: { code, message: errorMessage(code, lang, params) } };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number = errorStatus(code),
  params: Record<string, string | number> = {},
): FastifyReply {
  const lang = requestLang(request);
  return reply
    .code(status)
    .header('content-language', lang)
    .header('vary', 'Accept-Language')
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(code, lang, params));
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

/** Maps any thrown value to a catalogue code and HTTP status. */
export function classifyError(
  err: unknown,
  request: FastifyRequest,
): { code: ErrorCode; status: number; params: Record<string, string | number> } {
  if (err instanceof AppError) return { code: err.code, status: err.statusCode, params: err.params };
  const e = (err ?? {}) as Partial<FastifyError> & { validation?: unknown };
  if (Array.isArray(e.validation)) {
    const codes = request.routeOptions.config?.validationCodes ?? {};
    for (const v of e.validation as Array<{ instancePath?: string; params?: { missingProperty?: string } }>) {
      const field = (v.instancePath ?? '').split('/')[1] || v.params?.missingProperty;
      const code = field ? codes[field] : undefined;
      if (code) return { code, status: 400, params: {} };
    }
    return { code: 'VALIDATION_FAILED', status: 400, params: {} };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  const mapped = typeof e.code === 'string' ? FASTIFY_CODES[e.code] : undefined;
  if (mapped) return { code: mapped, status: errorStatus(mapped), params: {} };
  if (status === 429) return { code: 'RATE_LIMITED', status, params: {} };
  if (status === 404) return { code: 'NOT_FOUND', status, params: {} };
  if (status === 405) return { code: 'METHOD_NOT_ALLOWED', status, params: {} };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', status, params: {} };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE', status, params: {} };
  if (status >= 400 && status < 500) return { code: 'BAD_REQUEST', status, params: {} };
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE', status, params: {} };
  return { code: 'SERVER_ERROR', status: 500, params: {} };
}

export { isErrorCode };
