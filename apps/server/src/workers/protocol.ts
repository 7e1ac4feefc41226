/**
 * What crosses the thread boundary between the routes and the worker tasks: task and result
 * types (plain, structured-clonable data) and the parameter checks the routes share with the
 * tasks. Light on purpose: the main thread imports this, never tasks.ts (which loads the
 * renderers).
 */
import type { MessagePort } from 'node:worker_threads';
import type {
  ApiReport,
  CompactReport,
  ConversionNoteOut,
  ConvertTarget,
  ErrorCode,
  Lang,
  ProfileId,
} from '@ic/einvoice';
import { PROFILES } from '@ic/einvoice';
import type { LlmConfig } from '@ic/extract';

// The public request/response shapes live in @ic/einvoice (src/api/convert.ts), shared with the web app.
export type {
  ApiMessage,
  ApiReport,
  CompactReport,
  ConversionNoteOut,
  ConvertTarget,
  ExtractResponse,
  FieldInfo,
  GenerateRequest,
  InvoiceSummary,
  OutputFormat,
  UploadSource as Source,
  ValidateResponse,
} from '@ic/einvoice';
export { CONVERT_TARGETS, FORMAT_PROFILES, FORMATS } from '@ic/einvoice';

/**
 * POST /api/v1/generate: the request body as it arrived (JSON bytes, at most 4 MB of invoice
 * beside the original PDF). Parsed and checked in the worker: a big body never blocks the event loop.
 */
export interface GenerateTask {
  kind: 'generate';
  body: Uint8Array;
  lang: Lang;
  /** the task's time limit (Ghostscript is stopped before it, so its temporary folder is removed) */
  timeLimitMs?: number;
}

export type Task =
  /** `file`: the uploaded file name, echoed in the answer */
  | { kind: 'validate'; bytes: Uint8Array; lang: Lang; file: string }
  | { kind: 'view'; bytes: Uint8Array; lang: Lang; standalone: boolean }
  /** `technical`: the readable PDF shows technical identifiers (default false) */
  | { kind: 'render'; bytes: Uint8Array; lang: Lang; technical?: boolean }
  | {
      kind: 'convert';
      bytes: Uint8Array;
      lang: Lang;
      to: ConvertTarget;
      profile?: ProfileId;
      allowInvalid: boolean;
      /** to=pdf: technical identifiers in the readable PDF */
      technical?: boolean;
    }
  /**
   * a PDF → invoice (the @ic/extract pipeline); `llm`: the provider, when one is configured;
   * `progress`: a port the worker posts ExtractProgress to while it reads scanned pages;
   * `timeLimitMs`: the task's time limit (OCR stops before it, so its temporary folder is removed);
   * `ocr`: without it, a PDF with scanned pages is answered `{ kind: 'needs-ocr', pages }` before
   * any OCR (the route then waits for an OCR slot and runs it again with `ocr: true` and a time
   * limit scaled by the pages: ocr-slots.ts)
   */
  | {
      kind: 'extract';
      bytes: Uint8Array;
      llm?: LlmConfig;
      progress?: MessagePort;
      timeLimitMs?: number;
      ocr?: boolean;
    }
  | GenerateTask
  /** test hook: keeps the worker busy for `ms` (time limits, responsiveness) */
  | { kind: 'spin'; ms: number };

export type TaskFailure = {
  ok: false;
  code: ErrorCode;
  /** overrides the catalogue status (422 for VALIDATION_FAILED of an output) */
  status?: number;
  /** VALIDATION_FAILED of a conversion: the report of the invalid output */
  report?: ApiReport;
};

/**
 * Validation result: the response body already serialized (JSON text), so the main thread
 * neither copies the invoice model across threads nor stringifies it.
 */
export type ValidateResult = { ok: true; kind: 'validate'; accepted: boolean; json: string };
export type ViewResult = { ok: true; kind: 'view'; html: string };
export type FileResult = {
  ok: true;
  kind: 'file';
  bytes: Uint8Array;
  mime: string;
  filename: string;
  report: ApiReport | null;
  notes: ConversionNoteOut[];
};
/** POST /api/v1/extract: the ExtractResponse, serialized in the worker */
export type ExtractResult = { ok: true; kind: 'extracted'; json: string };
/** POST /api/v1/extract, first pass: the PDF has `pages` scanned pages to OCR (nothing read yet) */
export type NeedsOcrResult = { ok: true; kind: 'needs-ocr'; pages: number };
/** POST /api/v1/generate: the file, or the report of an invalid result */
export type GenerateResult =
  | { ok: true; kind: 'generated'; bytes: Uint8Array; mime: string; filename: string; report: CompactReport }
  | { ok: true; kind: 'invalid'; report: CompactReport };
export type TaskResult =
  | ValidateResult
  | ViewResult
  | FileResult
  | ExtractResult
  | NeedsOcrResult
  | GenerateResult
  | { ok: true; kind: 'spin' }
  | TaskFailure;

/** Checks that `profile` exists and can be written in the syntax of `to`. */
export function profileFits(profile: string, to: ConvertTarget): profile is ProfileId {
  if (!Object.hasOwn(PROFILES, profile)) return false;
  const p = PROFILES[profile as ProfileId];
  if (to === 'pdf') return true;
  if (to === 'zugferd') return p.syntaxes.includes('cii') && p.attachmentName !== undefined;
  return p.syntaxes.includes(to);
}
