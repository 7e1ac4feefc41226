/**
 * A heading, subtotal or note line is not an item (issue 20 item 5). Producers put section
 * headings ("--- Non Food ---"), notes and subtotal rows between the items of an invoice, and some
 * write them into the XML as invoice lines of quantity 0 with no price (Odoo's UBL attachment,
 * text positions of invoicing software in CII); a layout reading can meet the same rows. Such a
 * line carries nothing an e-invoice line needs (no quantity, no price, no amount) and only makes
 * the validator complain, so it is left out of the lines — unless every line is one (an invoice
 * needs at least one line, BR-16).
 */
import { dec, type Invoice, type InvoiceLine } from '@ic/einvoice';

/** Zero or empty (a decimal string as the model keeps it). */
const isZero = (v: string | undefined) => !v?.trim() || dec(v).isZero();

/** Quantity 0 (or none), no price and no amount, nothing below or on it: a heading, subtotal or note. */
export function isNonItemLine(l: InvoiceLine): boolean {
  return (
    isZero(l.quantity) &&
    isZero(l.price?.netPrice) &&
    isZero(l.price?.grossPrice) &&
    isZero(l.netAmount) &&
    !l.allowances?.length &&
    !l.charges?.length &&
    !l.subLines?.length
  );
}

/**
 * The result without its non-item lines; the per-field information of the lines (`lines[i].…`)
 * follows the lines that stay.
 */
export function dropNonItemLines<T extends { invoice: Invoice; fields?: Record<string, unknown> }>(r: T): T {
  const keep = r.invoice.lines.map((l) => !isNonItemLine(l));
  if (keep.every(Boolean) || !keep.some(Boolean)) return r;
  const newIndex = new Map<number, number>();
  keep.forEach((k, i) => {
    if (k) newIndex.set(i, newIndex.size);
  });
  const out: T = { ...r, invoice: { ...r.invoice, lines: r.invoice.lines.filter((_, i) => keep[i]) } };
  if (r.fields) {
    const fields: Record<string, unknown> = {};
    for (const [key, info] of Object.entries(r.fields)) {
      const close = key.indexOf(']');
      if (!key.startsWith('lines[') || close < 0) {
        fields[key] = info;
        continue;
      }
      const to = newIndex.get(Number(key.slice('lines['.length, close)));
      if (to !== undefined) fields[`lines[${to}${key.slice(close)}`] = info;
    }
    out.fields = fields as T['fields'];
  }
  return out;
}
