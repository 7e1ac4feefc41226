/**
 * The body of POST /api/v1/generate, read in a worker thread: JSON.parse of a 17 MB body takes
 * the event loop for a noticeable while, so the route hands over the raw bytes (after the cheap
 * size check of `invoiceJsonBytes`, which needs no parse) and the worker parses and checks them
 * against the one schema (`GENERATE_REQUEST_SCHEMA` of @ic/einvoice, also shown in /api/docs).
 *
 *   const r = readGenerateRequest(bytes);   // { ok: true, request, original? } | TaskFailure
 */
import {
  GENERATE_REQUEST_SCHEMA,
  type GenerateRequest,
  MAX_INVOICE_JSON_BYTES,
  MAX_UPLOAD_BYTES,
} from '@ic/einvoice';
import { Ajv, type ValidateFunction } from 'ajv';
import secureJson from 'secure-json-parse';
import { isPdf } from '../api/sniff.ts';
import type { TaskFailure } from './protocol.ts';

/** Room for the other fields of a generate request beside the invoice. */
export const GENERATE_SLACK = 64 * 1024;

const QUOTE = 0x22;
const KEY = Buffer.from('"original"');

function isSpace(c: number | undefined): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/**
 * Bytes of a generate body that are not the base64 of an `"original"` string: a linear scan,
 * no parse. Counts every `"original": "…"` pair (a nested one too), so it is a lower bound of
 * the invoice's size: the worker checks the exact size after parsing.
 */
export function invoiceJsonBytes(body: Uint8Array): number {
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let beside = 0;
  for (let i = buf.indexOf(KEY); i >= 0; i = buf.indexOf(KEY, i + KEY.length)) {
    let j = i + KEY.length;
    while (isSpace(buf[j])) j++;
    if (buf[j] !== 0x3a) continue; // ':' — else it was a value ("visual":"original")
    j++;
    while (isSpace(buf[j])) j++;
    if (buf[j] !== QUOTE) continue;
    const end = buf.indexOf(QUOTE, j + 1);
    if (end < 0) break;
    beside += end - j - 1;
    i = end;
  }
  return body.byteLength - beside;
}

/** Whether the invoice part of a body is over the cap (before parsing: the route's 413). */
export function invoiceTooLarge(body: Uint8Array): boolean {
  return invoiceJsonBytes(body) > MAX_INVOICE_JSON_BYTES + GENERATE_SLACK;
}

let validator: ValidateFunction<GenerateRequest> | undefined;
function validateRequest(x: unknown): x is GenerateRequest {
  // Fastify's own settings for request bodies (no coercion: the body is JSON)
  validator ??= new Ajv({ allErrors: false, strict: false }).compile<GenerateRequest>(
    GENERATE_REQUEST_SCHEMA,
  );
  return validator(x);
}

const fail = (code: TaskFailure['code'], status?: number): TaskFailure =>
  status === undefined ? { ok: false, code } : { ok: false, code, status };

export type GenerateRequestRead = { ok: true; request: GenerateRequest; original?: Uint8Array } | TaskFailure;

/** Parses and checks a generate body; the original PDF decoded. Catalogue codes for bad input. */
export function readGenerateRequest(body: Uint8Array): GenerateRequestRead {
  let parsed: unknown;
  try {
    const text = new TextDecoder().decode(body);
    // __proto__ and constructor.prototype keys refused, as Fastify's own JSON parser does
    parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return fail('INVALID_JSON');
  }
  if (!validateRequest(parsed)) return fail('VALIDATION_FAILED', 400);
  const request = parsed;
  if (body.byteLength - (request.original?.length ?? 0) > MAX_INVOICE_JSON_BYTES + GENERATE_SLACK)
    return fail('PAYLOAD_TOO_LARGE');
  if (request.original === undefined) return { ok: true, request };
  const original = new Uint8Array(Buffer.from(request.original, 'base64'));
  request.original = undefined;
  if (original.length > MAX_UPLOAD_BYTES) return fail('FILE_TOO_LARGE');
  if (!isPdf(original)) return fail('PDF_ONLY');
  return { ok: true, request, original };
}
