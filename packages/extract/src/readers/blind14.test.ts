import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ROUNDING_CASES, SENDER_UNDER_CUE_CASES } from './blind14.cases.ts';

describe('rules of the held-out set blind14 (cases from two layouts each)', () => {
  for (const c of ROUNDING_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      for (const [k, v] of Object.entries(c.totals ?? {}))
        expect(inv.totals[k as keyof typeof inv.totals], k).toBe(v);
      if (!c.totals?.roundingAmount) expect(inv.totals.roundingAmount).toBeUndefined();
    });
});

describe('a sender line under a buyer cue is no line of the buyer (blind14 shop, DIN letter)', () => {
  for (const c of SENDER_UNDER_CUE_CASES)
    it(c.name, () => {
      const { buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([buyer?.name, buyer?.address?.line1, buyer?.address?.postalCode]).toEqual([
        c.buyer.name,
        c.buyer.street,
        c.buyer.postcode,
      ]);
    });
});
