import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { ES_IT_CASES } from './es-it.cases.ts';

describe('Italian and Spanish invoices (cases from two layouts each)', () => {
  for (const c of ES_IT_CASES)
    it(c.name, () => {
      const inv = extractInvoice(layout(c.rows)).invoice;
      expect([inv.number, inv.issueDate, inv.dueDate]).toEqual([c.number, c.issueDate, c.dueDate]);
      expect([inv.seller.name, inv.buyer.name]).toEqual([c.seller, c.buyer]);
      expect([inv.totals.taxExclusive, inv.totals.vatTotal, inv.totals.taxInclusive]).toEqual(c.totals);
      expect(inv.lines.map((l) => [l.quantity, l.unitCode, l.netAmount])).toEqual(c.lines);
    });
});
