import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { SELLER_HEAD_CASES, TABLE_HEAD_CASES, UNIT_CASES } from './blind22.cases.ts';

describe('rules of the held-out set blind22 (cases from two layouts each)', () => {
  for (const c of SELLER_HEAD_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: seller.name,
        street: seller.address.line1,
        postcode: seller.address.postalCode,
        city: seller.address.city,
      }).toEqual(c.seller);
    });
  for (const c of UNIT_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.lines.map((l) => l.unitCode)).toEqual(c.units);
    });
  for (const c of TABLE_HEAD_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.item.name, l.quantity, l.netAmount])).toEqual(c.lines);
    });
});
