import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { UNSEEN_CASES } from './unseen-language.cases.ts';
import { UNSEEN2_CASES } from './unseen-language2.cases.ts';

describe('invoices in languages the lexicon lacks (session 23)', () => {
  for (const c of [...UNSEEN_CASES, ...UNSEEN2_CASES])
    it(c.name, () => {
      const { invoice } = extractInvoice(styledLayout(c.rows));
      if (c.number || c.seller === undefined) expect(invoice.number || undefined).toBe(c.number);
      if (c.issueDate || c.seller === undefined) expect(invoice.issueDate || undefined).toBe(c.issueDate);
      if (c.dueDate || c.seller === undefined) expect(invoice.dueDate || undefined).toBe(c.dueDate);
      if (c.seller !== undefined) expect(invoice.seller.name ?? '').toBe(c.seller);
      if (c.buyer) expect(invoice.buyer.name).toBe(c.buyer);
      if (c.buyerCountry) expect(invoice.buyer.address?.countryCode).toBe(c.buyerCountry);
      if (c.sellerCountry) expect(invoice.seller.address?.countryCode).toBe(c.sellerCountry);
      if (c.sellerPostcode) expect(invoice.seller.address?.postalCode).toBe(c.sellerPostcode);
      if (c.sellerCity) expect(invoice.seller.address?.city).toBe(c.sellerCity);
    });
});
