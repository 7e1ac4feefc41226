// The converter's review form in the browser tests: the element id of a model path, and filling
// what XRechnung needs beyond what the sample PDFs print (only fields that are still empty).
import type { Page } from 'playwright-core';

/** The id of a model path's field: `seller.address.city` → `#f-seller-address-city`. */
export const id = (path: string) => `#f-${path.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;

/** The parties: names, addresses, VAT id, electronic addresses, the seller's contact, terms. */
const PARTIES: Array<[string, string]> = [
  ['seller.name', 'Muster Bürobedarf GmbH'],
  ['seller.address.line1', 'Hauptstraße 1'],
  ['seller.address.postalCode', '10115'],
  ['seller.address.city', 'Berlin'],
  ['seller.address.countryCode', 'DE'],
  ['seller.vatId', 'DE123456789'],
  ['seller.electronicAddress.value', 'rechnung@muster-buero.de'],
  ['seller.contact.name', 'Erika Muster'],
  ['seller.contact.telephone', '+49 30 1234567'],
  ['seller.contact.email', 'buchhaltung@muster-buero.de'],
  ['buyer.name', 'Stadtverwaltung Beispielstadt'],
  ['buyer.address.postalCode', '12345'],
  ['buyer.address.city', 'Beispielstadt'],
  ['buyer.address.countryCode', 'DE'],
  ['buyer.electronicAddress.value', 'einkauf@beispielstadt.de'],
  ['paymentTerms', 'Zahlbar innerhalb von 30 Tagen ohne Abzug.'],
];

/** The Leitweg-ID and a credit transfer. */
const ROUTING_AND_PAYMENT: Array<[string, string]> = [
  ['buyerReference', '04011000-1234512345-06'],
  ['paymentInstructions.typeCode', '58'],
  ['paymentInstructions.creditTransfers[0].accountId', 'DE02120300000000202051'],
];

/**
 * Opens every section (the review opens only those with something to look at) and fills the
 * empty fields: the parties, and unless `payment` is false, the Leitweg-ID and a credit transfer.
 */
export async function fillMissing(page: Page, options: { payment?: boolean } = {}): Promise<void> {
  await page.getByTestId('expand-all').click();
  const values = options.payment === false ? PARTIES : [...PARTIES, ...ROUTING_AND_PAYMENT];
  for (const [path, value] of values) {
    const el = page.locator(id(path));
    if ((await el.count()) === 0) continue;
    const select = (await el.evaluate((e) => e.tagName)) === 'SELECT';
    if ((await el.inputValue()).trim() !== '') continue;
    if (select) await el.selectOption(value);
    else await el.fill(value);
  }
}
