import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { BLIND16_CASES } from './blind16.cases.ts';

describe('rules of the held-out set blind16 (cases from two layouts each)', () => {
  for (const c of BLIND16_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.buyerName) expect(inv.buyer.name).toBe(c.buyerName);
      if (c.sellerName) expect(inv.seller.name).toBe(c.sellerName);
      if (c.units) expect(inv.lines.map((l) => l.unitCode)).toEqual(c.units);
    });
});
