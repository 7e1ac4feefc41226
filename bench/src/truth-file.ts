/**
 * Truth files for the extraction sets built from a model we know (own renderings, synthetic
 * invoices): the model written as CII and read back by the corpus scorer's own EN 16931 reader,
 * so truth and scoring follow the same rules as the corpus.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Invoice, writeCii } from '@ic/einvoice';

interface ScorerLib {
  extractInvoice: (xml: string) => { fields: unknown; vat: unknown; lines: unknown } | null;
}

/** The scorer's reader (lib/en16931.mjs of ../shared/tools/extraction-score). */
export async function scorerLib(path: string): Promise<ScorerLib> {
  return (await import(pathToFileURL(path).href)) as ScorerLib;
}

/**
 * What the corpus scorer does not read but extraction-contact.ts scores: the parties' contacts
 * (BT-41/42/43, BT-56/57/58) and the delivery date (BT-72), only those the model has.
 */
export function contactTruth(invoice: Invoice): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: string | undefined) => {
    if (v) out[k] = v;
  };
  put('BT-41', invoice.seller.contact?.name);
  put('BT-42', invoice.seller.contact?.telephone);
  put('BT-43', invoice.seller.contact?.email);
  put('BT-56', invoice.buyer.contact?.name);
  put('BT-57', invoice.buyer.contact?.telephone);
  put('BT-58', invoice.buyer.contact?.email);
  put('BT-72', invoice.delivery?.actualDeliveryDate);
  return out;
}

/** Writes DIR/NAME.json for an invoice; false when the scorer does not read it as an invoice. */
export function writeTruth(lib: ScorerLib, dir: string, name: string, invoice: Invoice): boolean {
  const t = lib.extractInvoice(writeCii(invoice));
  if (!t) return false;
  const contact = contactTruth(invoice);
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({
      name,
      family: name,
      split: 'hidden',
      fields: t.fields,
      vat_breakdown: t.vat,
      lines: t.lines,
      ...(Object.keys(contact).length ? { contact_fields: contact } : {}),
    }),
  );
  return true;
}
