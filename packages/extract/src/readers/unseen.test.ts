import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { UNSEEN_CASES } from './unseen.cases.ts';

describe('rules of the held-out sets blind8/blind10 (cases from two layouts each)', () => {
  for (const c of UNSEEN_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.seller) {
        const a = inv.seller.address;
        expect({ name: inv.seller.name, street: a?.line1, postcode: a?.postalCode, city: a?.city }).toEqual(
          c.seller,
        );
      }
      if (c.lines) expect(inv.lines.map((l) => [l.item.name, l.netAmount])).toEqual(c.lines);
    });
});
