/**
 * OCR of the pages of a PDF that have no text layer: each page rendered by pdftoppm (300 dpi
 * grey) inside the request's temporary folder, read by the engine (engine.ts), deskewed and
 * turned into the extractor's layout lines (words.ts). Text pages are left to the text layer.
 *
 *   const r = await ocrPages(bytes, [{ width: 595, height: 842 }], [1], { onProgress });
 *   // r.lines.get(1): lines of segments as PdfLayout has them; r.pages[0].skewDeg …
 *
 * Throws PdfError: 'scan-pages' over `maxPages`, 'timeout' past `deadline`, 'failed' when
 * pdftoppm or the engine fails. The temporary folder is removed in every case.
 */
import { readFile } from 'node:fs/promises';
import { PdfError, rasterPage, withTempDir, writePdfForRaster } from '@ic/pdf';
import { PGM_HEADER } from '../lexicon/ocr.ts';
import { createOcrEngine } from './engine.ts';
import { ocrItems, ocrPageLines } from './words.ts';

/** Pages OCR'd per document at most (the rest of a long scan would exceed the time limit). */
export const MAX_OCR_PAGES = 10;

export interface OcrProgress {
  stage: 'ocr';
  /** the page being read (1-based page number of the PDF) and how many pages are OCR'd in all */
  page: number;
  index: number;
  pages: number;
  /** 0..1 over all pages to OCR */
  done: number;
}

export interface OcrOptions {
  /** at most this many pages (default MAX_OCR_PAGES) */
  maxPages?: number;
  onProgress?: (p: OcrProgress) => void;
  /** epoch ms by which OCR must be done (the task's time limit, less a margin) */
  deadline?: number;
  /** resolution (default 300 dpi) */
  dpi?: number;
  /**
   * keep the engine for the next document (KEEP_ALIVE_MS; the server's worker threads do): saves
   * starting it again. Default false: ended after this document (a CLI run exits at once).
   */
  keepEngine?: boolean;
}

export type LayoutLines = ReturnType<typeof ocrPageLines>;

export interface OcrPageReport {
  page: number;
  skewDeg: number;
  words: number;
  meanConfidence: number;
}

export interface OcrPagesResult {
  lines: Map<number, LayoutLines>;
  pages: OcrPageReport[];
}

/** Reads width and height from a binary PGM header ("P5 w h 255"). */
export function pgmSize(buf: Uint8Array): { width: number; height: number } {
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 64));
  const m = PGM_HEADER.exec(head);
  if (!m) throw new PdfError('failed', 'unexpected page image');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/** Time left before the deadline (no deadline: no limit); PdfError('timeout') when none is left. */
function remaining(deadline: number | undefined): number {
  if (deadline === undefined) return Number.POSITIVE_INFINITY;
  const ms = deadline - Date.now();
  if (ms <= 0) throw new PdfError('timeout', 'OCR ran out of time');
  return ms;
}

/** `work`, or PdfError('timeout') after `ms` (then `stop` ends the engine); no limit for Infinity. */
async function withDeadline<T>(work: Promise<T>, ms: number, stop: () => Promise<void>): Promise<T> {
  if (!Number.isFinite(ms)) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stop().catch(() => {});
      reject(new PdfError('timeout', 'OCR ran out of time'));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** OCR of `pageNos` (1-based) of the PDF; `sizes` are the page sizes in points. */
export async function ocrPages(
  bytes: Uint8Array,
  sizes: Array<{ width: number; height: number }>,
  pageNos: number[],
  opts: OcrOptions = {},
): Promise<OcrPagesResult> {
  const max = opts.maxPages ?? MAX_OCR_PAGES;
  if (pageNos.length > max)
    throw new PdfError('scan-pages', `${pageNos.length} scanned pages; at most ${max} are read`);
  const total = pageNos.length;
  let index = 0;
  const report = (page: number, within: number) =>
    opts.onProgress?.({ stage: 'ocr', page, index: index + 1, pages: total, done: (index + within) / total });
  let current = pageNos[0] ?? 1;
  const engine = await createOcrEngine({ onProgress: (f) => report(current, f) });
  let ok = false;
  try {
    const result = await withTempDir(async (dir) => {
      const pdf = await writePdfForRaster(dir, bytes);
      const lines = new Map<number, LayoutLines>();
      const pages: OcrPageReport[] = [];
      for (const page of pageNos) {
        current = page;
        report(page, 0);
        const size = sizes[page - 1] ?? { width: 595, height: 842 };
        const timeoutMs = Math.min(30_000, remaining(opts.deadline));
        const img = await rasterPage(pdf, page, dir, {
          widthPt: size.width,
          heightPt: size.height,
          timeoutMs,
          ...(opts.dpi ? { dpi: opts.dpi } : {}),
        });
        const buf = await readFile(img.file);
        const px = pgmSize(buf);
        const ocrLines = await withDeadline(engine.recognize(buf, img.dpi), remaining(opts.deadline), () =>
          engine.terminate(),
        );
        const its = ocrItems({ page, lines: ocrLines, widthPx: px.width, heightPx: px.height, dpi: img.dpi });
        lines.set(page, ocrPageLines(its.items, size));
        pages.push({ page, skewDeg: its.skewDeg, words: its.words, meanConfidence: its.meanConfidence });
        index++;
        report(page, 0);
      }
      return { lines, pages };
    });
    ok = true;
    return result;
  } finally {
    // a healthy engine is kept for the next document; after a failure its state is unknown
    await (ok && opts.keepEngine ? engine.release() : engine.terminate()).catch(() => {});
  }
}
