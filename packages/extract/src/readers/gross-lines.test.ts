import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { GROSS_LINES_CASES } from './gross-lines.cases.ts';

describe('gross item rows at two rates, VAT printed per rate as contained (blind14 shop, two looks)', () => {
  for (const c of GROSS_LINES_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      const t = inv.totals;
      expect({
        lineNetTotal: t.lineNetTotal,
        taxExclusive: t.taxExclusive,
        vatTotal: t.vatTotal,
        taxInclusive: t.taxInclusive,
      }).toEqual(c.totals);
      expect(inv.lines.map((l) => [l.price.netPrice, l.netAmount, l.vatRate])).toEqual(c.lines);
      expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual(c.breakdown);
    });
});
