import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ADDRESS21_CASES } from './addresses21.cases.ts';

describe('address shapes of Hungarian, Greek, Chinese and Indian sellers (cases from two layouts each)', () => {
  for (const c of ADDRESS21_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: seller.name,
        street: seller.address.line1,
        postcode: seller.address.postalCode,
        city: seller.address.city,
        country: seller.address.countryCode,
      }).toEqual(c.seller);
    });
});
