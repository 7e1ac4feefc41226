import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { CHARGE_LIST_CASES, PAYMENT_SLIP_CASES, SALES_TAX_CASES } from './blind13.cases.ts';

describe('rules of the held-out set blind13 (cases from two layouts each)', () => {
  for (const c of [...CHARGE_LIST_CASES, ...SALES_TAX_CASES, ...PAYMENT_SLIP_CASES])
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.seller) expect(inv.seller.name).toBe(c.seller);
      if (c.buyer) expect(inv.buyer.name).toBe(c.buyer);
      if (c.sellerStreet) expect(inv.seller.address.line1).toBe(c.sellerStreet);
      if (c.lines)
        expect(inv.lines.map((l) => [l.item.name, l.quantity, l.price.netPrice, l.netAmount])).toEqual(
          c.lines,
        );
      if (c.totals)
        for (const [k, v] of Object.entries(c.totals))
          expect(inv.totals[k as keyof typeof inv.totals], k).toBe(v);
      if (c.noCharge) expect(inv.totals.chargeTotal).toBeUndefined();
      if (c.vat) expect(inv.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual(c.vat);
    });
});
