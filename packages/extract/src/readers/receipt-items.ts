/**
 * Reader `receipt-items`: items printed the way phone apps and shop receipts print them, with no
 * column heads — per item its name (wrapped over lines; the line amount at the right of its first
 * line, or at the right of the quantity line) and under it "4 Std. × 88,50 €" / "2 x $19.00":
 * quantity, unit, times the unit price. Read only when no item table was found, and only when
 * every such item multiplies out (quantity × price = amount).
 */
import { dec } from '@ic/einvoice';
import type { Ctx } from '../extract.ts';
import { srcOf } from '../find.ts';
import type { Line, Seg } from '../layout.ts';
import { QTY_TIMES_PRICE } from '../lexicon/item-blocks.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import type { ExtractedLine } from '../table.ts';
import type { ItemReadings } from './item-rows.ts';

interface Mult {
  qty: string;
  unit?: string;
  price: string;
  net?: string;
}

/** "4 Std. × 88,50 €" alone on its line, or with the line amount in one segment at its right. */
function multOf(l: Line, mark: DecimalMark): Mult | undefined {
  const [first, ...rest] = l.segs;
  if (!first || rest.length > 1) return undefined;
  const m = QTY_TIMES_PRICE.exec(first.text.trim());
  const qty = m?.[1] ? parseAmount(m[1], mark) : undefined;
  const price = findAmounts(m?.[3] ?? '', mark);
  if (!qty || price.length !== 1 || price[0]?.percent) return undefined;
  const net = rest[0] ? findAmounts(rest[0].text, mark) : [];
  if (rest[0] && net.length !== 1) return undefined;
  return { qty, unit: m?.[2], price: price[0]?.value as string, net: net[0]?.value };
}

/** A line of a name and one amount at its right: the item's first line. */
function amountAtRight(l: Line, mark: DecimalMark): string | undefined {
  if (l.segs.length !== 2) return undefined;
  const a = findAmounts((l.segs[1] as Seg).text, mark);
  return a.length === 1 && !a[0]?.percent ? a[0]?.value : undefined;
}

/**
 * The name lines over the quantity line at `k`, back to (not into) line `stop`: up to the line
 * with the amount at its right; without one (the amount on the quantity line) the lines right
 * above, one only for the first item (a heading may be right above it).
 */
function nameAbove(lines: Line[], k: number, stop: number, mark: DecimalMark, hasNet: boolean) {
  const used: Line[] = [];
  for (let j = k - 1; j > stop && used.length < 4; j--) {
    const l = lines[j] as Line;
    const below = used[0] ?? (lines[k] as Line);
    if (l.page !== below.page || below.y - (l.y + l.h) > l.h * 1.5) break;
    const net = amountAtRight(l, mark);
    if (net && !hasNet) return { lines: [l, ...used], net };
    if (l.segs.length !== 1 || net) break;
    used.unshift(l);
  }
  if (!hasNet || !used.length) return undefined;
  return { lines: stop < 0 ? used.slice(-1) : used, net: undefined };
}

/** The receipt-style items of the document; none unless every one multiplies out. */
export function readReceiptItems(lines: Line[], mark: DecimalMark): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  let stop = -1;
  for (let k = 0; k < lines.length; k++) {
    const m = multOf(lines[k] as Line, mark);
    if (!m) continue;
    const name = nameAbove(lines, k, stop, mark, m.net !== undefined);
    const net = m.net ?? name?.net;
    if (!name || !net) return [];
    if (!dec(m.qty).times(m.price).toDecimalPlaces(2).minus(net).abs().lte(0.01)) return [];
    const first = name.lines[0] as Line;
    out.push({
      id: String(out.length + 1),
      name: name.lines.map((l) => (l.segs[0] as Seg).text.trim()).join(' '),
      quantity: m.qty,
      unitCode: (m.unit && unitCode(m.unit)) || 'C62',
      ...(m.unit ? { unitText: m.unit } : {}),
      price: m.price,
      netAmount: net,
      consistent: true,
      source: srcOf(first.page, first.segs[0] as Seg),
      confidence: 0.7,
      lines: [...name.lines.map((l) => l.index), k],
    });
    stop = k;
  }
  return out;
}

/** Without an item table: the items printed receipt-style are the items. */
export function readReceiptItemsOnce(c: Ctx, r: ItemReadings): void {
  if (r.table?.length) return;
  const rows = readReceiptItems(c.doc.lines, c.mark);
  if (rows.length) r.table = rows;
}
