import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { YOUR_ORDER_CASES } from './your-order.cases.ts';

describe("the buyer's own order label wins (cases from two layouts)", () => {
  for (const c of YOUR_ORDER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.purchaseOrderReference).toBe(c.order);
    });
});
