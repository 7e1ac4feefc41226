// API v1 calls of the XML tools (see /api/docs): validate, render (readable PDF), convert.

import type { ConvertEnvelope, ValidateResponse } from '@ic/einvoice';
import {
  ApiError,
  type ApiLang,
  apiRequest,
  clientError,
  fileForm,
  filenameFromDisposition,
  readJson,
} from '../../components/upload/index.ts';
import type { ConversionNote, ValidationResult } from './types.ts';

type Opts = {
  lang: ApiLang;
  signal?: AbortSignal /** paid calls: the attempt's Idempotency-Key */;
  idempotencyKey?: string;
};

const keyHeader = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : {});

/** Fills fields an older or partial answer may lack, so the UI can rely on the shape. */
export function normalizeResult(raw: Partial<ValidationResult> | null | undefined): ValidationResult | null {
  if (!raw || typeof raw !== 'object' || typeof raw.accepted !== 'boolean') return null;
  const messages = Array.isArray(raw.messages) ? raw.messages : [];
  const count = (l: string) => messages.filter((m) => m.level === l).length;
  return {
    ...(raw.file ? { file: raw.file } : {}),
    syntax: raw.syntax ?? null,
    accepted: raw.accepted,
    scenario: raw.scenario ?? null,
    ...(raw.source ? { source: raw.source } : {}),
    counts: raw.counts ?? {
      error: count('error'),
      warning: count('warning'),
      information: count('information'),
    },
    messages: messages.map((m) => ({
      ...m,
      bt: Array.isArray(m.bt) ? m.bt : [],
      location: m.location ?? '',
    })),
    summary: raw.summary ?? null,
    invoice: raw.invoice ?? null,
  };
}

/** POST /api/v1/validate → the authoritative report (texts in `lang`). */
export async function validateOnServer(file: File, { lang, signal }: Opts): Promise<ValidationResult> {
  const res = await apiRequest('/api/v1/validate', {
    lang,
    signal,
    body: fileForm(file, file.name, { lang }),
  });
  const result = normalizeResult(await readJson<ValidateResponse>(res, lang));
  if (!result) throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  return result;
}

export interface FileDownload {
  blob: Blob;
  filename: string;
}

/** POST /api/v1/render → the readable PDF of the invoice. */
export async function renderPdfOnServer(
  file: File,
  fallbackName: string,
  { lang, signal, idempotencyKey, technical }: Opts & { technical?: boolean },
): Promise<FileDownload> {
  const res = await apiRequest('/api/v1/render', {
    lang,
    signal,
    // technical identifiers only on request (the server's default: business terms)
    body: fileForm(file, file.name, { lang, ...(technical ? { technical: '1' } : {}) }),
    ...keyHeader(idempotencyKey),
  });
  const blob = await res.blob();
  const head = new Uint8Array(await blob.slice(0, 5).arrayBuffer());
  if (String.fromCharCode(...head) !== '%PDF-')
    throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  return {
    blob: new Blob([blob], { type: 'application/pdf' }),
    filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName,
  };
}

export interface ConvertResult extends FileDownload {
  mime: string;
  /** the validation report of the OUTPUT */
  report: ValidationResult | null;
  notes: ConversionNote[];
}

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const normal = b64.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A base64url-encoded JSON header (X-Validation-Report, X-Conversion-Notes), or null. */
export function decodeJsonHeader<T>(value: string | null): T | null {
  if (!value) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64(value))) as T;
  } catch {
    return null;
  }
}

/** The API's envelope (@ic/einvoice), read defensively: an older server may leave fields out. */
type Envelope = Partial<ConvertEnvelope>;

/**
 * POST /api/v1/convert with envelope=json → the file, the output's report and the notes.
 * A result that does not validate (and allowInvalid off) → ApiError VALIDATION_FAILED whose
 * `report` the caller gets from `invalidReport(error)`.
 */
export async function convertOnServer(
  file: File,
  to: 'ubl' | 'cii' | 'pdf' | 'zugferd',
  options: Opts & { allowInvalid?: boolean },
): Promise<ConvertResult> {
  const { lang, signal } = options;
  const res = await apiRequest('/api/v1/convert', {
    lang,
    signal,
    ...keyHeader(options.idempotencyKey),
    body: fileForm(file, file.name, {
      to,
      lang,
      envelope: 'json',
      ...(options.allowInvalid ? { allowInvalid: '1' } : {}),
    }),
  });
  const env = await readJson<Envelope>(res, lang);
  if (!env || typeof env.base64 !== 'string')
    throw clientError('INVALID_SERVER_RESPONSE', lang, res.status, true);
  const mime = env.mime ?? (to === 'pdf' || to === 'zugferd' ? 'application/pdf' : 'application/xml');
  return {
    blob: new Blob([fromBase64(env.base64)], { type: mime }),
    filename: env.filename ?? `invoice.${to === 'pdf' || to === 'zugferd' ? 'pdf' : 'xml'}`,
    mime,
    report:
      normalizeResult(env.report) ??
      normalizeResult(decodeJsonHeader<Partial<ValidationResult>>(res.headers.get('x-validation-report'))),
    notes: Array.isArray(env.notes)
      ? env.notes
      : (decodeJsonHeader<ConversionNote[]>(res.headers.get('x-conversion-notes')) ?? []),
  };
}

/** The output report carried by a 422 VALIDATION_FAILED answer of /convert, if any. */
export function invalidReport(e: unknown): ValidationResult | null {
  if (!(e instanceof ApiError) || e.code !== 'VALIDATION_FAILED') return null;
  return normalizeResult((e.body as { report?: Partial<ValidationResult> } | undefined)?.report);
}
