/**
 * Reader `items.blocks`: items printed as labelled blocks instead of a table — one group of
 * "Label  value" pairs per item ("Position 1 / Artikelname … / Menge 3 / Einheit H87 / Preis
 * 12,00 / Nettobetrag 36,00 / USt. S 19 %", or several pairs on one line: "Menge: 3 Stück
 * Einzelpreis: 12,00 € USt.: 19 % Betrag: 36,00 €"). The labels come from the lexicon
 * (`ITEM_BLOCK_LABELS`); a pair is a label segment with the value in the next segment of its
 * line, or "Label: value" in one segment. A new item starts where a field repeats or an item
 * number ("Pos. 1") is printed; an item counts only with its net amount and a quantity or price.
 */
import { dec } from '@ic/einvoice';
import { type Source, srcOf } from './find.ts';
import { TOL } from './forms/rows.ts';
import { rec20ByName } from './forms.ts';
import type { Doc, Line, Seg } from './layout.ts';
import { DIGIT, NUMBER_THEN_WORDS, RATE_NUMBER_ONLY } from './lexicon/common.ts';
import { COLON_PAIR, RATE } from './lexicon/item-blocks.ts';
import { ITEM_BLOCK_ID_INLINE, type ItemBlockKey, itemBlockKey } from './lexicon.ts';
import { type DecimalMark, findAmounts } from './parse/amount.ts';
import { unitCode } from './parse/units.ts';
import type { ExtractedLine } from './table.ts';

interface Pair {
  key: ItemBlockKey;
  value: string;
  line: Line;
  seg: Seg;
}

/** The label/value pairs of one line, left to right. */
function linePairs(l: Line): Pair[] {
  const out: Pair[] = [];
  for (let k = 0; k < l.segs.length; k++) {
    const s = l.segs[k] as Seg;
    const text = s.text.trim();
    const inline = ITEM_BLOCK_ID_INLINE.exec(text);
    if (inline?.[1]) {
      out.push({ key: 'id', value: inline[1], line: l, seg: s });
      continue;
    }
    const key = itemBlockKey(text);
    const next = l.segs[k + 1];
    if (key && next && !itemBlockKey(next.text) && !ITEM_BLOCK_ID_INLINE.test(next.text.trim())) {
      out.push({ key, value: next.text.trim(), line: l, seg: next });
      k++;
      continue;
    }
    const m = COLON_PAIR.exec(text);
    const ck = m?.[1] ? itemBlockKey(m[1]) : undefined;
    if (ck && m?.[2]) out.push({ key: ck, value: m[2].trim(), line: l, seg: s });
  }
  return out;
}

/** A pair whose value reads as its field (a rate with a number, an amount for the numbers). */
function usable(p: Pair): boolean {
  if (p.key === 'rate') return RATE.test(p.value) || RATE_NUMBER_ONLY.test(p.value.trim());
  if (p.key === 'qty' || p.key === 'price' || p.key === 'net') return DIGIT.test(p.value);
  return p.value.trim() !== '';
}

/** Lines a block may leave between two of its pairs: more when it starts at its item number. */
const GAP = 3;
const ANCHORED_GAP = 30;

/**
 * Pairs grouped per item: a field that repeats (with a value read before), or an item number,
 * starts the next one. A block that starts at its item number ("Position: 1") may hold other
 * rows between its pairs and go on over a page break (the official visualisation prints the
 * item's details and then its name under "Artikelinformationen").
 */
function groupPairs(pairs: Pair[]): Pair[][] {
  const groups: Pair[][] = [];
  let cur: Pair[] = [];
  for (const p of pairs) {
    const last = cur[cur.length - 1];
    const anchored = cur[0]?.key === 'id';
    const seen = cur.some((c) => c.key === p.key && usable(c));
    const far =
      last !== undefined &&
      ((!anchored && p.line.page !== last.line.page) ||
        p.line.index - last.line.index > (anchored ? ANCHORED_GAP : GAP));
    if (seen || far || (p.key === 'id' && cur.length > 0)) {
      groups.push(cur);
      cur = [];
    }
    cur.push(p);
  }
  if (cur.length) groups.push(cur);
  return groups;
}

/** One group as an item line, or undefined without a net amount and a quantity or price. */
function toItem(g: Pair[], mark: DecimalMark): ExtractedLine | undefined {
  const get = (k: ItemBlockKey) => g.find((p) => p.key === k && usable(p)) ?? g.find((p) => p.key === k);
  const amount = (k: ItemBlockKey) => {
    const v = get(k)?.value;
    const a = v ? findAmounts(v, mark).find((t) => !t.percent) : undefined;
    return a?.value;
  };
  const net = amount('net');
  const qtyText = get('qty')?.value;
  const quantity = amount('qty');
  const price = amount('price');
  if (net === undefined || (quantity === undefined && price === undefined)) return undefined;
  const unitText = get('unit')?.value ?? (qtyText ? NUMBER_THEN_WORDS.exec(qtyText)?.[1] : undefined);
  const rateText = get('rate')?.value ?? '';
  const rate = (RATE.exec(rateText)?.[1] ?? RATE_NUMBER_ONLY.exec(rateText.trim())?.[1])?.replace(',', '.');
  const netRow = get('net') as Pair;
  const source: Source = srcOf(netRow.line.page, netRow.seg);
  const name = get('name')?.value ?? '';
  return {
    id: get('id')?.value,
    name,
    quantity,
    unitText,
    unitCode: unitText ? (unitCode(unitText) ?? rec20ByName(unitText)) : undefined,
    price,
    netAmount: net,
    ...(rate !== undefined ? { vatRate: dec(rate).toString() } : {}),
    consistent:
      quantity !== undefined &&
      price !== undefined &&
      dec(quantity).times(dec(price)).minus(dec(net)).abs().lt(0.011),
    source,
    confidence: 0.75,
    lines: [...new Set(g.map((p) => p.line.index))],
  };
}

/** Most lines a wrapped item name runs on under its first line. */
const NAME_WRAP = 3;
/** Most lines a name runs on below a label centred beside it (as many as above, or one more). */
const CENTRED_WRAP = 12;

/**
 * The lines of a wrapped name from p's line on, down (+1) or up (−1): each set tight (≤ 1.5
 * line heights) after the last one, at the value's x with nothing left of it; a line printing
 * only another column's text right of it is passed over; in the order walked. `blocked`: the walk stopped at a line
 * with a value at that x and a label left of it (another row's value).
 */
function walkName(doc: Doc, p: Pair, dir: 1 | -1, most: number): { lines: string[]; blocked: boolean } {
  const lines: string[] = [];
  let last = p.line;
  for (let i = p.line.index + dir; lines.length < most; i += dir) {
    const l = doc.lines[i];
    if (!l || l.page !== last.page || Math.abs(l.y - last.y) > 1.5 * p.seg.h) break;
    const at = l.segs.find((s) => Math.abs(s.x - p.seg.x) <= TOL);
    if (!at && l.segs.every((s) => s.x > p.seg.x + TOL)) continue;
    if (!at || l.segs.some((s) => s.x < p.seg.x - TOL) || itemBlockKey(at.text))
      return { lines, blocked: at !== undefined };
    lines.push(at.text.trim());
    last = l;
  }
  return { lines, blocked: false };
}

/** The lines of a name wrapped under its first line. */
function nameBelow(doc: Doc, p: Pair, most: number): string[] {
  return walkName(doc, p, 1, most).lines;
}

/**
 * The lines of a name set above its label, the label cell centred beside the name's lines
 * ("Ergonomischer" / "Bezeichnung:  Bürostuhl" / "(Schwarz)"): at most one more than wrap
 * below; none when the line over them prints a value at that x too (they are the wrapped value
 * of the row above).
 */
function nameAbove(doc: Doc, p: Pair, below: number): string[] {
  const { lines, blocked } = walkName(doc, p, -1, below + 2);
  return blocked || lines.length > below + 1 ? [] : lines.reverse();
}

/**
 * A name wrapped in its cell ("Deutsches" / "Verwaltungsblatt"): the lines right under the value
 * and, beside a centred label, the lines above it, joined.
 */
function wrappedName(doc: Doc, p: Pair): string {
  const below = nameBelow(doc, p, CENTRED_WRAP);
  const above = nameAbove(doc, p, below.length);
  const rest = below.slice(0, above.length ? Math.max(NAME_WRAP, above.length + 1) : NAME_WRAP);
  return [...above, p.value, ...rest].join(' ');
}

/**
 * A name label alone on its line between the lines of its name, the label cell centred beside
 * them ("Paketierung der" / "Anwendung "Kofax" / "Bezeichnung:" / "10.2" für 180" / "Geräte"):
 * the value's x from the line right above; as many lines below as above, or one more or fewer.
 */
function loneName(doc: Doc, l: Line): Pair | undefined {
  const label = l.segs[0];
  const up = doc.lines[l.index - 1];
  if (!label || itemBlockKey(label.text) !== 'name' || !up || up.page !== l.page) return undefined;
  const v = up.segs.find((s) => s.x > label.x + label.w);
  if (!v || l.y - up.y > 1.5 * v.h || l.segs.some((s) => s !== label && s.x <= v.x + TOL)) return undefined;
  const at: Pair = { key: 'name', value: '', line: l, seg: v };
  const below = nameBelow(doc, at, CENTRED_WRAP);
  const above = nameAbove(doc, at, below.length);
  const parts = [...above, ...below];
  // a column of labels (ending in a colon) beside it is no name
  if (!above.length || !below.length || Math.abs(above.length - below.length) > 1) return undefined;
  if (parts.some((t) => t.endsWith(':'))) return undefined;
  return { ...at, value: parts.join(' ') };
}

/** The pairs of one line, a name's wrapped lines joined to it. */
function pairsOf(doc: Doc, l: Line): Pair[] {
  const lone = loneName(doc, l);
  if (lone) return [lone];
  return linePairs(l).map((p) =>
    p.key === 'name' && p.seg.text.trim() === p.value ? { ...p, value: wrappedName(doc, p) } : p,
  );
}

/** Items printed as labelled blocks; undefined when the document prints none. */
export function readItemBlocks(doc: Doc, mark: DecimalMark): ExtractedLine[] | undefined {
  const pairs = doc.lines.flatMap((l) => pairsOf(doc, l));
  if (pairs.length < 3) return undefined;
  const items = groupPairs(pairs).flatMap((g) => toItem(g, mark) ?? []);
  // a block of one pair per line is only an item with its name, or several of them
  const named = items.filter((i) => i.name);
  return named.length ? named : undefined;
}

/** How many items of a reading multiply out (quantity × price = net). */
export function consistentCount(items: ExtractedLine[]): number {
  return items.filter((i) => i.consistent).length;
}
