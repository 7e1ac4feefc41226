// Request and response types of the upload and converter endpoints (/api/v1/validate, /view,
// /render, /convert, /extract, /generate), defined once and shared by the server (apps/server,
// its routes and worker tasks) and the web app (apps/web). Browser-safe, plain data.
import type { Invoice } from '../model/invoice.ts';
import type { ProfileId } from '../profiles.ts';
import type { Level } from '../rules/types.ts';
import type { ExtractOcrInfo } from './extract.ts';

/** Bytes one uploaded file may have (10 MB, DESIGN.md). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A reviewed invoice as JSON (POST /api/v1/generate): generous for 1000+ lines, far below abuse. */
export const MAX_INVOICE_JSON_BYTES = 4 * 1024 * 1024;

/** Output formats of POST /api/v1/generate. */
export const FORMATS = ['ubl', 'cii', 'zugferd'] as const;
export type OutputFormat = (typeof FORMATS)[number];
/** Profiles a user may pick per format (the first is the default). */
export const FORMAT_PROFILES: Record<OutputFormat, ProfileId[]> = {
  ubl: ['xrechnung', 'en16931'],
  cii: ['xrechnung', 'en16931'],
  zugferd: ['facturx-xrechnung', 'facturx-en16931'],
};

/** Targets of POST /api/v1/convert. */
export const CONVERT_TARGETS = ['ubl', 'cii', 'zugferd', 'pdf'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];

/** The body of POST /api/v1/generate (JSON). */
export interface GenerateRequest {
  /** the reviewed EN 16931 model (a partial one is completed on the server) */
  invoice: Invoice;
  format: OutputFormat;
  profile?: ProfileId;
  allowInvalid?: boolean;
  visual?: 'render' | 'original';
  /** the rendered visual shows technical identifiers (codes, schemes); default false */
  technical?: boolean;
  /** the original PDF, base64 (ZUGFeRD with visual=original) */
  original?: string;
}

/** The JSON Schema of GenerateRequest: the server checks bodies with it, /api/docs shows it. */
export const GENERATE_REQUEST_SCHEMA = {
  type: 'object',
  required: ['invoice', 'format'],
  properties: {
    invoice: { type: 'object', additionalProperties: true },
    format: { type: 'string', enum: [...FORMATS] },
    profile: { type: 'string', enum: [...new Set(Object.values(FORMAT_PROFILES).flat())] },
    allowInvalid: { type: 'boolean' },
    visual: { type: 'string', enum: ['render', 'original'] },
    technical: {
      type: 'boolean',
      description:
        'ZUGFeRD with the rendered visual: show technical identifiers (codes beside names, ' +
        'identifier schemes such as 0088 or EM, the specification identifier). Default false: ' +
        'business terms only.',
    },
    original: {
      type: 'string',
      contentEncoding: 'base64',
      maxLength: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4,
    },
  },
} as const;

/** Where on the PDF a value was read: page (1-based), box in PDF points from the top-left corner. */
export interface FieldInfo {
  confidence: number;
  source?: { page: number; x: number; y: number; w: number; h: number };
  /** read by OCR from a scanned page: always to be checked */
  ocr?: boolean;
}

/** What the extractor asks the user to check: a code of @ic/extract's notice catalog and its
 *  parameters (amounts as decimal strings). */
export interface ExtractNotice {
  code: string;
  params?: Record<string, string>;
}

/** The answer of POST /api/v1/extract. */
export interface ExtractResponse {
  source: 'embedded' | 'extracted';
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  notices: ExtractNotice[];
  /** the notices in English (one each, same order) */
  warnings: string[];
  pages: Array<{ width: number; height: number }>;
  /** present when scanned pages were read by OCR */
  ocr?: ExtractOcrInfo;
}

export type MessageLevel = Level;
export interface ReportCounts {
  error: number;
  warning: number;
  information: number;
}

/** The report of /api/v1/generate (422 body, X-Validation-Report header): capped in size. */
export interface CompactReport {
  accepted: boolean;
  scenario: string | null;
  counts: ReportCounts;
  messages: Array<{
    id: string;
    level: MessageLevel;
    text: string;
    path: string;
    location: string;
    bt: string[];
  }>;
  /** messages left out to keep the report small */
  omitted: number;
}

export interface ApiMessage {
  id: string;
  level: MessageLevel;
  /** in the language of the request */
  text: string;
  location: string;
  bt: string[];
  line?: number;
  column?: number;
}

/** The validation report as the API shows it (the CLI's `validate --json` verdict plus counts). */
export interface ApiReport {
  syntax: 'ubl' | 'cii' | null;
  accepted: boolean;
  scenario: string | null;
  counts: ReportCounts;
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

/** What a conversion cannot carry into the target syntax (POST /api/v1/convert, X-Conversion-Notes). */
export interface ConversionNoteOut {
  code: string;
  bt: string[];
  invalidates: boolean;
  message: string;
}

/** Where the validated XML came from: the upload itself, or the XML embedded in a hybrid PDF. */
export type UploadSource = 'xml' | 'embedded-xml';

/** The answer of POST /api/v1/validate. */
export interface ValidateResponse extends ApiReport {
  file: string;
  source: UploadSource;
  summary: InvoiceSummary | null;
  invoice: Invoice | null;
}

/** POST /api/v1/convert with envelope=json: the converted file with its report and notes. */
export interface ConvertEnvelope {
  filename: string;
  mime: 'application/xml' | 'application/pdf';
  /** the file, base64 */
  base64: string;
  /** report of the output (of the input for to=pdf: a readable PDF is not an e-invoice) */
  report: ApiReport | null;
  notes: ConversionNoteOut[];
}
