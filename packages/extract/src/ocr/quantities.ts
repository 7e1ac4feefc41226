/**
 * The arithmetic of an item line as a check against OCR misreads of its quantity: small cells
 * alone in a column ("1", "2,5") are what the engine reads worst ("4", "2:5"). When an OCR line's
 * quantity × net price does not give its net amount, but net amount ÷ price is a plain quantity
 * (at most two decimals, and × price gives the net amount exactly), that quantity is taken.
 * Lines with a price base quantity, allowances or charges are left alone.
 */
import { dec, type Invoice, round } from '@ic/einvoice';

/** Sets the quantity the arithmetic implies where the read one fails it; returns the lines changed. */
export function repairQuantities(inv: Invoice, fromOcr: (lineIndex: number) => boolean): number[] {
  const changed: number[] = [];
  inv.lines.forEach((l, i) => {
    if (!fromOcr(i) || l.allowances.length || l.charges.length) return;
    if (l.price.baseQuantity && !dec(l.price.baseQuantity).equals(1)) return;
    const price = dec(l.price.netPrice);
    const net = dec(l.netAmount);
    if (price.isZero() || net.isZero()) return;
    if (round(dec(l.quantity).times(price)) === round(net)) return;
    // only a plain quantity (at most two decimals) whose product is the net amount exactly: one
    // that is only close (a rounded price, 10.00 / 3.33) is no evidence
    const plain = net.dividedBy(price).toDecimalPlaces(2);
    if (plain.isZero() || !plain.times(price).equals(net)) return;
    l.quantity = plain.toString();
    changed.push(i);
  });
  return changed;
}
