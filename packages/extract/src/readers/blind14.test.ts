import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ROUNDING_CASES } from './blind14.cases.ts';

describe('rules of the held-out set blind14 (cases from two layouts each)', () => {
  for (const c of ROUNDING_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      for (const [k, v] of Object.entries(c.totals ?? {}))
        expect(inv.totals[k as keyof typeof inv.totals], k).toBe(v);
      if (!c.totals?.roundingAmount) expect(inv.totals.roundingAmount).toBeUndefined();
    });
});
