import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { BUYER_UNIT_CASES, LATER_LABEL_CASES, REFERENCE_CASES } from './keys26.cases.ts';

describe('reference rules of session 26 (cases from two layouts each)', () => {
  for (const c of REFERENCE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect([inv.buyerReference ?? null, inv.purchaseOrderReference ?? null]).toEqual(c.refs);
    });
  for (const c of BUYER_UNIT_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.buyer.name).toBe(c.buyer);
    });
  for (const c of LATER_LABEL_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.dueDate).toBe(c.dueDate);
    });
});
