import { describe, expect, it } from 'vitest';
import { FONT_SIZE_CASES, MIDDLE_DOT_CASES } from './words.cases.ts';
import { isMiddleDot, linePx, ocrItems, ocrPageLines } from './words.ts';

const pt = (px: number) => (px * 72) / 300;

describe('OCR line font size', () => {
  it.each(FONT_SIZE_CASES)('$layout: "$line.words.0.text" near its printed size', ({ line, printedPt }) => {
    const size = pt(linePx(line));
    expect(size).toBeGreaterThan(printedPt * 0.9);
    expect(size).toBeLessThan(printedPt * 1.25);
  });

  it('is no longer taken from the row height alone (it was 40–55 % too large)', () => {
    for (const { line, printedPt } of FONT_SIZE_CASES.filter((c) => c.line.words.length === 1)) {
      const ra = line.rowAttributes ?? {};
      const fromRow = pt(((ra.rowHeight ?? 0) + (ra.descenders ?? 0)) * 1.2);
      expect(fromRow).toBeGreaterThan(printedPt * 1.35);
    }
  });

  it('keeps a tall mark alone from shrinking a line below 0.6 of its row estimate', () => {
    const speck = { text: 'N', confidence: 10, bbox: { x0: 0, y0: 0, x1: 3, y1: 3 } };
    const px = linePx({ bbox: speck.bbox, words: [speck], rowAttributes: { rowHeight: 20, descenders: 5 } });
    expect(px).toBeCloseTo(30 * 0.6);
  });

  it('keeps two cells of a row as two segments (net "30,00" and VAT rate "20,00%")', () => {
    const cells = FONT_SIZE_CASES.slice(0, 2).map((c) => c.line);
    const its = ocrItems({ page: 1, lines: cells, widthPx: 2480, heightPx: 3508, dpi: 300 });
    const lines = ocrPageLines(its.items, { width: 595, height: 842 });
    expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual([['30,00', '20,00%']]);
  });
});

describe('OCR middle dots', () => {
  it.each(MIDDLE_DOT_CASES)('$layout: the dots between address parts are kept as "·"', ({ line, text }) => {
    const its = ocrItems({ page: 1, lines: [line], widthPx: 2480, heightPx: 3508, dpi: 300 });
    expect(its.items.map((i) => i.text).join(' ')).toBe(text);
  });

  it('takes a tiny mark on the baseline (a period or speck) and a colon for no middle dot', () => {
    expect(isMiddleDot(':', 0.1, 0.3)).toBe(true);
    expect(isMiddleDot('.', 0.1, 0.02)).toBe(false);
    expect(isMiddleDot(':', 0.45, 0.25)).toBe(false);
    expect(isMiddleDot('a', 0.1, 0.3)).toBe(false);
  });
});
