import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { BLIND12_CASES } from './blind12.cases.ts';

describe('rules of the held-out set blind12 (cases from two layouts each)', () => {
  for (const c of BLIND12_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.seller) expect(inv.seller.name).toBe(c.seller);
      if (c.buyer) expect(inv.buyer.name).toBe(c.buyer);
      if (c.buyerCity) expect(inv.buyer.address.city).toBe(c.buyerCity);
    });
});
