import { SPACES_G, TEXT_RUN_G, WIDE_SPACE_INSIDE } from './lexicon/common.ts';
/**
 * The extractor's own view of a page: lines of segments with positions (top-down coordinates,
 * PDF points). Everything in the extractor works on this small interface, so it can be fed from
 * `@ic/pdf`'s `PdfLayout` (see `fromPdfLayout`), from raw positioned text items (`buildDoc`,
 * used by the tests to synthesise layouts) or from an LLM-free text dump.
 */

/** A run of text on one line with no large gap inside. */
export interface Seg {
  text: string;
  /** left edge */
  x: number;
  /** top edge (top-down) */
  y: number;
  w: number;
  h: number;
  bold?: boolean;
  size?: number;
}

export interface Line {
  page: number;
  /** index in doc.lines */
  index: number;
  /** top edge */
  y: number;
  h: number;
  segs: Seg[];
  /** segments joined by single spaces (inside a segment: as written) */
  text: string;
}

export interface Page {
  width: number;
  height: number;
}

export interface Doc {
  pages: Page[];
  /** all lines of all pages in reading order (page, then top to bottom) */
  lines: Line[];
}

/** A positioned text item (pdf.js text item, or a synthetic one in tests). */
export interface TextItem {
  page: number;
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  bold?: boolean;
  size?: number;
}

/** Split an item's text at runs of 3+ spaces into separate items (x estimated per character). */
function splitWide(it: TextItem): TextItem[] {
  if (!WIDE_SPACE_INSIDE.test(it.text)) return [it];
  const out: TextItem[] = [];
  const n = it.text.length || 1;
  const cw = it.w / n;
  const re = TEXT_RUN_G;
  for (let m = re.exec(it.text); m; m = re.exec(it.text)) {
    out.push({ ...it, text: m[0], x: it.x + m.index * cw, w: m[0].length * cw });
  }
  return out;
}

/** The items with text, wide ones split into their runs, per page. */
function itemsByPage(items: TextItem[]): Map<number, TextItem[]> {
  const byPage = new Map<number, TextItem[]>();
  for (const raw of items) {
    if (!raw.text?.trim()) continue;
    for (const it of splitWide(raw)) {
      const list = byPage.get(it.page) ?? [];
      list.push(it);
      byPage.set(it.page, list);
    }
  }
  return byPage;
}

/** A page's items grouped into lines by vertical overlap (top to bottom). */
function lineGroups(pageItems: TextItem[]): TextItem[][] {
  const its = pageItems.slice().sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  const groups: Array<{ cy: number; h: number; items: TextItem[] }> = [];
  for (const it of its) {
    const cy = it.y + it.h / 2;
    const h = Math.max(it.h, 1);
    const g = groups[groups.length - 1];
    if (g && Math.abs(cy - g.cy) <= Math.min(g.h, h) * 0.45) {
      g.items.push(it);
      g.cy = (g.cy * (g.items.length - 1) + cy) / g.items.length;
      g.h = Math.max(g.h, h);
    } else {
      groups.push({ cy, h, items: [it] });
    }
  }
  return groups.map((g) => g.items);
}

/** A line's items joined into segments where the gap is under `gapFactor` × font size. */
function segmentsOf(lineItems: TextItem[], gapFactor: number): Seg[] {
  const sorted = lineItems.sort((a, b) => a.x - b.x);
  const segs: Seg[] = [];
  for (const it of sorted) {
    const last = segs[segs.length - 1];
    const size = it.size ?? it.h;
    const gap = last ? it.x - (last.x + last.w) : Number.POSITIVE_INFINITY;
    if (last && gap < size * gapFactor) {
      const join = gap > size * 0.15 && !last.text.endsWith(' ') && !it.text.startsWith(' ') ? ' ' : '';
      last.text = last.text + join + it.text;
      last.w = Math.max(last.w, it.x + it.w - last.x);
      last.y = Math.min(last.y, it.y);
      last.h = Math.max(last.h, it.h);
      last.bold = last.bold || it.bold;
    } else {
      segs.push({ text: it.text, x: it.x, y: it.y, w: it.w, h: it.h, bold: it.bold, size: it.size });
    }
  }
  for (const s of segs) s.text = s.text.replace(SPACES_G, ' ').trim();
  return segs.filter((s) => s.text);
}

/**
 * Group positioned items into lines (by vertical overlap) and segments (by horizontal gaps).
 * `gapFactor` × font size is the smallest gap that starts a new segment.
 */
export function buildDoc(items: TextItem[], pages: Page[], gapFactor = 0.9): Doc {
  const lines: Line[] = [];
  const byPage = itemsByPage(items);
  const pageNos = [...byPage.keys()].sort((a, b) => a - b);
  for (const p of pageNos) {
    for (const g of lineGroups(byPage.get(p) ?? [])) {
      const kept = segmentsOf(g, gapFactor);
      if (!kept.length) continue;
      const y = Math.min(...kept.map((s) => s.y));
      lines.push({
        page: p,
        index: 0,
        y,
        h: Math.max(...kept.map((s) => s.y + s.h)) - y,
        segs: kept,
        text: kept.map((s) => s.text).join(' '),
      });
    }
  }
  lines.forEach((l, i) => {
    l.index = i;
  });
  return { pages, lines };
}

/** The structural subset of `@ic/pdf`'s PdfLayout that the extractor reads. */
export interface LayoutLike {
  pages: Array<{
    width: number;
    height: number;
    /** physical lines with segments (PdfLayout); used when present */
    lines?: Array<{
      y: number;
      height: number;
      segments: Array<{
        text: string;
        x: number;
        y: number;
        width: number;
        height: number;
        fontSize?: number;
        bold?: boolean;
      }>;
    }>;
    items?: Array<{
      text: string;
      x: number;
      y: number;
      width: number;
      height: number;
      fontSize?: number;
      bold?: boolean;
      inLayout?: boolean;
    }>;
  }>;
}

/** Adapt a PdfLayout (pages with lines of segments, top-down y) to the extractor's Doc. */
export function fromPdfLayout(layout: LayoutLike): Doc {
  const pages = layout.pages.map((p) => ({ width: p.width, height: p.height }));
  if (layout.pages.every((p) => Array.isArray(p.lines))) {
    const lines: Line[] = [];
    layout.pages.forEach((pg, i) => {
      for (const l of pg.lines ?? []) {
        const segs: Seg[] = l.segments
          .map((s) => ({
            text: s.text.replace(SPACES_G, ' ').trim(),
            x: s.x,
            y: s.y,
            w: s.width,
            h: s.height,
            size: s.fontSize,
            bold: s.bold,
          }))
          .filter((s) => s.text)
          .sort((a, b) => a.x - b.x);
        if (!segs.length) continue;
        lines.push({
          page: i + 1,
          index: lines.length,
          y: l.y,
          h: l.height,
          segs,
          text: segs.map((s) => s.text).join(' '),
        });
      }
    });
    return { pages, lines: mergeSideBySide(lines) };
  }
  const items: TextItem[] = [];
  layout.pages.forEach((pg, i) => {
    for (const it of pg.items ?? []) {
      if (it.inLayout === false) continue;
      items.push({
        page: i + 1,
        text: it.text,
        x: it.x,
        y: it.y,
        w: it.width,
        h: it.height,
        size: it.fontSize,
        bold: it.bold,
      });
    }
  });
  return buildDoc(items, pages);
}

/**
 * Lines that sit at the same height without overlapping segments (a label column and its value
 * column read as two lines by the text layer) become one line. Order: page, then top.
 */
export function mergeSideBySide(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const cy = l.y + l.h / 2;
    let host: Line | undefined;
    for (let k = out.length - 1; k >= 0 && k >= out.length - 4; k--) {
      const o = out[k] as Line;
      if (o.page !== l.page) break;
      const vOverlap = Math.min(o.y + o.h, l.y + l.h) - Math.max(o.y, l.y);
      if (vOverlap < Math.min(o.h, l.h) * 0.6 || Math.abs(o.y + o.h / 2 - cy) > Math.min(o.h, l.h) * 0.5)
        continue;
      const overlap = l.segs.some((s) => o.segs.some((t) => s.x < t.x + t.w && t.x < s.x + s.w));
      if (!overlap) host = o;
      break;
    }
    if (host) {
      host.segs = [...host.segs, ...l.segs].sort((a, b) => a.x - b.x);
      const top = Math.min(host.y, l.y);
      host.h = Math.max(host.y + host.h, l.y + l.h) - top;
      host.y = top;
      host.text = host.segs.map((s) => s.text).join(' ');
    } else out.push({ ...l, segs: [...l.segs] });
  }
  out.forEach((l, i) => {
    l.index = i;
  });
  return out;
}
