/**
 * A row read without a quantity (quantity 1, its amount as the price) whose name states how many
 * at what price ("Arbeitszeit 2 Std. à 45,48 EUR", "Dokumentenpauschale Nr. 7000 VV RVG, 39 Seiten à
 * 0,50 EUR", "27 km x 0,30 €"): when the product is the row's amount to the cent, the quantity, its
 * unit and the price are the name's. The name stays as printed. A line printed under the name
 * that states them ("2 day @ €95.00") is read the same way.
 */
import { dec } from '@ic/einvoice';
import { QTY_AT_PRICE_IN_TEXT_G } from '../lexicon/item-blocks.ts';
import { type DecimalMark, parseAmount } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import type { ExtractedLine } from './heads.ts';

export function quantityInName(l: ExtractedLine, mark: DecimalMark, under: string[] = []): ExtractedLine {
  if (l.quantity !== undefined && !dec(l.quantity).equals(1)) return l;
  if (l.price !== undefined && !dec(l.price).equals(dec(l.netAmount))) return l;
  // (… or a line under the name that states them: "Scaffold hire" over "2 day @ €95.00")
  const texts = [l.name, ...under];
  const found = texts
    .flatMap((t) => [...t.matchAll(QTY_AT_PRICE_IN_TEXT_G)])
    .flatMap((m) => {
      const qty = parseAmount(m[1] ?? '', mark);
      const price = parseAmount(m[3] ?? '', mark);
      if (!qty || !price || dec(qty).equals(1)) return [];
      const product = dec(qty).times(dec(price)).toDecimalPlaces(2);
      return product.minus(dec(l.netAmount).abs()).abs().lte('0.01') ? [{ qty, price, unit: m[2] }] : [];
    });
  const m = found.length === 1 ? found[0] : undefined;
  if (!m) return l;
  const code = m.unit ? unitCode(m.unit) : undefined;
  const sign = dec(l.netAmount).isNegative() ? '-' : '';
  return {
    ...l,
    quantity: `${sign}${m.qty}`,
    price: m.price,
    ...(code ? { unitCode: code, unitText: m.unit } : {}),
  };
}
