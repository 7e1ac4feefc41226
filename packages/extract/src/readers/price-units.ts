/**
 * Prices per 100 or per 1,000 units (an ERP's "Preis | PE" with PE 100, "Preis/100 ST", "price per
 * 1000"): when quantity × price does not give the line's net but quantity × price ÷ 100 (or ÷ 1,000)
 * does to the cent (the table reader pairs them so: tokens.ts productMatches), the price stays as
 * printed and its base quantity (BT-149) is 100 (1,000), as the producers' XML has it.
 */
import { dec, round } from '@ic/einvoice';
import type { ExtractedLine } from '../table.ts';

const PRICE_UNITS = [100, 1000];

/** The quantity a line's price is for, when it is printed per 100 or 1,000 units. */
function priceBase(l: ExtractedLine): number | undefined {
  const { quantity, price, netAmount } = l;
  if (!quantity || !price || dec(quantity).isZero() || dec(netAmount).isZero()) return undefined;
  if (round(dec(quantity).times(dec(price))) === round(netAmount)) return undefined;
  return PRICE_UNITS.find(
    (per) => round(dec(quantity).times(dec(price)).dividedBy(per)) === round(netAmount),
  );
}

/** Lines priced per 100 or 1,000 units get that base quantity (in place). */
export function pricesPerUnit(lines: ExtractedLine[]): void {
  for (const l of lines) {
    const per = priceBase(l);
    if (per !== undefined) l.baseQuantity = String(per);
  }
}
