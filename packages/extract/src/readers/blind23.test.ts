import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import {
  GROUPED_NUMBER_CASES,
  NET_AFTER_DISCOUNT_CASES,
  PHONE_IN_NAME_CASES,
  TAGLINE_STANDARD_CASES,
} from './blind23.cases.ts';

describe('rules of the held-out set blind23 (cases from two layouts each)', () => {
  for (const c of TAGLINE_STANDARD_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: seller.name,
        postcode: seller.address.postalCode,
        city: seller.address.city,
        country: seller.address.countryCode,
      }).toEqual(c.seller);
    });
  for (const c of GROUPED_NUMBER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
  for (const c of PHONE_IN_NAME_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.lines.map((l) => l.item.name)).toEqual(c.names);
    });
  for (const c of NET_AFTER_DISCOUNT_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.quantity, l.price.netPrice, l.netAmount])).toEqual(c.lines);
    });
});
