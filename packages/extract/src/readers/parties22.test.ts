import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { PARTY22_CASES } from './parties22.cases.ts';

type Inv = ReturnType<typeof extractInvoice>['invoice'];
type P = Inv['seller'] | Inv['buyer'];
const fields = (p: P, want: object) => {
  const got = {
    name: p.name,
    street: p.address?.line1,
    postcode: p.address?.postalCode,
    city: p.address?.city,
    country: p.address?.countryCode,
    vatId: p.vatId,
  };
  return Object.fromEntries(Object.keys(want).map((k) => [k, got[k as keyof typeof got]]));
};

describe('parties as field lists in the languages of blind29 (session 22)', () => {
  for (const c of PARTY22_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(fields(seller, c.seller)).toEqual(c.seller);
      expect(fields(buyer, c.buyer)).toEqual(c.buyer);
    });
});
