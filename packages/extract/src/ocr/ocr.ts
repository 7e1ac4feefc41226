/**
 * OCR of the pages of a PDF that have no text layer: each page rendered by pdftoppm (300 dpi
 * grey) inside the request's temporary folder (the next page while the engine reads this one),
 * read by the engine (engine.ts) in the document's language (language.ts), deskewed and turned
 * into the extractor's layout lines (words.ts). Text pages are left to the text layer.
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
import { createOcrEngine, type OcrEngine } from './engine.ts';
import { FIRST_OCR_LANG, type OcrLang, ocrLanguage } from './language.ts';
import { type OcrLine, ocrItems, ocrPageLines } from './words.ts';

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
  /** Tesseract page segmentation mode (default OCR_PSM; benchmarks compare others) */
  psm?: string;
  /** the language of the document when known (default: found on its first page, language.ts) */
  lang?: OcrLang;
  /**
   * keep the engine for the next document (KEEP_ALIVE_MS; the server's worker threads do): saves
   * starting it again. Default false: ended after this document (a CLI run exits at once).
   */
  keepEngine?: boolean;
  /**
   * called with the pages to OCR before any is read (after the page cap): may throw to stop here
   * (the server asks first for an OCR slot and a time limit scaled by the pages)
   */
  beforeOcr?: (pageNos: number[]) => void | Promise<void>;
  /** the engine to read with (default: createOcrEngine; the OCR bench passes one that caches) */
  engine?: () => Promise<OcrEngine>;
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

/** Rows `top` … `top + height` of a binary PGM image, as a PGM image of their own. */
export function cropPgm(buf: Uint8Array, top: number, height: number): Uint8Array {
  const { width } = pgmSize(buf);
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 64));
  const body = (PGM_HEADER.exec(head) as RegExpExecArray)[0].length;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  out.set(buf.subarray(body + top * width, body + (top + height) * width), header.length);
  return out;
}

/** Lines read from a part of a page that starts `dy` pixels down, in the page's pixels. */
function shiftLines(lines: OcrLine[], dy: number): OcrLine[] {
  const box = <B extends { y0: number; y1: number }>(b: B): B => ({ ...b, y0: b.y0 + dy, y1: b.y1 + dy });
  return lines.map((l) => ({
    ...l,
    bbox: box(l.bbox),
    ...(l.baseline ? { baseline: box(l.baseline) } : {}),
    words: l.words.map((w) => ({ ...w, bbox: box(w.bbox) })),
  }));
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

/** One page's image, rendered by pdftoppm inside the request folder. */
async function pageImage(
  pdf: string,
  dir: string,
  page: number,
  size: { width: number; height: number },
  opts: OcrOptions,
): Promise<{ buf: Uint8Array; dpi: number }> {
  const img = await rasterPage(pdf, page, dir, {
    widthPt: size.width,
    heightPt: size.height,
    timeoutMs: Math.min(30_000, remaining(opts.deadline)),
    ...(opts.dpi ? { dpi: opts.dpi } : {}),
  });
  return { buf: await readFile(img.file), dpi: img.dpi };
}

/**
 * The share of a first page (from the top) read first to choose the model: letterhead, title
 * and addresses carry enough cue words, at well under half the cost of the whole page.
 */
export const LANG_BAND = 0.4;

/** Which part of a page a read covers, as a share of the page's progress (`onProgress`). */
export interface ReadPhase {
  from: number;
  span: number;
}

/**
 * Lines of two reads of one page, the top part and the rest, read with an overlap: each word is
 * taken from the read whose part holds its middle with room (above `split` from the top read,
 * unless it touches that part's lower edge `cut`; the others from the rest).
 */
export function joinBands(top: OcrLine[], rest: OcrLine[], split: number, cut: number): OcrLine[] {
  const mid = (w: OcrLine['words'][number]) => (w.bbox.y0 + w.bbox.y1) / 2;
  const keep = (lines: OcrLine[], inside: (w: OcrLine['words'][number]) => boolean) =>
    lines.map((l) => ({ ...l, words: l.words.filter(inside) })).filter((l) => l.words.length);
  return [
    ...keep(top, (w) => mid(w) < split && w.bbox.y1 < cut - 1),
    ...keep(rest, (w) => mid(w) >= split || w.bbox.y1 >= cut - 1),
  ];
}

/**
 * The engine's lines of one page image in the document's language. Without `lang` (the first
 * page) its top part (LANG_BAND) is read with the first model and its words choose the language
 * (language.ts): a page in the first model's language is then read only below that part (with
 * an overlap of a few lines, joinBands), one in another language whole with its model — the
 * top part is the only part read twice.
 */
async function recognizePage(
  engine: OcrEngine,
  img: { buf: Uint8Array; dpi: number },
  lang: OcrLang | undefined,
  deadline: number | undefined,
  phase: ReadPhase,
): Promise<{ lines: OcrLine[]; lang: OcrLang }> {
  const read = (l: OcrLang, image = img.buf) =>
    withDeadline(engine.recognize(image, img.dpi, l), remaining(deadline), () => engine.terminate());
  if (lang) return { lines: await read(lang), lang };
  const px = pgmSize(img.buf);
  const cut = Math.round(px.height * LANG_BAND);
  // about a line of 10 pt print at this resolution
  const line = Math.round((img.dpi * 10) / 72);
  Object.assign(phase, { from: 0, span: LANG_BAND });
  const top = await read(FIRST_OCR_LANG, cropPgm(img.buf, 0, cut));
  const found = ocrLanguage(top.flatMap((l) => l.words.map((w) => w.text)));
  Object.assign(phase, { from: LANG_BAND, span: 1 - LANG_BAND });
  if (found !== FIRST_OCR_LANG) return { lines: await read(found), lang: found };
  const restTop = Math.max(0, cut - 3 * line);
  const rest = shiftLines(
    await read(FIRST_OCR_LANG, cropPgm(img.buf, restTop, px.height - restTop)),
    restTop,
  );
  return { lines: joinBands(top, rest, cut - line, cut), lang: FIRST_OCR_LANG };
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
  await opts.beforeOcr?.(pageNos);
  const total = pageNos.length;
  let index = 0;
  let last = 0;
  // never backwards
  const report = (page: number, within: number) => {
    last = Math.max(last, (index + within) / total);
    opts.onProgress?.({ stage: 'ocr', page, index: index + 1, pages: total, done: last });
  };
  let current = pageNos[0] ?? 1;
  const phase: ReadPhase = { from: 0, span: 1 };
  const engine = opts.engine
    ? await opts.engine()
    : await createOcrEngine({
        onProgress: (f) => report(current, phase.from + f * phase.span),
        ...(opts.psm ? { psm: opts.psm } : {}),
      });
  let ok = false;
  try {
    const result = await withTempDir(async (dir) => {
      const pdf = await writePdfForRaster(dir, bytes);
      const sizeOf = (page: number) => sizes[page - 1] ?? { width: 595, height: 842 };
      const lines = new Map<number, LayoutLines>();
      const pages: OcrPageReport[] = [];
      let lang = opts.lang;
      let next = pageNos[0] ? pageImage(pdf, dir, pageNos[0], sizeOf(pageNos[0]), opts) : undefined;
      for (const [i, page] of pageNos.entries()) {
        current = page;
        report(page, 0);
        const img = await (next as Promise<{ buf: Uint8Array; dpi: number }>);
        // the next page is rendered (pdftoppm, another process) while this one is read
        const after = pageNos[i + 1];
        next = after ? pageImage(pdf, dir, after, sizeOf(after), opts) : undefined;
        next?.catch(() => {});
        Object.assign(phase, { from: 0, span: 1 });
        const r = await recognizePage(engine, img, lang, opts.deadline, phase);
        lang = r.lang;
        const px = pgmSize(img.buf);
        const its = ocrItems({ page, lines: r.lines, widthPx: px.width, heightPx: px.height, dpi: img.dpi });
        lines.set(page, ocrPageLines(its.items, sizeOf(page)));
        pages.push({ page, skewDeg: its.skewDeg, words: its.words, meanConfidence: its.meanConfidence });
        // the page is done: still reported as this page (index ≤ pages)
        report(page, 1);
        index++;
      }
      await next?.catch(() => {});
      return { lines, pages };
    });
    ok = true;
    return result;
  } finally {
    // a healthy engine is kept for the next document; after a failure its state is unknown
    await (ok && opts.keepEngine ? engine.release() : engine.terminate()).catch(() => {});
  }
}
