/**
 * The arithmetic of an invoice as a check against OCR misreads of its numbers. What the engine
 * reads worst: small cells alone in a column ("1" as "4", "2,5" as "2:5"), the decimal comma of
 * an amount (lost: "122,50" → "12250"; read as a digit: "122,50" → "122450") and a ruling beside
 * a value read as a digit ("10,00|" → "10,001"). A value is repaired only when the others agree
 * on what it must be, and (for prices and amounts) when that is what its own digits give with
 * one such misread undone (`misreadAlternatives`):
 *
 * - an item line (quantity × net price = net amount): a failing price or net amount, or both
 *   when they share one misread; else a quantity the net amount ÷ price implies (a plain
 *   quantity, at most two decimals, whose product is the net amount exactly);
 * - the document totals: the sum of line net amounts (BT-106) against the lines, the total
 *   without VAT (BT-109) against the sum and the allowances and charges, the total with VAT
 *   (BT-112) against BT-109 + VAT, the amount due (BT-115) against BT-112 − paid + rounding.
 *
 * Lines with a price base quantity, allowances or charges are left alone.
 *
 *   repairArithmetic(inv, () => true)   // → ['lines[1].price.netPrice', 'totals.lineNetTotal']
 */
import { dec, type Invoice, round } from '@ic/einvoice';

type Line = Invoice['lines'][number];

/**
 * What an amount may have been before one misread of the engine: its decimal comma lost
 * ("25210" → 252.10), read as a digit ("122450" → 122.50), a ruling after it read as a digit
 * ("10.001" → 10.00). Signs are kept.
 */
export function misreadAlternatives(value: string): string[] {
  const d = dec(value);
  const abs = d.abs();
  const out = new Set<string>();
  if (abs.isInteger()) {
    const t = abs.toFixed(0);
    if (t.length >= 3) out.add(abs.dividedBy(100).toFixed(2));
    if (t.length >= 4) out.add(`${t.slice(0, -3)}.${t.slice(-2)}`);
  } else {
    const [int, frac = ''] = abs.toFixed().split('.');
    if (frac.length >= 3) out.add(`${int}.${frac.slice(0, -1)}`);
  }
  return [...out].map((x) => (d.isNegative() ? `-${x}` : x)).filter((x) => !dec(x).equals(d));
}

const same = (a: string, b: string) => round(a) === round(b);

/** The repaired paths of one line (relative: 'quantity', 'price.netPrice', 'netAmount'). */
function repairLine(l: Line): string[] {
  const q = l.quantity;
  const p = l.price.netPrice;
  const n = l.netAmount;
  if (dec(p).isZero() || dec(n).isZero() || same(dec(q).times(p).toString(), n)) return [];
  const priceAlt = misreadAlternatives(p).find((a) => same(dec(q).times(a).toString(), n));
  if (priceAlt !== undefined) {
    l.price.netPrice = priceAlt;
    return ['price.netPrice'];
  }
  const netAlt = misreadAlternatives(n).find((a) => same(dec(q).times(p).toString(), a));
  if (netAlt !== undefined) {
    l.netAmount = round(netAlt);
    return ['netAmount'];
  }
  for (const pa of misreadAlternatives(p))
    for (const na of misreadAlternatives(n))
      if (same(dec(q).times(pa).toString(), na)) {
        l.price.netPrice = pa;
        l.netAmount = round(na);
        return ['price.netPrice', 'netAmount'];
      }
  // only a plain quantity (at most two decimals) whose product is the net amount exactly: one
  // that is only close (a rounded price, 10.00 / 3.33) is no evidence
  const plain = dec(n).dividedBy(p).toDecimalPlaces(2);
  if (plain.isZero() || !plain.times(p).equals(dec(n))) return [];
  l.quantity = plain.toString();
  return ['quantity'];
}

/** A total that fails what the others imply, but one misread of it gives that: repaired. */
function repairTotal(
  t: Invoice['totals'],
  key: 'lineNetTotal' | 'taxExclusive' | 'taxInclusive' | 'amountDue',
  expected: string,
): boolean {
  const read = t[key];
  if (same(read, expected) || !misreadAlternatives(read).some((a) => same(a, expected))) return false;
  t[key] = round(expected);
  return true;
}

/**
 * Repairs misread numbers of the item lines (those `fromOcr` says were read by OCR) and of the
 * totals (when `totalsFromOcr`) that the arithmetic shows; returns the model paths changed.
 */
export function repairArithmetic(
  inv: Invoice,
  fromOcr: (lineIndex: number) => boolean,
  totalsFromOcr = true,
): string[] {
  const changed: string[] = [];
  inv.lines.forEach((l, i) => {
    if (!fromOcr(i) || l.allowances.length || l.charges.length) return;
    if (l.price.baseQuantity && !dec(l.price.baseQuantity).equals(1)) return;
    for (const f of repairLine(l)) changed.push(`lines[${i}].${f}`);
  });
  if (!totalsFromOcr || !inv.lines.length) return changed;
  const t = inv.totals;
  const sum = inv.lines.reduce((s, l) => s.plus(l.netAmount), dec(0)).toString();
  if (repairTotal(t, 'lineNetTotal', sum)) changed.push('totals.lineNetTotal');
  const exclusive = dec(t.lineNetTotal)
    .minus(t.allowanceTotal ?? 0)
    .plus(t.chargeTotal ?? 0)
    .toString();
  if (repairTotal(t, 'taxExclusive', exclusive)) changed.push('totals.taxExclusive');
  if (
    t.vatTotal !== undefined &&
    repairTotal(t, 'taxInclusive', dec(t.taxExclusive).plus(t.vatTotal).toString())
  )
    changed.push('totals.taxInclusive');
  const due = dec(t.taxInclusive)
    .minus(t.paidAmount ?? 0)
    .plus(t.roundingAmount ?? 0)
    .toString();
  if (repairTotal(t, 'amountDue', due)) changed.push('totals.amountDue');
  return changed;
}
