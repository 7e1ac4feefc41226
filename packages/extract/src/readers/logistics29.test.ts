import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LOGISTICS29_CASES } from './logistics29.cases.ts';

describe('logistics invoices of session 29 (cases from two layouts each)', () => {
  for (const c of LOGISTICS29_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      const rows = inv.vatBreakdown.map((b) => [b.categoryCode, b.rate, b.taxableAmount].join('|')).sort();
      expect(rows).toEqual(c.breakdown.map((b) => b.join('|')).sort());
      expect(inv.lines.map((l) => l.vatRate)).toEqual(c.rates);
    });
});
