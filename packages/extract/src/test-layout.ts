/** Test helper: a synthetic layout from [y, x, text] rows (10 pt font, 5 pt per character, A4). */
import { buildDoc, type Doc, type TextItem } from './layout.ts';

export type Row = [number, number, string];

export function layout(rows: Row[], page = 1): Doc {
  const items: TextItem[] = rows.map(([y, x, text]) => ({
    page,
    text,
    x,
    y,
    w: text.length * 5,
    h: 10,
    size: 10,
  }));
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

/** A row with its font: [y, x, text, size (default 10), bold]. */
export type StyledRow = [number, number, string, number?, boolean?];

/**
 * A synthetic layout from styled rows (half the font size per character, A4); `lineHeight` is
 * the item height as a multiple of the font size (1: as `layout`; a real PDF's text layer gives
 * about 1.2).
 */
export function styledLayout(rows: StyledRow[], lineHeight = 1): Doc {
  const items: TextItem[] = rows.map(([y, x, text, size = 10, bold]) => ({
    page: 1,
    text,
    x,
    y,
    w: (text.length * size) / 2,
    h: lineHeight === 1 ? size : Math.round(size * lineHeight),
    size,
    bold,
  }));
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

/**
 * A styled row set right-aligned at `right` (its left edge from the width `styledLayout`
 * estimates: half the font size per character), as amounts in a column are printed.
 */
export const rightAligned = (y: number, right: number, text: string, size = 9, bold = false): StyledRow => [
  y,
  right - (text.length * size) / 2,
  text,
  size,
  bold,
];

/** A table column for `tableRows`: its x, and whether its cells are right-aligned at it. */
export type TableCol = [x: number, align?: 'r'];

/**
 * A table's styled rows: row i at `ys[i]`, its cell j in column j (left-aligned at x, or
 * right-aligned ending at x); empty cells print nothing.
 */
export function tableRows(ys: number[], cols: TableCol[], cells: string[][], size = 9): StyledRow[] {
  return cells.flatMap((row, i) =>
    row.flatMap((text, j): StyledRow[] => {
      const [x, align] = cols[j] ?? [0];
      const y = ys[i] ?? 0;
      if (!text) return [];
      return [align === 'r' ? rightAligned(y, x, text, size) : [y, x, text, size, false]];
    }),
  );
}

/** A buyer's address block, an invoice title with number and date, and one gross total (119,00 €). */
export const LETTER_WITH_TOTAL: Row[] = [
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
  [300, 300, 'Gesamtbetrag'],
  [300, 480, '119,00 €'],
];

/**
 * A row as a PDF's text layer gives it: [y, x0, x1, text, size (default 10), bold], the width
 * measured (x1 − x0), not estimated from the characters.
 */
export type MeasuredRow = [number, number, number, string, number?, boolean?];

/** A synthetic layout from measured rows (A4): the segments exactly where the PDF put them. */
export function measuredLayout(rows: MeasuredRow[]): Doc {
  const items: TextItem[] = rows.map(([y, x0, x1, text, size = 10, bold]) => ({
    page: 1,
    text,
    x: x0,
    y,
    w: x1 - x0,
    h: size,
    size,
    bold,
  }));
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

/** A synthetic layout of several A4 pages from styled rows per page (as `styledLayout`). */
export function pagedLayout(pages: StyledRow[][]): Doc {
  const items: TextItem[] = pages.flatMap((rows, p) =>
    rows.map(([y, x, text, size = 10, bold]) => ({
      page: p + 1,
      text,
      x,
      y,
      w: (text.length * size) / 2,
      h: size,
      size,
      bold,
    })),
  );
  return buildDoc(
    items,
    pages.map(() => ({ width: 595, height: 842 })),
  );
}

/** Text right-aligned at `right` (half the font size per character, as `styledLayout` measures). */
export function rightAt(y: number, right: number, text: string, size = 8, bold?: boolean): StyledRow {
  return [y, right - (text.length * size) / 2, text, size, bold];
}

/**
 * Labelled rows at the right from y, 12 apart: each label at `labelX`, its amount right-aligned at
 * `right` (a totals block: [label, amount] per row).
 */
export function labelledRows(
  y: number,
  rows: Array<[string, string]>,
  labelX = 330,
  right = 545,
  size = 8,
): StyledRow[] {
  return rows.flatMap(([label, amount], i): StyledRow[] => [
    [y + i * 12, labelX, label, size],
    rightAt(y + i * 12, right, amount, size),
  ]);
}

/** A value of an object by its dotted path; "lines.x.y": every line's (test helper). */
export function valueAtPath(v: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === 'lines' && Array.isArray((v as Record<string, unknown>).lines))
    return ((v as Record<string, unknown[]>).lines ?? []).map((l) => valueAtPath(l, rest.join('.')));
  const next = (v as Record<string, unknown> | undefined)?.[head ?? ''];
  return rest.length ? valueAtPath(next, rest.join('.')) : next;
}
