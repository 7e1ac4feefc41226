import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { FORMS27_CASES } from './forms27.cases.ts';

describe('forms of session 27 (cases from two layouts each)', () => {
  for (const c of FORMS27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      const t = inv.totals;
      expect([
        inv.number,
        inv.issueDate,
        inv.dueDate,
        inv.purchaseOrderReference,
        inv.buyer.name,
        inv.buyer.address.line1,
        t.taxExclusive,
        t.vatTotal,
        t.taxInclusive,
      ]).toEqual(c.expect);
    });
});
