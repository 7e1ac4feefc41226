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
import { createOcrEngine, OCR_FALLBACK_PSM, OCR_PSM, type OcrEngine } from './engine.ts';
import { type IdRepair, repairOcrIds } from './id-text.ts';
import { FIRST_OCR_LANG, type OcrLang, ocrLanguage } from './language.ts';
import { cropPgm, pgmSize } from './pgm.ts';
import { removeSpecks } from './specks.ts';
import { restoreUnitDots } from './unit-dots.ts';
import { type OcrLine, ocrItems, ocrPageLines } from './words.ts';

export { cropPgm, pgmSize } from './pgm.ts';

/**
 * A sparse-text read of one page (or part) during which this process spent more CPU time than
 * this (ms) is cancelled and read again in OCR_FALLBACK_PSM: a page reads in 2–10 s of CPU
 * (bench/README.md); a noisy empty region took 53 s before specks.ts. CPU, not wall time: on a
 * loaded machine a normal page takes several times its CPU time in wall time. The process's CPU
 * counts the other worker threads too, so with another task running the engine's own share
 * before the limit is smaller (half of it with two busy threads).
 */
export const OCR_SPARSE_CPU_MS = 20_000;
/** How often the CPU limit is checked, ms. */
const CPU_CHECK_MS = 250;

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
  /**
   * a read in another mode than OCR_FALLBACK_PSM is cancelled when the process has spent this
   * much CPU time (ms) during it, and the page read again in OCR_FALLBACK_PSM (default
   * OCR_SPARSE_CPU_MS)
   */
  sparseCpuMs?: number;
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
  /**
   * words further apart than this many times their line's font size start a new segment (default
   * OCR_GAP_FACTOR, words.ts; benchmarks compare others)
   */
  gapFactor?: number;
  /** the engine to read with (default: createOcrEngine; the OCR bench passes one that caches) */
  engine?: () => Promise<OcrEngine>;
}

export type LayoutLines = ReturnType<typeof ocrPageLines>;

export interface OcrPageReport {
  page: number;
  skewDeg: number;
  words: number;
  meanConfidence: number;
  /** a sparse-text read of the document ran over its limit: this page read in OCR_FALLBACK_PSM */
  fallback?: boolean;
}

export interface OcrPagesResult {
  lines: Map<number, LayoutLines>;
  pages: OcrPageReport[];
  /** the IBANs and BICs found in the OCR text, as read and as repaired (id-text.ts) */
  ids: IdRepair[];
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
  const over = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stop().catch(() => {});
      reject(new PdfError('timeout', 'OCR ran out of time'));
    }, ms);
  });
  try {
    return await Promise.race([work, over]);
  } finally {
    clearTimeout(timer);
  }
}

/** A sparse-text read cancelled at its own limit (not the task's deadline). */
class SparseTooSlow extends Error {}

/**
 * `work`, or SparseTooSlow once this process has spent `cpuMs` of CPU time since the call
 * (checked every CPU_CHECK_MS; then `stop` ends the engine); no limit for Infinity.
 */
async function withCpuLimit<T>(work: Promise<T>, cpuMs: number, stop: () => Promise<void>): Promise<T> {
  if (!Number.isFinite(cpuMs)) return work;
  const c0 = process.cpuUsage();
  let timer: NodeJS.Timeout | undefined;
  const over = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const c = process.cpuUsage(c0);
      if ((c.user + c.system) / 1000 < cpuMs) return;
      clearInterval(timer);
      void stop().catch(() => {});
      reject(new SparseTooSlow());
    }, CPU_CHECK_MS);
  });
  try {
    return await Promise.race([work, over]);
  } finally {
    clearInterval(timer);
  }
}

/**
 * The engine of one document and how it reads. A read in any mode but OCR_FALLBACK_PSM is
 * cancelled after `sparseCpuMs` of CPU time (the engine ended and started again): that page,
 * and the rest of the document, are then read in OCR_FALLBACK_PSM — no page holds a worker for
 * long. Every read ends at the task's deadline (PdfError 'timeout').
 */
export class DocumentReader {
  engine: OcrEngine | undefined;
  /** a read was cancelled: the rest of the document in OCR_FALLBACK_PSM */
  fellBack = false;
  private readonly make: () => Promise<OcrEngine>;
  private readonly psm: string;
  private readonly sparseCpuMs: number;
  private readonly deadline: number | undefined;

  constructor(make: () => Promise<OcrEngine>, opts: OcrOptions) {
    this.make = make;
    this.psm = opts.psm ?? OCR_PSM;
    this.sparseCpuMs = opts.sparseCpuMs ?? OCR_SPARSE_CPU_MS;
    this.deadline = opts.deadline;
  }

  /** The lines of one page image (or part of one) in `lang`, within the limits. */
  async read(image: Uint8Array, dpi: number, lang: OcrLang): Promise<OcrLine[]> {
    this.engine ??= await this.make();
    const engine = this.engine;
    const stop = () => engine.terminate();
    const left = remaining(this.deadline);
    if (this.psm === OCR_FALLBACK_PSM || this.fellBack)
      return withDeadline(engine.recognize(image, dpi, lang, OCR_FALLBACK_PSM), left, stop);
    try {
      const work = withCpuLimit(engine.recognize(image, dpi, lang, this.psm), this.sparseCpuMs, stop);
      return await withDeadline(work, left, stop);
    } catch (e) {
      if (!(e instanceof SparseTooSlow)) throw e;
      this.fellBack = true;
      this.engine = undefined;
      return this.read(image, dpi, lang);
    }
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
  reader: DocumentReader,
  img: { buf: Uint8Array; dpi: number },
  lang: OcrLang | undefined,
  phase: ReadPhase,
): Promise<{ lines: OcrLine[]; lang: OcrLang }> {
  const read = (l: OcrLang, image = img.buf) => reader.read(image, img.dpi, l);
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

/** Progress over the pages of a document (never backwards) and the page being read now. */
class PageProgress {
  /** the page being read (1-based page number) and which part of it (recognizePage) */
  current: number;
  readonly phase: ReadPhase = { from: 0, span: 1 };
  private index = 0;
  private last = 0;
  private readonly total: number;
  private readonly onProgress: OcrOptions['onProgress'];

  constructor(pageNos: number[], onProgress: OcrOptions['onProgress']) {
    this.current = pageNos[0] ?? 1;
    this.total = pageNos.length;
    this.onProgress = onProgress;
  }

  /** `within` (0..1) of the page `page` is done */
  report(page: number, within: number): void {
    this.last = Math.max(this.last, (this.index + within) / this.total);
    this.onProgress?.({ stage: 'ocr', page, index: this.index + 1, pages: this.total, done: this.last });
  }

  /** the next page starts */
  start(page: number): void {
    this.current = page;
    Object.assign(this.phase, { from: 0, span: 1 });
    this.report(page, 0);
  }

  /** the current page is done: still reported as this page (index ≤ pages) */
  done(page: number): void {
    this.report(page, 1);
    this.index++;
  }
}

/** The reader of one document: the caller's engine, or a new one reporting its progress. */
function documentReader(opts: OcrOptions, progress: PageProgress): DocumentReader {
  const make =
    opts.engine ??
    (() =>
      createOcrEngine({
        onProgress: (f) => progress.report(progress.current, progress.phase.from + f * progress.phase.span),
        ...(opts.psm ? { psm: opts.psm } : {}),
      }));
  return new DocumentReader(make, opts);
}

/** One rendered page, cleaned of specks, read and turned into layout lines with its report. */
async function readPage(
  reader: DocumentReader,
  raw: { buf: Uint8Array; dpi: number },
  page: { no: number; size: { width: number; height: number }; lang: OcrLang | undefined; gap?: number },
  phase: ReadPhase,
): Promise<{ lines: LayoutLines; report: OcrPageReport; lang: OcrLang; ids: IdRepair[] }> {
  // specks off first: sparse text would read each of them (specks.ts)
  const img = { buf: removeSpecks(raw.buf, raw.dpi).image, dpi: raw.dpi };
  const r = await recognizePage(reader, img, page.lang, phase);
  const px = pgmSize(img.buf);
  const its = ocrItems({
    page: page.no,
    lines: r.lines,
    widthPx: px.width,
    heightPx: px.height,
    dpi: img.dpi,
  });
  const report: OcrPageReport = {
    page: page.no,
    skewDeg: its.skewDeg,
    words: its.words,
    meanConfidence: its.meanConfidence,
    ...(reader.fellBack ? { fallback: true } : {}),
  };
  const lines = ocrPageLines(its.items, page.size, page.gap);
  restoreUnitDots(lines);
  return { lines, report, lang: r.lang, ids: repairOcrIds(lines) };
}

/**
 * The pages of a document one after another in one temporary folder: the next page is rendered
 * (pdftoppm, another process) while the engine reads this one; the first page's language is
 * kept for the rest.
 */
async function readPages(
  bytes: Uint8Array,
  sizes: Array<{ width: number; height: number }>,
  pageNos: number[],
  opts: OcrOptions,
  ctx: { reader: DocumentReader; progress: PageProgress },
): Promise<OcrPagesResult> {
  return withTempDir(async (dir) => {
    const pdf = await writePdfForRaster(dir, bytes);
    const sizeOf = (page: number) => sizes[page - 1] ?? { width: 595, height: 842 };
    const render = (page: number | undefined) => {
      const p = page ? pageImage(pdf, dir, page, sizeOf(page), opts) : undefined;
      p?.catch(() => {});
      return p;
    };
    const result: OcrPagesResult = { lines: new Map(), pages: [], ids: [] };
    let lang = opts.lang;
    let next = render(pageNos[0]);
    for (const [i, no] of pageNos.entries()) {
      ctx.progress.start(no);
      const raw = await (next as Promise<{ buf: Uint8Array; dpi: number }>);
      next = render(pageNos[i + 1]);
      const r = await readPage(
        ctx.reader,
        raw,
        { no, size: sizeOf(no), lang, ...(opts.gapFactor ? { gap: opts.gapFactor } : {}) },
        ctx.progress.phase,
      );
      lang = r.lang;
      result.lines.set(no, r.lines);
      result.pages.push(r.report);
      result.ids.push(...r.ids);
      ctx.progress.done(no);
    }
    await next?.catch(() => {});
    return result;
  });
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
  const progress = new PageProgress(pageNos, opts.onProgress);
  const reader = documentReader(opts, progress);
  let ok = false;
  try {
    const result = await readPages(bytes, sizes, pageNos, opts, { reader, progress });
    ok = true;
    return result;
  } finally {
    // a healthy engine is kept for the next document; after a failure its state is unknown
    const engine = reader.engine;
    await (ok && opts.keepEngine ? engine?.release() : engine?.terminate())?.catch(() => {});
  }
}
