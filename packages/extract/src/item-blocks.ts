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
import { rec20ByName } from './forms.ts';
import type { Doc, Line, Seg } from './layout.ts';
import { NUMBER_THEN_WORDS, RATE_NUMBER_ONLY } from './lexicon/common.ts';
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

/** Pairs grouped per item: a field that repeats, or an item number, starts the next one. */
function groupPairs(pairs: Pair[]): Pair[][] {
  const groups: Pair[][] = [];
  let cur: Pair[] = [];
  for (const p of pairs) {
    const seen = cur.some((c) => c.key === p.key);
    const far =
      cur.length > 0 &&
      (p.line.page !== cur[cur.length - 1]?.line.page ||
        p.line.index - (cur[cur.length - 1]?.line.index ?? 0) > 3);
    if (seen || far || (p.key === 'id' && cur.some((c) => c.key === 'net'))) {
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
  const get = (k: ItemBlockKey) => g.find((p) => p.key === k);
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

/** Items printed as labelled blocks; undefined when the document prints none. */
export function readItemBlocks(doc: Doc, mark: DecimalMark): ExtractedLine[] | undefined {
  const pairs = doc.lines.flatMap(linePairs);
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
