// The converter's two calls: /api/v1/extract (PDF → model) and /api/v1/generate (model → file).
// The request and response shapes are the API's own, defined once in @ic/einvoice (src/api/convert.ts
// and src/api/extract.ts) and shared with the server; the names below are the ones this feature uses.
export type { ExtractNotice, FieldInfo, OutputFormat } from '@ic/einvoice';
/** POST /api/v1/extract */
export type ExtractResult = ExtractResponse;
/** the report of /api/v1/generate (X-Validation-Report, 422 body) */
export type ServerReport = CompactReport;
/** POST /api/v1/generate; the original PDF is added by `generate` as base64; the profile is one
 *  of the flow's (config.ts), which the server checks against FORMAT_PROFILES */
export type GenerateRequest = Omit<ApiGenerateRequest, 'original' | 'profile'> & { profile?: string };

import type {
  GenerateRequest as ApiGenerateRequest,
  CompactReport,
  ExtractProgress,
  ExtractResponse,
  ExtractStreamLine,
} from '@ic/einvoice';
// the streamed answer's media type, shared with the server
import { EXTRACT_STREAM_TYPE } from '@ic/einvoice';
import {
  ApiError,
  type ApiLang,
  apiRequest,
  clientError,
  fileForm,
  filenameFromDisposition,
  readJson,
} from '../../components/upload/index.ts';

export interface Generated {
  blob: Blob;
  filename: string;
  report: ServerReport | undefined;
}

/**
 * Reads the streamed answer of /api/v1/extract (a scan): `{ progress }` lines go to `onProgress`,
 * the `{ result }` line is returned, an `{ error }` line is thrown as an ApiError.
 */
export async function readExtractStream(
  res: Response,
  lang: ApiLang,
  onProgress: (p: ExtractProgress) => void,
): Promise<ExtractResult> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? '';
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      let msg: ExtractStreamLine<ExtractResult>;
      try {
        msg = JSON.parse(line) as ExtractStreamLine<ExtractResult>;
      } catch {
        throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
      }
      if ('progress' in msg) onProgress(msg.progress);
      else if ('result' in msg) return msg.result;
      else if ('error' in msg) throw new ApiError(msg.error.code, msg.error.message, 422, false, msg);
    }
    if (done) throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  }
}

/**
 * POST /api/v1/extract. A scan is answered as a stream of OCR progress (`onProgress`, real:
 * pages read so far); any other PDF as plain JSON.
 */
export async function extract(
  file: Blob,
  name: string,
  lang: ApiLang,
  signal?: AbortSignal,
  onProgress: (p: ExtractProgress) => void = () => {},
): Promise<ExtractResult> {
  const res = await apiRequest('/api/v1/extract', {
    lang,
    body: fileForm(file, name),
    signal,
    timeoutMs: 90_000,
    headers: { Accept: `${EXTRACT_STREAM_TYPE}, application/json` },
  });
  if ((res.headers.get('content-type') ?? '').startsWith(EXTRACT_STREAM_TYPE))
    return readExtractStream(res, lang, onProgress);
  return readJson<ExtractResult>(res, lang);
}

function decodeReport(header: string | null): ServerReport | undefined {
  if (!header) return undefined;
  try {
    const b64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as ServerReport;
  } catch {
    return undefined;
  }
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** POST /api/v1/generate: a paid result; `idempotencyKey` makes a retried attempt cost one credit. */
export async function generate(
  req: GenerateRequest,
  lang: ApiLang,
  original?: Blob,
  idempotencyKey?: string,
): Promise<Generated> {
  const body: Record<string, unknown> = { ...req };
  if (req.visual === 'original' && original) body.original = await toBase64(original);
  const res = await apiRequest('/api/v1/generate', {
    lang,
    body,
    timeoutMs: 90_000,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
  const blob = await res.blob();
  const fallback = req.format === 'zugferd' ? 'invoice.pdf' : 'invoice.xml';
  return {
    blob,
    filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? fallback,
    report: decodeReport(res.headers.get('x-validation-report')),
  };
}
