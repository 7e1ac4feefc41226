/**
 * A unit word whose final dot says which unit it is ("Stk." one, C62; "Stk" piece, H87), read by the
 * engine with its dot in some rows of a page and without it in others: a table prints its unit
 * column one way, so the engine lost the dot (a small isolated mark) and every bare one on the page
 * gets it back. Only OCR pages pass here; a page that never shows the dotted form is left as read.
 */
import { unitCode } from '../parse/units.ts';
import type { Segs } from './id-text.ts';

/** The dotted unit words of a page whose bare form is another unit ("Stk."), without their dot. */
function dottedUnits(lines: Segs): Set<string> {
  const out = new Set<string>();
  for (const l of lines)
    for (const s of l.segments) {
      const t = s.text.trim();
      const bare = t.slice(0, -1);
      if (!t.endsWith('.') || bare.length < 2 || bare.length > 6) continue;
      const dotted = unitCode(t);
      if (dotted && dotted !== unitCode(bare)) out.add(bare);
    }
  return out;
}

/** Restores the dot of unit words a page shows both with and without it; returns how many. */
export function restoreUnitDots(lines: Segs): number {
  const dotted = dottedUnits(lines);
  let n = 0;
  if (!dotted.size) return n;
  for (const l of lines)
    for (const s of l.segments) {
      const t = s.text.trim();
      if (!dotted.has(t)) continue;
      s.text = s.text.replace(t, `${t}.`);
      n++;
    }
  return n;
}
