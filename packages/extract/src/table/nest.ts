/**
 * Item tables, 7: sub-positions nested under their parent item, and where each item's position
 * number and name were printed (set by rowToItem, read by the table reader).
 */
import { dec } from '@ic/einvoice';
import type { Line } from '../layout.ts';
import { DIGITS_ONLY } from '../lexicon/common.ts';
import type { ExtractedLine } from './heads.ts';
import { near } from './tokens.ts';

function sumNets(items: ExtractedLine[]): string {
  return items.reduce((a, x) => a.plus(dec(x.netAmount)), dec(0)).toString();
}

/** where an item's position number is printed (to see sub-positions indented under it) */
export const ID_X = new WeakMap<ExtractedLine, number>();

/** the line an item's name was read from, its numbers line and its row */
export const NAME_AT = new WeakMap<ExtractedLine, { name?: Line; numbers: Line; row: Line[] }>();

/**
 * Sub-positions ("1.1", "1.2" or "0101", "0102" under "1" / "01", their numbers printed indented
 * under the parent's): sub-lines of that item, not items of their own. The parent's amount is
 * the one that counts (a bundle, a group subtotal); the sub-lines' document lines are added to
 * the parent's `lines`.
 */
export function nestSubLines(items: ExtractedLine[]): ExtractedLine[] {
  const parentOf = new Map<ExtractedLine, ExtractedLine>();
  // "1.1", "1.2", "1.3" whose amounts add up to the amount of "1" (a bundle): its sub-lines even
  // when printed at the same indent
  for (const p of items) {
    const pid = p.id;
    if (!pid || p.docLevel) continue;
    const kids = items.filter(
      (x) => x.id?.startsWith(`${pid}.`) && DIGITS_ONLY.test(x.id.slice(pid.length + 1)),
    );
    if (kids.length && near(sumNets(kids), p.netAmount)) for (const k of kids) parentOf.set(k, p);
  }
  for (const x of items) {
    if (parentOf.has(x)) continue;
    const xx = ID_X.get(x);
    if (!x.id || xx === undefined || x.docLevel) continue;
    let best: ExtractedLine | undefined;
    for (const p of items) {
      const px = ID_X.get(p);
      if (p === x || !p.id || px === undefined || p.docLevel) continue;
      if (x.id.length <= p.id.length || !x.id.startsWith(p.id) || xx < px + 2) continue;
      if (!best || p.id.length > (best.id?.length ?? 0)) best = p;
    }
    if (best) parentOf.set(x, best);
  }
  if (!parentOf.size) return items;
  const top = (x: ExtractedLine): ExtractedLine => {
    let p = x;
    for (let i = 0; i < 10 && parentOf.has(p); i++) p = parentOf.get(p) as ExtractedLine;
    return p;
  };
  const out: ExtractedLine[] = [];
  for (const x of items) {
    const p = parentOf.get(x);
    if (!p) {
      out.push(x);
      continue;
    }
    p.subLines = [...(p.subLines ?? []), x];
    const t = top(x);
    t.lines = [...t.lines, ...x.lines];
  }
  return out;
}
