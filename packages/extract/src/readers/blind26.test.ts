import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { DEDUCTION_CASES, DEDUCTION_GUARD, DEDUCTION_GUARD_DUE, GLUED_CASES } from './blind26.cases.ts';

describe('rules of the held-out set blind26 (cases from two layouts each)', () => {
  for (const c of [...DEDUCTION_CASES, DEDUCTION_GUARD, DEDUCTION_GUARD_DUE])
    it(c.name, () => {
      const { totals } = extractInvoice(styledLayout(c.rows, c.lineHeight)).invoice;
      expect({
        taxInclusive: totals.taxInclusive,
        ...(totals.paidAmount && totals.paidAmount !== '0.00' ? { paidAmount: totals.paidAmount } : {}),
        amountDue: totals.amountDue,
      }).toEqual(c.totals);
    });
  for (const c of GLUED_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.netAmount])).toEqual(c.lines);
    });
});
