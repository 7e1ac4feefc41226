/**
 * Totals printed as a list of labels each over its amount (a sidebar's "Netto" / "1.913,17",
 * "USt 19 % auf 1.222,27" / "232,23", "Gesamtbetrag EUR" / "2.193,76"): each amount is joined to its
 * label's line, at its own x, and its line dropped, so that the readers find label and amount on one
 * line as they know them. A pair: a line of one segment that starts with a total's label, right over
 * a line of one amount that ends at or right of the label's end and starts no further left than the
 * label. Only in a document with two such pairs or more.
 */

import { labelRe } from './labels.ts';
import type { Doc, Line } from './layout.ts';
import { type DecimalMark, guessDecimalMark, parseAmount } from './parse/amount.ts';
import { TOTALS_KEYS } from './reconcile.ts';

/** Pairs a document needs before its stacked totals are joined. */
const MIN_PAIRS = 2;

/** The amount's line under a total's label line, if the two are such a pair. */
function stackedValue(label: Line, below: Line | undefined, mark: DecimalMark): Line | undefined {
  if (!below || below.page !== label.page || label.segs.length !== 1 || below.segs.length !== 1)
    return undefined;
  const l = label.segs[0];
  const v = below.segs[0];
  if (!l || !v || below.y - (label.y + label.h) > label.h) return undefined;
  if (v.x < l.x - 5 || v.x + v.w < l.x + l.w - 2 || v.x + v.w - l.x > 320) return undefined;
  if (parseAmount(v.text, mark) === undefined) return undefined;
  const text = l.text.trim();
  return TOTALS_KEYS.some((f) => labelRe(f, true).test(text)) ? below : undefined;
}

export function stackedTotalsInline(doc: Doc): Doc {
  const mark = guessDecimalMark(doc.lines.map((l) => l.text).join('\n'));
  const pairs = new Map<Line, Line>();
  doc.lines.forEach((l, i) => {
    const v = stackedValue(l, doc.lines[i + 1], mark);
    if (v) pairs.set(l, v);
  });
  if (pairs.size < MIN_PAIRS) return doc;
  const dropped = new Set(pairs.values());
  const lines = doc.lines
    .filter((l) => !dropped.has(l))
    .map((l, index) => {
      const v = pairs.get(l);
      const segs = v ? [...l.segs, ...v.segs] : l.segs;
      return { ...l, index, segs, text: segs.map((s) => s.text).join(' ') };
    });
  return { ...doc, lines };
}
