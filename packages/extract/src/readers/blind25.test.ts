import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { FOREIGN_COLUMN_CASES, POSTCODE_SHAPE_CASES, TRANSLATED_CUE_CASES } from './blind25.cases.ts';

describe('rules of the held-out set blind25 (cases from two layouts each)', () => {
  for (const c of TRANSLATED_CUE_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({ seller: seller.name, buyer: buyer.name }).toEqual({ seller: c.seller, buyer: c.buyer });
    });
  for (const c of FOREIGN_COLUMN_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.quantity, l.price.netPrice, l.netAmount])).toEqual(c.lines);
    });
  for (const c of POSTCODE_SHAPE_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({ name: seller.name, postcode: seller.address.postalCode, city: seller.address.city }).toEqual(
        c.seller,
      );
    });
});
