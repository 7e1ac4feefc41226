// POST /api/v1/extract: what OCR adds to the answer and the streamed form of the call, defined
// once and shared by the server (apps/server) and the web app (apps/web).
//
// A client that sends `Accept: application/x-ndjson` gets one JSON object per line: progress
// lines while the PDF is read (`{ "progress": … }`, real progress: pages OCR'd so far), then
// exactly one `{ "result": … }` (the ExtractResponse) or `{ "error": { code, message } }`.
import type { ErrorCode } from '../errors.ts';

export const EXTRACT_STREAM_TYPE = 'application/x-ndjson';

/** How far reading a scanned PDF has got. */
export interface ExtractProgress {
  stage: 'ocr';
  /** the page being read (1-based page number in the PDF) */
  page: number;
  /** its position among the pages read by OCR (1-based) and their number */
  index: number;
  pages: number;
  /** 0..1 over all pages read by OCR */
  done: number;
}

/** One page read by OCR. */
export interface ExtractOcrPage {
  page: number;
  /** skew found and corrected, degrees */
  skewDeg: number;
  words: number;
  /** mean word confidence of the engine, 0..100 */
  meanConfidence: number;
}

/** The IBAN / VAT-id check digits of values read by OCR. */
export interface ExtractIdCheck {
  /** model path, e.g. seller.vatId */
  path: string;
  /** 'repaired': a letter read for a digit was corrected; 'rejected': the check digits fail */
  outcome: 'ok' | 'repaired' | 'rejected';
}

/** Present in the answer when pages of the PDF were scans read by OCR. */
export interface ExtractOcrInfo {
  pages: ExtractOcrPage[];
  checks: ExtractIdCheck[];
}

/** One line of the streamed answer. */
export type ExtractStreamLine<R> =
  | { progress: ExtractProgress }
  | { result: R }
  | { error: { code: ErrorCode; message: string } };
