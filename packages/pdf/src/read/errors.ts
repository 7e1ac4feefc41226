/**
 * Errors raised while reading a PDF. Each carries a code from the user-facing catalogue
 * (`@ic/einvoice` errors.ts) plus a finer `reason` for logs, tests and the UI.
 */
import type { ErrorCode } from '@ic/einvoice';

export type PdfErrorReason =
  /** 0-byte input */
  | 'empty'
  /** no `%PDF-` header: some other file renamed to .pdf */
  | 'not-pdf'
  /** broken structure pdf.js could not recover from */
  | 'corrupt'
  /** encrypted with a user password (cannot be opened without it) */
  | 'password'
  /** no text layer (scan) */
  | 'no-text'
  /** more scanned pages than OCR reads (a long scan would exceed the time limit) */
  | 'scan-pages'
  /** parsing took longer than the time limit */
  | 'timeout'
  /** the parsing worker ran out of memory */
  | 'memory'
  /** anything else (a bug or an unexpected pdf.js failure) */
  | 'failed';

const CODES: Record<PdfErrorReason, ErrorCode> = {
  empty: 'INVALID_FILE_FORMAT',
  'not-pdf': 'INVALID_FILE_FORMAT',
  corrupt: 'INVALID_FILE_FORMAT',
  // The catalogue has one message for "no text or password-protected" (product spec, section 8).
  password: 'PDF_NO_TEXT',
  'no-text': 'PDF_NO_TEXT',
  'scan-pages': 'PDF_SCAN_TOO_MANY_PAGES',
  timeout: 'PROCESSING_TIMEOUT',
  memory: 'PROCESSING_TIMEOUT',
  failed: 'PDF_EXTRACTION_FAILED',
};

export class PdfError extends Error {
  /** stable code of the error catalogue (message in en/de there) */
  readonly code: ErrorCode;
  readonly reason: PdfErrorReason;

  constructor(reason: PdfErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfError';
    this.reason = reason;
    this.code = CODES[reason];
  }

  /** plain data, for postMessage / JSON */
  toJSON(): { name: 'PdfError'; code: ErrorCode; reason: PdfErrorReason; message: string } {
    return { name: 'PdfError', code: this.code, reason: this.reason, message: this.message };
  }
}

export function isPdfError(e: unknown): e is PdfError {
  return e instanceof PdfError;
}

/** The catalogue code for a reason (without building an error). */
export function pdfErrorCode(reason: PdfErrorReason): ErrorCode {
  return CODES[reason];
}

/** Cheap checks before pdf.js sees the bytes. Throws PdfError('empty' | 'not-pdf'). */
export function checkPdfHeader(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new PdfError('empty', 'The file is empty (0 bytes).');
  // The header may be preceded by junk; readers accept it within the first 1024 bytes.
  const head = bytes.subarray(0, Math.min(bytes.length, 1024));
  for (let i = 0; i + 5 <= head.length; i++) {
    if (
      head[i] === 0x25 &&
      head[i + 1] === 0x50 &&
      head[i + 2] === 0x44 &&
      head[i + 3] === 0x46 &&
      head[i + 4] === 0x2d
    )
      return;
  }
  throw new PdfError('not-pdf', 'Not a PDF file (no %PDF- header).');
}

/** Maps an exception from pdf.js (or anything) to a PdfError. */
export function toPdfError(e: unknown): PdfError {
  if (e instanceof PdfError) return e;
  const name = (e as { name?: unknown } | null)?.name;
  const message = e instanceof Error ? e.message : String(e);
  if (name === 'PasswordException')
    return new PdfError('password', 'The PDF is password-protected.', { cause: e });
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException')
    return new PdfError('corrupt', `The PDF is damaged: ${message}`, { cause: e });
  if (name === 'UnknownErrorException' || name === 'UnexpectedResponseException')
    return new PdfError('corrupt', `The PDF could not be read: ${message}`, { cause: e });
  return new PdfError('failed', `PDF reading failed: ${message}`, { cause: e });
}
