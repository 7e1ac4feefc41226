import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc } from '../layout.ts';
import { NAMED_SELLER_CASES } from './named-seller.cases.ts';

describe('the seller named under a label outside the party blocks (account holder, "sold by")', () => {
  for (const c of NAMED_SELLER_CASES)
    it(c.name, () => {
      const doc = buildDoc(
        c.rows.map(([y, x, text, size = 10, bold]) => ({
          page: 1,
          text,
          x,
          y,
          w: (text.length * size) / 2,
          h: size,
          size,
          bold,
        })),
        [{ width: 595, height: 842 }],
      );
      const inv = extractInvoice(doc).invoice;
      expect(inv.seller.name).toBe(c.seller);
      if (c.buyer !== undefined) expect(inv.buyer.name ?? '').toBe(c.buyer);
    });
});
