import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { CONTAINED_VAT_CASES } from './contained-vat.cases.ts';

describe('prices that contain the VAT (web shops; cases from two layouts)', () => {
  for (const c of CONTAINED_VAT_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      for (const [k, v] of Object.entries(c.totals))
        expect(inv.totals[k as keyof typeof inv.totals], k).toBe(v);
      expect([inv.lines[0]?.netAmount, inv.lines[0]?.price.netPrice]).toEqual(c.first);
    });
});
