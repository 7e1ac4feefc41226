import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ADDRESS_LABEL_CASES } from './address-labels.cases.ts';
import { SELF_BILLING_CASES } from './self-billing.cases.ts';

describe('self-billing: the issuer is the buyer (cases from four layouts, two guards)', () => {
  for (const c of SELF_BILLING_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.typeCode).toBe(c.typeCode);
      expect(inv.seller.name).toBe(c.seller);
      expect(inv.buyer.name).toBe(c.buyer);
      if (c.sellerVat) expect(inv.seller.vatId).toBe(c.sellerVat);
      if (c.buyerVat) expect(inv.buyer.vatId).toBe(c.buyerVat);
      if (c.sellerCity) expect(inv.seller.address.city).toBe(c.sellerCity);
      if (c.accounts)
        expect(
          inv.paymentInstructions?.creditTransfers?.map((t) => [t.accountId, t.providerId ?? '']),
        ).toEqual(c.accounts);
    });
});

describe('a party field "PLZ / Ort: …" in one piece (cases from two layouts, three languages)', () => {
  for (const c of ADDRESS_LABEL_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      const part = (p: { name: string; address: { postalCode?: string; city?: string } }) => ({
        name: p.name,
        postcode: p.address.postalCode,
        city: p.address.city,
      });
      expect(part(inv.seller)).toEqual(c.seller);
      expect(part(inv.buyer)).toEqual(c.buyer);
    });
});
