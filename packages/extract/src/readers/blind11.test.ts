import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import {
  BLIND11_CASES,
  GROSS_ITEM_CASES,
  LEGAL_FORM_CASES,
  PRICE_UNIT_CASES,
  VAT_CODE_CASES,
} from './blind11.cases.ts';

describe('rules of the held-out set blind11 (cases from two layouts each)', () => {
  for (const c of [
    ...BLIND11_CASES,
    ...GROSS_ITEM_CASES,
    ...VAT_CODE_CASES,
    ...PRICE_UNIT_CASES,
    ...LEGAL_FORM_CASES,
  ])
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.seller) expect(inv.seller.name).toBe(c.seller);
      if (c.buyer) expect(inv.buyer.name).toBe(c.buyer);
      if (c.lines)
        expect(
          inv.lines.map((l) => [l.item.name, l.quantity, l.price.netPrice, l.netAmount, l.vatRate]),
        ).toEqual(c.lines);
      if (c.bases) expect(inv.lines.map((l) => l.price.baseQuantity)).toEqual(c.bases);
      if (c.totals) {
        const { taxExclusive, vatTotal, taxInclusive } = inv.totals;
        expect({ taxExclusive, vatTotal, taxInclusive }).toEqual(c.totals);
      }
    });
});
