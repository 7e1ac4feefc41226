/**
 * What crosses the thread boundary between the routes and the worker tasks: task and result
 * types (plain, structured-clonable data) and the parameter checks the routes share with the
 * tasks. Light on purpose: the main thread imports this, never tasks.ts (which loads the
 * renderers).
 */
import type {
  ErrorCode,
  GenerateRequest,
  Invoice,
  Lang,
  OutputFormat,
  ProfileId,
  Report,
  Syntax,
} from '@ic/einvoice';
import { OUTPUT_FORMATS, PROFILES } from '@ic/einvoice';
import type { LlmConfig, Notice } from '@ic/extract';

/** Output formats of POST /api/v1/generate (the shared type of @ic/einvoice). */
export const FORMATS = OUTPUT_FORMATS;
export type { OutputFormat };
/** Profiles a user may pick per format (the first is the default). */
export const FORMAT_PROFILES: Record<OutputFormat, ProfileId[]> = {
  ubl: ['xrechnung', 'en16931'],
  cii: ['xrechnung', 'en16931'],
  zugferd: ['facturx-xrechnung', 'facturx-en16931'],
};

/** The body of POST /api/v1/generate: the shared request type, the invoice still unchecked JSON. */
export type GenerateInput = GenerateRequest<unknown>;

export interface GenerateTask {
  kind: 'generate';
  invoice: unknown;
  format: OutputFormat;
  profile?: ProfileId;
  allowInvalid: boolean;
  visual?: 'render' | 'original';
  technical?: boolean;
  /** the original PDF, decoded */
  original?: Uint8Array;
  lang: Lang;
  /** the task's time limit (Ghostscript is stopped before it, so its temporary folder is removed) */
  timeLimitMs?: number;
}

export interface FieldInfo {
  confidence: number;
  source?: { page: number; x: number; y: number; w: number; h: number };
}

/** The answer of POST /api/v1/extract. */
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

/** The report as the converter client needs it: localized texts, capped in size. */
export interface CompactReport {
  accepted: boolean;
  scenario: string | null;
  counts: Report['counts'];
  messages: Array<{ id: string; level: string; text: string; path: string; location: string; bt: string[] }>;
  /** messages left out to keep the report small */
  omitted: number;
}

export type ConvertTarget = 'ubl' | 'cii' | 'zugferd' | 'pdf';
export const CONVERT_TARGETS: readonly ConvertTarget[] = ['ubl', 'cii', 'zugferd', 'pdf'];

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
  /** a PDF → invoice (the @ic/extract pipeline); `llm`: the provider, when one is configured */
  | { kind: 'extract'; bytes: Uint8Array; llm?: LlmConfig }
  | GenerateTask
  /** test hook: keeps the worker busy for `ms` (time limits, responsiveness) */
  | { kind: 'spin'; ms: number };

export interface ApiMessage {
  id: string;
  level: string;
  text: string;
  location: string;
  bt: string[];
  line?: number;
  column?: number;
}

/** The validation report as the API shows it (the CLI's `validate --json` verdict plus counts). */
export interface ApiReport {
  syntax: Syntax | null;
  accepted: boolean;
  scenario: string | null;
  counts: { error: number; warning: number; information: number };
  messages: ApiMessage[];
}

export interface InvoiceSummary {
  number: string;
  issueDate: string;
  typeCode: string;
  currency: string;
  sellerName: string;
  buyerName: string;
  taxExclusive: string;
  taxInclusive: string;
  amountDue: string;
}

export interface ConversionNoteOut {
  code: string;
  bt: string[];
  invalidates: boolean;
  message: string;
}

export type Source = 'xml' | 'embedded-xml';

export type TaskFailure = {
  ok: false;
  code: ErrorCode;
  /** overrides the catalogue status (422 for VALIDATION_FAILED of an output) */
  status?: number;
  /** VALIDATION_FAILED of a conversion: the report of the invalid output */
  report?: ApiReport;
};

/** The answer of POST /api/v1/validate. */
export interface ValidateResponse extends ApiReport {
  file: string;
  source: Source;
  summary: InvoiceSummary | null;
  invoice: Invoice | null;
}

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
/** POST /api/v1/generate: the file, or the report of an invalid result */
export type GenerateResult =
  | { ok: true; kind: 'generated'; bytes: Uint8Array; mime: string; filename: string; report: CompactReport }
  | { ok: true; kind: 'invalid'; report: CompactReport };
export type TaskResult =
  | ValidateResult
  | ViewResult
  | FileResult
  | ExtractResult
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
