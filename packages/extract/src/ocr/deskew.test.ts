import { describe, expect, it } from 'vitest';
import { estimateSkew, type SkewLine, unrotate } from './deskew.ts';
import { ocrItems, ocrPageLines } from './words.ts';

const DEG = Math.PI / 180;

/** Lines of words as an engine reports them on a page turned by `deg` (pixel boxes). */
function skewedLines(deg: number, withBaseline: boolean): SkewLine[] {
  const a = deg * DEG;
  const cx = 1240;
  const cy = 1754;
  const turn = (x: number, y: number) => ({
    x: cx + Math.cos(a) * (x - cx) - Math.sin(a) * (y - cy),
    y: cy + Math.sin(a) * (x - cx) + Math.cos(a) * (y - cy),
  });
  const lines: SkewLine[] = [];
  for (let row = 0; row < 20; row++) {
    const base = 300 + row * 120;
    const words = [200, 600, 1000, 1400, 1800].map((x, k) => {
      const c = turn(x + 100, base - 15);
      // a word with a descender every other word: its box reaches lower
      const down = k % 2 ? 8 : 0;
      return { bbox: { x0: c.x - 100, y0: c.y - 20, x1: c.x + 100, y1: c.y + 15 + down } };
    });
    const b0 = turn(200, base);
    const b1 = turn(2000, base);
    lines.push({
      bbox: { x0: b0.x, y0: Math.min(b0.y, b1.y) - 35, x1: b1.x, y1: Math.max(b0.y, b1.y) },
      ...(withBaseline ? { baseline: { x0: b0.x, y0: b0.y, x1: b1.x, y1: b1.y } } : {}),
      words,
    });
  }
  return lines;
}

describe('deskew', () => {
  for (const deg of [-2, -0.5, 0, 0.7, 1.5, 2]) {
    it(`finds a skew of ${deg}° from baselines and from word boxes alone`, () => {
      expect(estimateSkew(skewedLines(deg, true)) / DEG).toBeCloseTo(deg, 2);
      expect(Math.abs(estimateSkew(skewedLines(deg, false)) / DEG - deg)).toBeLessThan(0.05);
    });
  }

  it('ignores implausible angles (a vertical rule read as a line)', () => {
    const lines = skewedLines(1, true);
    lines.push({
      bbox: { x0: 0, y0: 0, x1: 400, y1: 400 },
      baseline: { x0: 0, y0: 0, x1: 400, y1: 400 },
      words: [],
    });
    expect(estimateSkew(lines) / DEG).toBeCloseTo(1, 2);
  });

  it('unrotate undoes a rotation around the centre', () => {
    const a = 1.5 * DEG;
    const p = { x: 2000, y: 300 };
    const q = {
      x: 1240 + Math.cos(a) * (p.x - 1240) - Math.sin(a) * (p.y - 1754),
      y: 1754 + Math.sin(a) * (p.x - 1240) + Math.cos(a) * (p.y - 1754),
    };
    const back = unrotate(q.x, q.y, a, 1240, 1754);
    expect(back.x).toBeCloseTo(p.x, 6);
    expect(back.y).toBeCloseTo(p.y, 6);
  });

  it('keeps the words of one printed line on one layout line on a 2° scan', () => {
    const lines = skewedLines(2, true).map((l, i) => ({
      ...l,
      rowAttributes: { rowHeight: 30, descenders: 8 },
      words: l.words.map((w, k) => ({ ...w, text: `r${i}w${k}`, confidence: 90 })),
    }));
    const page = { width: 595.2, height: 841.92 };
    const out = ocrItems({ page: 1, lines, widthPx: 2480, heightPx: 3508, dpi: 300 });
    expect(out.skewDeg).toBeCloseTo(2, 2);
    const layoutLines = ocrPageLines(out.items, page);
    expect(layoutLines).toHaveLength(20);
    // every line holds the five words of its row, left to right, as separate segments (wide gaps)
    for (const [i, l] of layoutLines.entries()) {
      expect(l.segments.map((s) => s.text)).toEqual([0, 1, 2, 3, 4].map((k) => `r${i}w${k}`));
    }
    // without deskew the same words would spread over more than one line height
    const flat = ocrItems({ page: 1, lines, widthPx: 2480, heightPx: 3508, dpi: 300 }, 15);
    expect(flat.items[0]?.x).toBeCloseTo((200 * 72) / 300, 0);
  });

  it('drops words the engine is hardly sure of', () => {
    const lines = skewedLines(0, true).slice(0, 1);
    const words = lines[0]?.words.map((w, k) => ({
      ...w,
      text: k === 2 ? '|' : `w${k}`,
      confidence: k === 2 ? 5 : 90,
    }));
    const out = ocrItems({
      page: 1,
      lines: [{ ...(lines[0] as SkewLine), words: words ?? [] }],
      widthPx: 2480,
      heightPx: 3508,
      dpi: 300,
    });
    expect(out.items.map((i) => i.text)).toEqual(['w0', 'w1', 'w3', 'w4']);
  });
});
