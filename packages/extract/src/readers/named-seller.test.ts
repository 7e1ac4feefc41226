import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NAMED_SELLER_CASES } from './named-seller.cases.ts';

describe('the seller named under a label outside the party blocks (account holder, "sold by")', () => {
  for (const c of NAMED_SELLER_CASES)
    it(c.name, () => {
      const doc = styledLayout(c.rows);
      const inv = extractInvoice(doc).invoice;
      expect(inv.seller.name).toBe(c.seller);
      if (c.buyer !== undefined) expect(inv.buyer.name ?? '').toBe(c.buyer);
    });
});
