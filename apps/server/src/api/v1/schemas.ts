/**
 * OpenAPI / JSON schemas of the upload API (shared components, added to the root instance so
 * that /api/docs lists them once).
 */
import { PROFILES } from '@ic/einvoice';

export const PROFILE_IDS = Object.keys(PROFILES);

const exampleMessage = {
  id: 'BR-DE-15',
  level: 'error',
  text: 'The element "Buyer reference" (BT-10) must be transmitted.',
  location: '/ubl:Invoice[1]',
  bt: ['BT-10'],
};

export const validationReportSchema = {
  $id: 'ValidationReport',
  title: 'ValidationReport',
  type: 'object',
  description:
    'The validation report, as `einvoice validate --json` prints it (KoSIT semantics: accepted when no message has level error). ' +
    '`text` is in the requested language (`lang`, else Accept-Language).',
  required: ['syntax', 'accepted', 'scenario', 'counts', 'messages'],
  properties: {
    syntax: { type: ['string', 'null'], enum: ['ubl', 'cii', null] },
    accepted: { type: 'boolean' },
    scenario: {
      type: ['string', 'null'],
      description: 'validation scenario (e.g. xrechnung), null when none matched',
    },
    counts: {
      type: 'object',
      required: ['error', 'warning', 'information'],
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
        required: ['id', 'level', 'text', 'location', 'bt'],
        properties: {
          id: { type: 'string', description: 'rule id (BR-DE-15, UBL-CR-646, XML-NOT-WELLFORMED, …)' },
          level: { type: 'string', enum: ['error', 'warning', 'information'] },
          text: { type: 'string' },
          location: { type: 'string', description: 'XPath into the document (or line/column)' },
          bt: { type: 'array', items: { type: 'string' }, description: 'business terms involved' },
          line: { type: 'integer' },
          column: { type: 'integer' },
        },
      },
    },
  },
  example: {
    syntax: 'ubl',
    accepted: false,
    scenario: 'xrechnung',
    counts: { error: 1, warning: 0, information: 0 },
    messages: [exampleMessage],
  },
} as const;

export const invoiceSummarySchema = {
  $id: 'InvoiceSummary',
  title: 'InvoiceSummary',
  type: 'object',
  description: 'Key fields of the invoice (amounts are decimal strings).',
  required: [
    'number',
    'issueDate',
    'typeCode',
    'currency',
    'sellerName',
    'buyerName',
    'taxExclusive',
    'taxInclusive',
    'amountDue',
  ],
  properties: {
    number: { type: 'string' },
    issueDate: { type: 'string', description: 'YYYY-MM-DD' },
    typeCode: { type: 'string' },
    currency: { type: 'string' },
    sellerName: { type: 'string' },
    buyerName: { type: 'string' },
    taxExclusive: { type: 'string' },
    taxInclusive: { type: 'string' },
    amountDue: { type: 'string' },
  },
  example: {
    number: 'RE-2024-0042',
    issueDate: '2024-05-31',
    typeCode: '380',
    currency: 'EUR',
    sellerName: 'Muster GmbH',
    buyerName: 'Stadt Musterhausen',
    taxExclusive: '1000.00',
    taxInclusive: '1190.00',
    amountDue: '1190.00',
  },
} as const;

export const validateResponseSchema = {
  $id: 'ValidateResponse',
  title: 'ValidateResponse',
  type: 'object',
  required: ['file', 'syntax', 'accepted', 'scenario', 'source', 'counts', 'messages', 'summary', 'invoice'],
  properties: {
    file: { type: 'string', description: 'the uploaded file name' },
    source: {
      type: 'string',
      enum: ['xml', 'embedded-xml'],
      description: 'xml: the upload itself; embedded-xml: the invoice XML inside a hybrid PDF',
    },
    ...validationReportSchema.properties,
    summary: { anyOf: [{ $ref: 'InvoiceSummary#' }, { type: 'null' }] },
    invoice: {
      anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }],
      description: 'the invoice in the EN 16931 model (JSON); null when the document could not be read',
    },
  },
  example: {
    file: 'invoice.xml',
    syntax: 'ubl',
    accepted: true,
    scenario: 'xrechnung',
    source: 'xml',
    counts: { error: 0, warning: 0, information: 0 },
    messages: [],
    summary: invoiceSummarySchema.example,
    invoice: { number: 'RE-2024-0042', issueDate: '2024-05-31', typeCode: '380', currency: 'EUR' },
  },
} as const;

export const conversionNoteSchema = {
  $id: 'ConversionNote',
  title: 'ConversionNote',
  type: 'object',
  description: 'Something the target syntax or profile cannot carry (declared, never silent).',
  required: ['code', 'bt', 'invalidates', 'message'],
  properties: {
    code: { type: 'string', example: 'SUB_LINES_OMITTED' },
    bt: { type: 'array', items: { type: 'string' } },
    invalidates: {
      type: 'boolean',
      description: 'true when the output is not a valid invoice because of it',
    },
    message: { type: 'string' },
  },
} as const;

export const convertEnvelopeSchema = {
  $id: 'ConvertEnvelope',
  title: 'ConvertEnvelope',
  type: 'object',
  description: 'The converted file with its report (envelope=json).',
  required: ['filename', 'mime', 'base64', 'report', 'notes'],
  properties: {
    filename: { type: 'string' },
    mime: { type: 'string', enum: ['application/xml', 'application/pdf'] },
    base64: { type: 'string', description: 'the file, base64' },
    report: {
      anyOf: [{ $ref: 'ValidationReport#' }, { type: 'null' }],
      description: 'report of the output (of the input for to=pdf: a readable PDF is not an e-invoice)',
    },
    notes: { type: 'array', items: { $ref: 'ConversionNote#' } },
  },
  example: {
    filename: 'RE-2024-0042.xml',
    mime: 'application/xml',
    base64: 'PD94bWwgdmVyc2lvbj0iMS4wIj8+…',
    report: {
      syntax: 'cii',
      accepted: true,
      scenario: 'xrechnung',
      counts: { error: 0, warning: 0, information: 0 },
      messages: [],
    },
    notes: [],
  },
} as const;

export const validationFailedSchema = {
  $id: 'ValidationFailedResponse',
  title: 'ValidationFailedResponse',
  type: 'object',
  description: 'The converted invoice would not be valid (send allowInvalid=1 to get it anyway).',
  required: ['error', 'report'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string', enum: ['VALIDATION_FAILED'] }, message: { type: 'string' } },
    },
    report: { $ref: 'ValidationReport#' },
  },
  example: {
    error: { code: 'VALIDATION_FAILED', message: 'Validation failed. Please check your input.' },
    report: validationReportSchema.example,
  },
} as const;

export const API_SCHEMAS = [
  validationReportSchema,
  invoiceSummarySchema,
  validateResponseSchema,
  conversionNoteSchema,
  convertEnvelopeSchema,
  validationFailedSchema,
];

const fileProperty = {
  type: 'string',
  format: 'binary',
  description:
    'XML e-invoice (UBL or CII) or hybrid PDF (ZUGFeRD / Factur-X), at most 10 MB. Type checked by content.',
};

const langProperty = {
  type: 'string',
  enum: ['en', 'de'],
  description: 'language of texts (report messages, view, PDF); default from Accept-Language',
};

/** Multipart body for OpenAPI; not validated by Fastify (the upload reader checks it). */
export function multipartBody(extra: Record<string, unknown> = {}) {
  return {
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: fileProperty, ...extra },
        },
      },
    },
  };
}

export const langQuery = { lang: langProperty };
export const flagProperty = { type: 'string', enum: ['0', '1', 'true', 'false'] };

/** Errors every upload route can answer with. */
export function uploadErrors(extra: Record<number, unknown> = {}) {
  const ref = (description: string) => ({ description, $ref: 'ErrorResponse#' });
  return {
    400: ref(
      'NO_FILE_SELECTED (no `file` part), TOO_MANY_FILES (more than 10 files), BAD_REQUEST (several files, malformed form), VALIDATION_FAILED (bad parameter)',
    ),
    403: ref('CROSS_SITE_REQUEST (posted by a page of another website, without an API key)'),
    408: ref('UPLOAD_TIMEOUT'),
    413: ref('FILE_TOO_LARGE (more than 10 MB)'),
    415: ref(
      'INVALID_FILE_TYPE (neither XML nor PDF by content, and not named .xml), UNSUPPORTED_MEDIA_TYPE (not multipart/form-data)',
    ),
    422: ref(
      'FILE_EMPTY (a file of zero bytes), INVALID_FILE_FORMAT (blank file, XML that is not an invoice), XML_PARSE_FAILED (not well-formed, DOCTYPE, too deep, or a file named .xml that is not XML), PDF_EXTRACTION_FAILED (PDF without invoice XML), PDF errors of damaged, encrypted or too complex PDFs',
    ),
    429: ref('RATE_LIMITED (with Retry-After)'),
    503: ref('PROCESSING_TIMEOUT (task time limit), SERVICE_UNAVAILABLE (queue full)'),
    ...extra,
  };
}

/** Security and errors of the paid routes (/generate, /convert, /render): the download gate. */
export const PAID_SECURITY: Array<Record<string, string[]>> = [
  { sessionCookie: [] },
  { bearerApiKey: [] },
  { headerApiKey: [] },
];

export const PAID_NOTE =
  'Paid result: needs a signed-in session or an API key; a trial or subscription downloads free, otherwise 1 credit per download. ' +
  'Send an `Idempotency-Key` header: a retry with the same key is not charged again. X-Credits-Left tells the credits left.';

export const paidErrors = {
  401: { description: 'SIGN_IN_REQUIRED, API_KEY_INVALID', $ref: 'ErrorResponse#' },
  402: { description: 'INSUFFICIENT_CREDITS', $ref: 'ErrorResponse#' },
};

export const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      maxLength: 200,
      description: 'Unique per download; a retried download with the same key is charged once.',
    },
  },
} as const;
