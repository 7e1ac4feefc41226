// A small client for the API v1 (`/api/v1/…`): one function that sends a request with the page's
// language and turns every failure into an ApiError with a catalogue code and a localized
// message (the server's own message when it sent one, else the catalogue's).
//
//   const res = await apiRequest('/api/v1/validate', { lang, body: form });   // multipart
//   const json = await readJson<MyType>(res, lang);
//   try { … } catch (e) { if (isAbort(e)) return; setError(toApiError(e, lang)); }
//
// Timeouts: `timeoutMs` (default 120 s) → UPLOAD_TIMEOUT. Network failure → NETWORK_ERROR.
// A body that is not the documented error JSON → SERVER_ERROR (5xx) / INVALID_SERVER_RESPONSE.
// `retryable` says whether offering "Try again" makes sense (network, timeouts, 408/429/5xx).
import { type ErrorCode, errorMessage, isErrorCode } from '@ic/einvoice/errors.ts';

export type ApiLang = 'en' | 'de';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly retryable: boolean;
  /** the parsed error body (e.g. `{ error, report }` of a 422 VALIDATION_FAILED) */
  readonly body: unknown;
  constructor(code: string, message: string, status: number, retryable: boolean, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryable = retryable;
    this.body = body;
  }
}

export function clientError(code: ErrorCode, lang: ApiLang, status = 0, retryable = false): ApiError {
  return new ApiError(code, errorMessage(code, lang), status, retryable);
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

export interface ApiRequestOptions {
  lang: ApiLang;
  method?: 'GET' | 'POST' | 'DELETE';
  /** FormData (multipart) or an object sent as JSON */
  body?: FormData | Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** fetch() with Accept-Language, a timeout and error mapping; resolves only for 2xx answers. */
export async function apiRequest(path: string, options: ApiRequestOptions): Promise<Response> {
  const { lang, body, signal, timeoutMs = 120_000 } = options;
  const headers: Record<string, string> = { 'Accept-Language': lang, ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(path, { method: options.method ?? 'POST', headers, body: payload, signal: combined });
  } catch {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (timeout.aborted) throw clientError('UPLOAD_TIMEOUT', lang, 0, true);
    throw clientError('NETWORK_ERROR', lang, 0, true);
  }
  if (res.ok) return res;
  throw await errorFromResponse(res, lang);
}

/** The ApiError for a non-2xx response (reads the body). */
export async function errorFromResponse(res: Response, lang: ApiLang): Promise<ApiError> {
  const retryable = RETRYABLE_STATUS.has(res.status);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const err = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (err && typeof err.code === 'string') {
    const message =
      typeof err.message === 'string' && err.message
        ? err.message
        : isErrorCode(err.code)
          ? errorMessage(err.code, lang)
          : errorMessage('SERVER_ERROR', lang);
    return new ApiError(err.code, message, res.status, retryable, body);
  }
  const code: ErrorCode =
    res.status === 413
      ? 'FILE_TOO_LARGE'
      : res.status === 429
        ? 'RATE_LIMITED'
        : res.status === 408 || res.status === 504
          ? 'PROCESSING_TIMEOUT'
          : res.status >= 500
            ? 'SERVER_ERROR'
            : 'INVALID_SERVER_RESPONSE';
  return new ApiError(code, errorMessage(code, lang), res.status, retryable, body);
}

/** The JSON body of a 2xx response; INVALID_SERVER_RESPONSE when it is not JSON. */
export async function readJson<T>(res: Response, lang: ApiLang): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  }
}

/** Any thrown value as an ApiError (unknown failures → UNEXPECTED_ERROR with their message). */
export function toApiError(e: unknown, lang: ApiLang): ApiError {
  if (e instanceof ApiError) return e;
  const message = e instanceof Error ? e.message : String(e);
  return new ApiError('UNEXPECTED_ERROR', errorMessage('UNEXPECTED_ERROR', lang, { message }), 0, true);
}

/** A multipart body with `file` and further string fields. */
export function fileForm(
  file: Blob,
  filename: string,
  fields: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('file', file, filename);
  return form;
}
