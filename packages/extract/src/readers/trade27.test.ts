import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { TRADE27_CASES } from './trade27.cases.ts';

describe('international trade of session 27 (cases from two layouts each)', () => {
  for (const c of TRADE27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.lines)
        expect(inv.lines.map((l) => [l.id, l.quantity, l.price?.netPrice, l.netAmount])).toEqual(c.lines);
      if (c.towns) {
        const { seller, buyer } = inv;
        expect([
          seller.address.city,
          seller.address.countryCode,
          buyer.address.city,
          buyer.address.countryCode,
        ]).toEqual(c.towns);
      }
      if (c.account) expect(inv.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe(c.account);
    });
});
