/**
 * OCR words → the positioned text items the extractor's layout reads (`buildDoc` in layout.ts),
 * so every reader works on a scan as on a text PDF.
 *
 * Each engine line gives its words one baseline (after deskew) and one font size estimated from
 * the line's row height and descenders; a word becomes a TextItem in PDF points (top-left
 * origin), its box the em box above the baseline like a text layer's run. Specks and table
 * rulings read as "|", "—" or a lone letter are dropped, marks stuck to a word taken off
 * (clean.ts); a real value may have confidence 0, so there is no confidence floor by default.
 */
import { buildDoc, type Line, type TextItem } from '../layout.ts';
import { OCR_MIDDLE_DOT_READ, OCR_TALL_CHAR } from '../lexicon/ocr.ts';
import { cleanOcrWord, SPECK_MAX_EM } from './clean.ts';
import { type Box, estimateSkew, type SkewLine, unrotate } from './deskew.ts';

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}

export interface OcrLine extends SkewLine {
  words: OcrWord[];
  rowAttributes?: { rowHeight?: number; descenders?: number; ascenders?: number };
}

export interface OcrPageInput {
  /** 1-based page number */
  page: number;
  lines: OcrLine[];
  /** image size in pixels and its resolution */
  widthPx: number;
  heightPx: number;
  dpi: number;
}

export interface OcrPageItems {
  items: TextItem[];
  /** the skew found, degrees (positive: lines fall to the right) */
  skewDeg: number;
  words: number;
  /** mean word confidence, 0..100 */
  meanConfidence: number;
}

/** The height of a capital or digit in em (Helvetica, Arial, Times: 0.66–0.73). */
const CAP_EM = 0.7;

/**
 * The font size of a line in pixels: its row height (baseline to x-height/ascender) plus
 * descenders, at most what its tallest word with a capital, digit or ascender shows (ink
 * height, less the skew's share over the word's width, ÷ CAP_EM). The engine's row height of a
 * line of one short word (a table cell: "30,00") is a quarter too large; so were the gaps
 * between cells measured in it, and two cells became one segment ("30,00 20,00%").
 */
export function linePx(l: OcrLine, angle = 0): number {
  const ra = l.rowAttributes;
  const fromRow = ra?.rowHeight ? (ra.rowHeight + (ra.descenders ?? 0)) * 1.2 : undefined;
  const size = fromRow ?? Math.max(1, l.bbox.y1 - l.bbox.y0);
  const slope = Math.abs(Math.tan(angle));
  let ink = 0;
  for (const w of l.words)
    if (OCR_TALL_CHAR.test(w.text))
      ink = Math.max(ink, w.bbox.y1 - w.bbox.y0 - (w.bbox.x1 - w.bbox.x0) * slope);
  // never under 0.6 of the row's estimate: a lone tall mark (a speck read as "N") is no measure
  return ink > 0 ? Math.max(size * 0.6, Math.min(size, ink / CAP_EM)) : size;
}

/**
 * A middle dot between two parts of an address ("Von-der-Tann-Straße 58a · 45468 Mülheim"), as
 * the engine reads it: ":", ".", "+" or "·" alone, with the tiny ink of a dot (under SPECK_MAX_EM)
 * set well above the baseline (a period sits on it). clean.ts drops such a mark as a speck; the
 * readers split return-address lines and letterheads at it.
 */
export function isMiddleDot(text: string, inkEm: number, aboveBaseEm: number): boolean {
  return (
    OCR_MIDDLE_DOT_READ.test(text.trim()) && inkEm < SPECK_MAX_EM && aboveBaseEm > 0.15 && aboveBaseEm < 0.5
  );
}

/** The words of one engine page as TextItems in points (top-left origin), deskewed. */
export function ocrItems(p: OcrPageInput, minConfidence = 0): OcrPageItems {
  const angle = estimateSkew(p.lines);
  const cx = p.widthPx / 2;
  const cy = p.heightPx / 2;
  const k = 72 / p.dpi;
  const items: TextItem[] = [];
  let confSum = 0;
  for (const l of p.lines) {
    const size = linePx(l, angle);
    // the baseline's middle, turned back: the line's height on the straightened page
    const b = l.baseline;
    const bx = b ? (b.x0 + b.x1) / 2 : (l.bbox.x0 + l.bbox.x1) / 2;
    const by = b ? (b.y0 + b.y1) / 2 : l.bbox.y1 - (l.rowAttributes?.descenders ?? 0);
    const base = unrotate(bx, by, angle, cx, cy).y;
    for (const w of l.words) {
      const inkEm = Math.max(w.bbox.x1 - w.bbox.x0, w.bbox.y1 - w.bbox.y0) / size;
      const c = unrotate((w.bbox.x0 + w.bbox.x1) / 2, (w.bbox.y0 + w.bbox.y1) / 2, angle, cx, cy);
      const cleaned = w.confidence < minConfidence ? undefined : cleanOcrWord(w.text, w.confidence, inkEm);
      const text = cleaned ?? (isMiddleDot(w.text, inkEm, (base - c.y) / size) ? '·' : undefined);
      if (!text) continue;
      confSum += w.confidence;
      const wpx = w.bbox.x1 - w.bbox.x0;
      items.push({
        page: p.page,
        text,
        x: (c.x - wpx / 2) * k,
        y: (base - size * 0.8) * k,
        w: wpx * k,
        h: size * k,
        size: size * k,
      });
    }
  }
  return {
    items,
    skewDeg: (angle * 180) / Math.PI,
    words: items.length,
    meanConfidence: items.length ? confSum / items.length : 0,
  };
}

/**
 * Words further apart than this many times their line's font size start a new segment (a text
 * layer's runs: 0.9, layout.ts `buildDoc`).
 */
export const OCR_GAP_FACTOR = 0.9;

/** A page of LayoutLike lines (what `fromPdfLayout` reads) from OCR items. */
export function ocrPageLines(
  items: TextItem[],
  page: { width: number; height: number },
  gapFactor = OCR_GAP_FACTOR,
): Array<{
  y: number;
  height: number;
  segments: Array<{ text: string; x: number; y: number; width: number; height: number; fontSize?: number }>;
}> {
  const doc = buildDoc(
    items.map((it) => ({ ...it, page: 1 })),
    [page],
    gapFactor,
  );
  return doc.lines.map((l: Line) => ({
    y: l.y,
    height: l.h,
    segments: l.segs.map((s) => ({
      text: s.text,
      x: s.x,
      y: s.y,
      width: s.w,
      height: s.h,
      ...(s.size !== undefined ? { fontSize: s.size } : {}),
    })),
  }));
}
