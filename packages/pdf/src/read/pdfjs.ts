/**
 * Opening a PDF with pdf.js (legacy build, for Node) with settings fit for a server:
 * no eval, no font faces, no system fonts, quiet, bounded image size. In Node pdf.js runs its
 * "worker" in the same thread; we bound time and memory one level up (read/pool.ts).
 */
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkPdfHeader, toPdfError } from './errors.ts';
import { assertStreamsBounded } from './streams.ts';

export type PdfJsDocument = pdfjs.PDFDocumentProxy;
export type PdfJsPage = pdfjs.PDFPageProxy;
export type PdfJsTextItem = Extract<
  Awaited<ReturnType<PdfJsPage['getTextContent']>>['items'][number],
  { str: string }
>;

const base = new URL('./', import.meta.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = fileURLToPath(new URL('standard_fonts/', base));
const cMapUrl = fileURLToPath(new URL('cmaps/', base));

export { pdfjs };

export interface OpenOptions {
  /** ask pdf.js for real font names (needed for bold detection). Default true. */
  fontNames?: boolean;
  /** password for encrypted PDFs (normally none: we only read what opens without one) */
  password?: string;
}

export interface OpenedPdf {
  doc: PdfJsDocument;
  /** release everything pdf.js holds for this document */
  close(): Promise<void>;
}

/**
 * Opens `bytes` (not modified: pdf.js gets a copy, since it may detach the buffer).
 * Throws PdfError for empty / non-PDF / corrupt / password-protected input.
 */
export async function openPdf(bytes: Uint8Array, opts: OpenOptions = {}): Promise<OpenedPdf> {
  checkPdfHeader(bytes);
  // before pdf.js (or pdf-lib, after it) inflates anything: no stream beyond the limits
  assertStreamsBounded(bytes);
  const task = pdfjs.getDocument({
    // a plain Uint8Array copy: pdf.js refuses Node Buffers and may detach what it is given
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: opts.fontNames !== false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // we never render: images are skipped instead of decoded (the operator list for font names
    // would otherwise decode every image)
    maxImageSize: 1,
    stopAtErrors: false,
    ...(opts.password !== undefined ? { password: opts.password } : {}),
  });
  // No onPassword handler: pdf.js then rejects with a PasswordException.
  try {
    const doc = await task.promise;
    return { doc, close: () => task.destroy() };
  } catch (e) {
    void task.destroy().catch(() => {});
    throw toPdfError(e);
  }
}
