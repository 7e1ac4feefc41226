/**
 * Engine lines of table cells from scans of two layouts (bench/src/ocr-bench.ts, 300 dpi, the
 * engine's own numbers) with the font size the same PDF's text layer gives them. The engine's
 * row height of a line of one or two short words is far too large (+40–55 %); the font size
 * words.ts gives such a line must stay near the printed one.
 */
import type { OcrLine } from './words.ts';

export interface FontSizeCase {
  layout: string;
  line: OcrLine;
  /** the text layer's font size of this text, points */
  printedPt: number;
}

const line = (
  words: Array<[string, number, number, number, number]>,
  rowHeight: number,
  descenders: number,
): OcrLine => {
  const boxes = words.map(([, x0, y0, x1, y1]) => ({ x0, y0, x1, y1 }));
  return {
    bbox: {
      x0: Math.min(...boxes.map((b) => b.x0)),
      y0: Math.min(...boxes.map((b) => b.y0)),
      x1: Math.max(...boxes.map((b) => b.x1)),
      y1: Math.max(...boxes.map((b) => b.y1)),
    },
    words: words.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 90, bbox: { x0, y0, x1, y1 } })),
    rowAttributes: { rowHeight, descenders, ascenders: descenders },
  };
};

export const FONT_SIZE_CASES: FontSizeCase[] = [
  // French producer (visible corpus): item table at 6.8 pt, net and VAT rate cells of one row
  { layout: 'fr-table', line: line([['30,00', 2115, 2022, 2180, 2045]], 27, 6.75), printedPt: 6.8 },
  { layout: 'fr-table', line: line([['20,00%', 2216, 2019, 2300, 2043]], 26.89, 6.72), printedPt: 6.8 },
  {
    layout: 'fr-table',
    line: line(
      [
        ['(Brut:', 1338, 1755, 1404, 1780],
        ['60,00)', 1412, 1752, 1483, 1777],
      ],
      24,
      4,
    ),
    printedPt: 6.8,
  },
  // English layout of blind11 (held-out): amount and quantity cells at 9 pt
  {
    layout: 'en-blind11',
    line: line(
      [
        ['161.50', 1596, 1037, 1721, 1068],
        ['GBP', 1737, 1041, 1812, 1071],
      ],
      38.22,
      9.56,
    ),
    printedPt: 9,
  },
  {
    layout: 'en-blind11',
    line: line(
      [
        ['4.5', 1259, 1081, 1314, 1111],
        ['h', 1332, 1082, 1350, 1111],
      ],
      38.33,
      9.58,
    ),
    printedPt: 9,
  },
];
