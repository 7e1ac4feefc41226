/**
 * The delivery date (BT-72) after its label in German, English and French ("Leistungsdatum",
 * "Lieferdatum", "Liefertermin", "Date of supply", "Delivery date", "Date de livraison"), right
 * of the label, in its segment or under it. A period ("01.03. – 31.03.2026") gives none: that is
 * an invoicing period, not one date.
 */
import type { Ctx } from '../extract.ts';
import { best, type Candidate } from '../find.ts';
import type { Doc } from '../layout.ts';
import { DELIVERY_DATE_LABEL } from '../lexicon/contact.ts';
import { findDates } from '../parse/date.ts';
import { labelledValues } from './label-value.ts';

export function detectDeliveryDate(doc: Doc, mdy = false): Candidate<string> | undefined {
  const cands = labelledValues(doc, DELIVERY_DATE_LABEL, (text) => {
    const ds = findDates(text, { monthFirst: mdy });
    const d = ds[0];
    return d && d.index <= 3 && ds.length === 1 ? d.iso : undefined;
  });
  // the first page's reading first (a page header may repeat it)
  return best(cands.filter((c) => c.page === cands[0]?.page));
}

export function readDeliveryDate(c: Ctx): void {
  const d = detectDeliveryDate(c.doc, c.mdy);
  if (!d) return;
  c.inv.delivery = { ...c.inv.delivery, actualDeliveryDate: d.value };
  c.set('delivery.actualDeliveryDate', d);
}
