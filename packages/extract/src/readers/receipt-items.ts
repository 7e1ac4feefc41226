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
import { CENTS } from '../lexicon/common.ts';
import { MEASURED_QTY, QTY_NAME_PRICE, QTY_TIMES_PRICE, TILL_ROW } from '../lexicon/item-blocks.ts';
import { CARRY_RE, END_RE, SUBTOTAL_RE } from '../lexicon/table.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import type { ExtractedLine } from '../table.ts';
import type { ItemReadings } from './item-rows.ts';
import { vatCodeLegend } from './vat-codes.ts';

interface Mult {
  qty: string;
  unit?: string;
  price: string;
  net?: string;
}

/** A till row's quantity, unit, price, and the name when the quantity led the row. */
interface TillQty {
  qty: string;
  unit?: string;
  price: string;
  name?: string;
}

/** "4 Std. × 88,50 €" alone on its line, or with the line amount in one segment at its right. */
function multOf(l: Line, mark: DecimalMark): Mult | undefined {
  const [first, ...rest] = l.segs;
  if (!first || rest.length > 1) return undefined;
  const m = multOfText(first.text, mark);
  const net = rest[0] ? findAmounts(rest[0].text, mark) : [];
  if (!m || (rest[0] && net.length !== 1)) return undefined;
  return { ...m, net: net[0]?.value };
}

/** "4 Std. × 88,50 €" as text: quantity, unit, unit price. */
function multOfText(text: string, mark: DecimalMark): Mult | undefined {
  const m = QTY_TIMES_PRICE.exec(text.trim());
  const qty = m?.[1] ? parseAmount(m[1], mark) : undefined;
  const price = findAmounts(m?.[3] ?? '', mark);
  if (!qty || price.length !== 1 || price[0]?.percent) return undefined;
  return { qty, unit: m?.[2], price: price[0]?.value as string };
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

/** A till row's quantity, unit and price: led by its quantity, else from the line under it. */
function tillQuantity(text: string, under: Line | undefined, amount: string, mark: DecimalMark): TillQty {
  const lead = QTY_NAME_PRICE.exec(text);
  const qty = lead?.[1] ? parseAmount(lead[1], mark) : undefined;
  const price = lead?.[3] ? parseAmount(lead[3], mark) : undefined;
  if (qty && price && dec(qty).times(price).minus(amount).abs().lte(0.01))
    return { qty, price, name: lead?.[2] };
  const m = under ? multOf(under, mark) : undefined;
  if (m && !m.net && dec(m.qty).times(m.price).minus(amount).abs().lte(0.01)) return m;
  return { qty: '1', price: amount };
}

/**
 * A till receipt's items ("TOMATEN RISPEN  3,39 B" with "1,225 kg x 2,77 EUR/kg" under it,
 * " 5 x Spaghetti Carbonara  13,00  65,00 B", "Säule 04 Diesel" over "57,18 l x 1,839 EUR/l
 * 105,15 A"): rows that end in a gross amount and a code of the VAT legend, up to the sum.
 */
export function readTillItems(lines: Line[], mark: DecimalMark, codes: Map<string, string>): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k] as Line;
    // (a running sum at a page's foot or head goes on: "ZWISCHENSUMME 175,66", "Übertrag")
    const head = l.segs[0]?.text.trim() ?? '';
    if (SUBTOTAL_RE.test(head) || CARRY_RE.test(l.text.trim())) continue;
    if (out.length && END_RE.test(head)) break;
    const row = TILL_ROW.exec(l.text.trim());
    const amount = row?.[2] ? parseAmount(row[2], mark) : undefined;
    if (!row?.[1] || !amount || !codes.has(row[3] ?? '')) continue;
    // (the quantity line with the amount under a name alone: "Säule 04 Diesel" / "57,18 l x …")
    const above = lines[k - 1];
    const sub =
      MEASURED_QTY.test(row[1]) && !!above && !CENTS.test(above.text) && !TILL_ROW.test(above.text.trim());
    const q = sub ? multOfText(row[1], mark) : undefined;
    const t: TillQty = q ?? tillQuantity(row[1], lines[k + 1], amount, mark);
    const first = q && above ? above : l;
    const name = q && above ? above.text.trim() : (t.name ?? row[1]);
    out.push({
      id: String(out.length + 1),
      name: name.trim(),
      quantity: t.qty,
      unitCode: (t.unit && unitCode(t.unit)) || 'C62',
      price: t.price,
      netAmount: amount,
      consistent: true,
      source: srcOf(first.page, first.segs[0] as Seg),
      confidence: 0.65,
      lines: first === l ? [k] : [first.index, k],
    });
  }
  return out.length >= 2 ? out : [];
}

/** Without an item table: the items printed receipt-style are the items (a till receipt's first). */
export function readReceiptItemsOnce(c: Ctx, r: ItemReadings): void {
  if (r.table?.length) return;
  const codes = vatCodeLegend(c.doc);
  const till = codes.size ? readTillItems(c.doc.lines, c.mark, codes) : [];
  const rows = till.length ? till : readReceiptItems(c.doc.lines, c.mark);
  if (rows.length) r.table = rows;
}
