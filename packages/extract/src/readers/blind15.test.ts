import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import {
  BLOCK_COLUMN_CASES,
  CHARGE_NET_CASES,
  CREDIT_TITLE_CASES,
  PRECEDING_DATE_CASES,
} from './blind15.cases.ts';

describe('rules of the held-out set blind15 (cases from two layouts each)', () => {
  for (const c of [
    ...CREDIT_TITLE_CASES,
    ...PRECEDING_DATE_CASES,
    ...BLOCK_COLUMN_CASES,
    ...CHARGE_NET_CASES,
  ])
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.number) expect(inv.number).toBe(c.number);
      if (c.type) expect(inv.typeCode).toBe(c.type);
      if (c.issueDate) expect(inv.issueDate).toBe(c.issueDate);
      if (c.sellerName) expect(inv.seller.name).toBe(c.sellerName);
      if (c.sellerPostcode) expect(inv.seller.address.postalCode).toBe(c.sellerPostcode);
      if (c.sellerCity) expect(inv.seller.address.city).toBe(c.sellerCity);
      if (c.buyerPostcode) expect(inv.buyer.address.postalCode).toBe(c.buyerPostcode);
      if (c.buyerName) expect(inv.buyer.name).toBe(c.buyerName);
      if (c.buyerStreet) expect(inv.buyer.address.line1).toBe(c.buyerStreet);
      if (c.totals)
        for (const [k, v] of Object.entries(c.totals))
          expect(inv.totals[k as keyof typeof inv.totals], k).toBe(v);
    });
});
