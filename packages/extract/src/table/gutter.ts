/**
 * A page printed two-up: the seller, the header data and the bank in a column at the left, the
 * items in a column at the right, so that one text line holds both ("Kesselsystems SARL |
 * Désignation | Qté …", "75011 Paris | 3G2,5"). The item table is read on its page's lines without
 * the left column's text: its rows and names are the right column's alone. The gutter is an x that
 * no segment crosses from the header line to the page's end, 15 pt left of the table's first head
 * (its description) and 100 pt or more right of the text left of the head; the left column prints on three lines or
 * more below the header. The items' line indexes are mapped back to the document's (`unclipped`).
 */
import type { Doc, Line } from '../layout.ts';
import type { TableHeader } from './heads.ts';

/** Clear space between the left column's text and the table's first head. */
const MIN_GAP = 100;

/** The gutter's x for the header's table, if its page is printed two-up. */
function gutterAt(doc: Doc, header: TableHeader): number | undefined {
  const c0 = Math.min(...header.columns.map((c) => c.x0));
  // (the description the table's first column: the names are the right column's)
  if (header.columns.find((c) => c.kind === 'desc')?.x0 !== c0) return undefined;
  const left = header.line.segs.filter((s) => s.x + s.w <= c0);
  if (!left.length) return undefined;
  const e = Math.max(...left.map((s) => s.x + s.w));
  if (c0 - e < MIN_GAP) return undefined;
  const g = c0 - 15;
  const page = doc.lines.filter((l) => l.page === header.line.page && l.index >= header.line.index);
  if (page.some((l) => l.segs.some((s) => s.x < g && s.x + s.w > g))) return undefined;
  const withLeft = page.filter((l) => l !== header.line && l.segs.some((s) => s.x + s.w <= g)).length;
  return withLeft >= 3 ? g : undefined;
}

export interface Clipped {
  doc: Doc;
  header: TableHeader;
  /** the document line index of each clipped line */
  orig: number[];
}

export function clipToGutter(doc: Doc, header: TableHeader): Clipped | undefined {
  const g = gutterAt(doc, header);
  if (g === undefined) return undefined;
  const lines: Line[] = [];
  const orig: number[] = [];
  for (const l of doc.lines) {
    const onPage = l.page === header.line.page && l.index >= header.line.index;
    const segs = onPage ? l.segs.filter((s) => s.x >= g) : l.segs;
    if (!segs.length) continue;
    orig.push(l.index);
    // (the line's box that of its segments left: a large title beside it no longer counts)
    const y = Math.min(...segs.map((s) => s.y));
    const h = Math.max(...segs.map((s) => s.y + s.h)) - y;
    lines.push(
      onPage
        ? { ...l, index: lines.length, segs, text: segs.map((s) => s.text).join(' '), y, h }
        : { ...l, index: lines.length },
    );
  }
  const others = header.others?.filter((o) => o.x0 >= g);
  return {
    doc: { ...doc, lines },
    header: {
      ...header,
      line: lines[orig.indexOf(header.line.index)] as Line,
      ...(others ? { others } : {}),
    },
    orig,
  };
}

/** An item read on the clipped lines, its line indexes the document's again. */
export function unclipped<T extends { lines: number[]; subLines?: T[] }>(item: T, orig: number[]): T {
  return {
    ...item,
    lines: item.lines.map((i) => orig[i] ?? i),
    ...(item.subLines ? { subLines: item.subLines.map((s) => unclipped(s, orig)) } : {}),
  };
}
