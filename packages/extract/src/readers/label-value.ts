/**
 * Label–value pairs in any direction: the value right after the label in its segment, in the
 * next segment of the line, or under the label (a column grid, a label over its value). Any
 * label pattern (the lexicon's), any value test; the reading found first for a label wins.
 */
import { type Candidate, segsBelow, srcOf } from '../find.ts';
import type { Doc } from '../layout.ts';

/** Confidence by where the value stood: in the label's segment, right of it, under it. */
export const WHERE = { inSegment: 0.85, right: 0.85, below: 0.75 } as const;

export interface LabelledValue<T> extends Candidate<T> {
  /** left edge of the label (the column a value under it belongs to) */
  x: number;
  page: number;
}

export function labelledValues<T>(
  doc: Doc,
  label: RegExp,
  accept: (text: string) => T | undefined,
): Array<LabelledValue<T>> {
  const out: Array<LabelledValue<T>> = [];
  for (const line of doc.lines) {
    line.segs.forEach((seg, i) => {
      const m = label.exec(seg.text);
      if (!m) return;
      const base = { x: seg.x, page: line.page, label: m[0].trim().toLowerCase() };
      const rest = seg.text.slice(m.index + m[0].length).trim();
      const inSeg = rest ? accept(rest) : undefined;
      if (inSeg !== undefined) {
        out.push({
          ...base,
          value: inSeg,
          confidence: WHERE.inSegment,
          source: srcOf(line.page, seg),
          line: line.index,
        });
        return;
      }
      if (rest.length > 3) return;
      const next = line.segs[i + 1];
      const right = next ? accept(next.text) : undefined;
      if (next && right !== undefined) {
        out.push({
          ...base,
          value: right,
          confidence: WHERE.right,
          source: srcOf(line.page, next),
          line: line.index,
        });
        return;
      }
      const under = segsBelow(doc, line, seg.x - 4, seg.x + Math.max(seg.w, 40), 1)[0];
      const below = under ? accept(under.seg.text) : undefined;
      if (under && below !== undefined)
        out.push({
          ...base,
          value: below,
          confidence: WHERE.below,
          source: srcOf(under.line.page, under.seg),
          line: under.line.index,
        });
    });
  }
  return out;
}
