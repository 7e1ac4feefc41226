import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { PARTIES26_CASES } from './parties26.cases.ts';

type Inv = ReturnType<typeof extractInvoice>['invoice'];
type Read = Inv['seller'] | Inv['buyer'];
const fields = (p: Read) => [
  p.name,
  p.address.line1,
  p.address.postalCode,
  p.address.city,
  p.address.countryCode,
];

describe('parties of session 26 (cases from two layouts each)', () => {
  for (const c of PARTIES26_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(fields(seller)).toEqual(c.seller);
      if (c.buyer) expect(fields(buyer)).toEqual(c.buyer);
      if (c.sellerVat) expect(seller.vatId).toBe(c.sellerVat);
    });
});
