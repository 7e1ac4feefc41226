import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ORDER_REFERENCE_CASES } from './gaps16.cases.ts';

describe('session 16 rules on failures recurring across seen sets (cases from two layouts each)', () => {
  for (const c of ORDER_REFERENCE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.orderReference !== undefined)
        expect(inv.purchaseOrderReference).toBe(c.orderReference ?? undefined);
    });
});
