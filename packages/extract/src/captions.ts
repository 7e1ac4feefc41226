/**
 * Forms that print each value over its caption in a small font ("20267095" over "Rechnungsnummer",
 * "Gewerbepark Süd 59b" over "Straße, Hausnummer"): the captions are joined to their values as
 * "Rechnungsnummer: 20267095", the way the readers know labels, and their lines dropped. Only in a
 * document with several such captions: a caption is a short text starting with a word, in a font
 * at most three quarters of its value's, starting at the value's x right under it, and every
 * segment of its line is one.
 */
import type { Doc, Line, Seg } from './layout.ts';
import { CAPTION_TEXT, COLON_SPACE_END } from './lexicon/common.ts';

/** Captions a document needs before its captions are read as labels. */
const MIN_CAPTIONS = 4;

/** The value segment a caption segment sits under, if it is one. */
function valueOver(above: Line, line: Line, c: Seg): Seg | undefined {
  const size = c.size ?? c.h;
  if (!CAPTION_TEXT.test(c.text.trim())) return undefined;
  const v = above.segs.find((s) => Math.abs(s.x - c.x) <= 3);
  if (!v?.size || size > v.size * 0.75) return undefined;
  return line.y - (above.y + above.h) <= v.size * 0.6 ? v : undefined;
}

/**
 * The values of a row of boxes, each right-aligned in its box over a caption at the box's left
 * ("2.428,60" over "Nettobetrag", "461,43" over "USt 19 % auf 2.428,60"): two boxes or more, as
 * many values as captions, each starting right of its caption's start and ending before the next
 * caption.
 */
function boxedValues(above: Line, line: Line): Array<[Seg, Seg]> | undefined {
  if (
    line.segs.length < 2 ||
    above.segs.length !== line.segs.length ||
    !line.segs.every((c) => CAPTION_TEXT.test(c.text.trim()))
  )
    return undefined;
  const pairs = line.segs.map((c, i): [Seg, Seg] => [c, above.segs[i] as Seg]);
  const ok = pairs.every(([c, v], i) => {
    const next = line.segs[i + 1]?.x ?? Number.POSITIVE_INFINITY;
    return v.x >= c.x - 3 && v.x + v.w <= next && !!v.size && (c.size ?? c.h) <= v.size * 0.75;
  });
  return ok && line.y - (above.y + above.h) <= (above.segs[0]?.size ?? 10) * 0.8 ? pairs : undefined;
}

/** A small line right over a value in a larger font at its x: the value's label. */
function labelsOver(line: Line, below: Line): boolean {
  if (below.page !== line.page || below.y - (line.y + line.h) > (below.segs[0]?.size ?? 10) * 0.6)
    return false;
  return line.segs.some((c) =>
    below.segs.some((v) => Math.abs(c.x - v.x) <= 3 && !!v.size && (c.size ?? c.h) <= v.size * 0.75),
  );
}

/**
 * Caption lines: every segment a caption under a value of the line above — read top down, and
 * not under a value that a small label over it already names (a form of labels over values,
 * "Kunde" / "Kesseltech GmbH" / "Kundenummer" / "31315", is read the usual way).
 */
function captionLines(doc: Doc): Map<Line, Array<[Seg, Seg]>> {
  const out = new Map<Line, Array<[Seg, Seg]>>();
  const named = new Set<Line>();
  doc.lines.forEach((line, i) => {
    const above = doc.lines[i - 1];
    const below = doc.lines[i + 1];
    if (!above || above.page !== line.page) return;
    const pairs = line.segs.map((c) => [c, valueOver(above, line, c)] as const);
    const found = pairs.every(([, v]) => v) ? (pairs as Array<[Seg, Seg]>) : boxedValues(above, line);
    if (found && !named.has(above)) out.set(line, found);
    // a small line that is no caption, over a value in a larger font: that value's label
    else if (below && labelsOver(line, below)) named.add(below);
  });
  return out;
}

export function captionsInline(doc: Doc): Doc {
  const caps = captionLines(doc);
  if ([...caps.values()].reduce((n, p) => n + p.length, 0) < MIN_CAPTIONS) return doc;
  const joined = new Map<Seg, string>();
  for (const pairs of caps.values())
    for (const [c, v] of pairs)
      joined.set(v, `${c.text.trim().replace(COLON_SPACE_END, '')}: ${v.text.trim()}`);
  const lines = doc.lines
    .filter((l) => !caps.has(l))
    .map((l, index) => {
      const segs = l.segs.map((s) => {
        const text = joined.get(s);
        return text ? { ...s, text } : s;
      });
      return { ...l, index, segs, text: segs.map((s) => s.text).join(' ') };
    });
  return { ...doc, lines };
}
