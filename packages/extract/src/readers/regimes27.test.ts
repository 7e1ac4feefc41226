import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { REGIME_CASES } from './regimes27.cases.ts';

describe('VAT regimes of session 27 (cases from two layouts each)', () => {
  for (const c of REGIME_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.vatBreakdown.map((r) => [r.categoryCode, r.rate])).toEqual(c.vat);
      expect(inv.lines.map((l) => [l.unitCode, l.vatRate])).toEqual(c.lines);
    });
});
