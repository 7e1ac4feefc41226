import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { CURRENCY_CASES } from './currency22.cases.ts';

describe('currencies from their local signs, countries in the seller language (session 22)', () => {
  for (const c of CURRENCY_CASES)
    it(c.name, () => {
      const { invoice } = extractInvoice(styledLayout(c.rows));
      expect(invoice.currency).toBe(c.currency);
      if (c.buyerCountry) expect(invoice.buyer.address?.countryCode).toBe(c.buyerCountry);
    });
});
